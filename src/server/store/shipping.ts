import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import { fitsParcelMachine, type ParcelItem } from '@/lib/cart-rules';
import type { StoreCode } from '@/server/store/catalog-sql';
import type { CartProduct } from '@/server/store/cart-products';
import { shopperText } from '@/server/shopper-text';
import { activePickupLocations } from '@/server/store/directory';

// Shipping methods of one items group (spec §4 shipment split, §9 parcel machine size, transport from 2.90 EUR):
// parcel machines of Omniva, DPD and Smartpost, courier to an address, store pickup with stock per store and
// special transport for bulk goods.

export interface GroupItem {
  product: CartProduct; // the product that travels (configurable child, bundle selection or the product)
  quantity: number;
  shippable: boolean; // false for virtual and downloadable products
}

export interface Carrier {
  carrier_code: string;
  method_code: string;
  amount: number; // cents
  kind: 'parcel' | 'courier' | 'pickup' | 'special';
  title: Record<StoreCode, { carrier: string; method: string }>;
}

export const PARCEL_METHOD = 'parcel_machine';

// spec §9: transport from 2.90 EUR; store pickup costs nothing
export const CARRIERS: readonly Carrier[] = [
  {
    carrier_code: 'omniva',
    method_code: PARCEL_METHOD,
    amount: 290,
    kind: 'parcel',
    title: {
      et: { carrier: 'Omniva', method: 'Pakiautomaat' },
      ru: { carrier: 'Omniva', method: 'Почтомат' },
    },
  },
  {
    carrier_code: 'dpd',
    method_code: PARCEL_METHOD,
    amount: 349,
    kind: 'parcel',
    title: { et: { carrier: 'DPD', method: 'Pakiautomaat' }, ru: { carrier: 'DPD', method: 'Почтомат' } },
  },
  {
    carrier_code: 'smartpost',
    method_code: PARCEL_METHOD,
    amount: 290,
    kind: 'parcel',
    title: {
      et: { carrier: 'Smartpost', method: 'Pakiautomaat' },
      ru: { carrier: 'Smartpost', method: 'Почтомат' },
    },
  },
  {
    carrier_code: 'courier',
    method_code: 'courier',
    amount: 590,
    kind: 'courier',
    title: {
      et: { carrier: 'Kuller', method: 'Kulleriga ukseni' },
      ru: { carrier: 'Курьер', method: 'Курьером до двери' },
    },
  },
  {
    carrier_code: 'instore',
    method_code: 'pickup',
    amount: 0,
    kind: 'pickup',
    title: {
      et: { carrier: 'Tulen ise järele', method: 'Kauplusest' },
      ru: { carrier: 'Самовывоз', method: 'Из магазина' },
    },
  },
  {
    carrier_code: 'special',
    method_code: 'special_transport',
    amount: 3900,
    kind: 'special',
    title: {
      et: { carrier: 'Eritransport', method: 'Suurkauba vedu' },
      ru: { carrier: 'Спецтранспорт', method: 'Доставка крупногабаритных товаров' },
    },
  },
];

export const carrierOf = (carrier: string, method: string) =>
  CARRIERS.find((c) => c.carrier_code === carrier && c.method_code === method);

/** products.transport 'special' or 'bulk' goods travel only by special transport (or are picked up). */
export const needsSpecialTransport = (p: CartProduct) => p.transport === 'special' || p.transport === 'bulk';

export interface MethodOption {
  carrier: Carrier;
  available: boolean;
  error: string | null;
}

export interface PickupStock {
  pickup_location_code: string;
  name: string;
  in_stock: boolean;
}

/** Stores with, for each, whether every item of the group is in stock there (inventory_source_items). */
export const pickupStock = (db: Database, items: GroupItem[]): PickupStock[] => {
  const locations = activePickupLocations(db);
  const need = new Map<number, number>();
  for (const i of items) if (i.shippable) need.set(i.product.id, (need.get(i.product.id) ?? 0) + i.quantity);
  // every store's stock of the group's products in one read (a cart view reads it for every group)
  const rows = stmt(
    db,
    `SELECT source_code, product_id, qty FROM inventory_source_items
       WHERE status = 1 AND product_id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify([...need.keys()])) as { source_code: string; product_id: number; qty: number }[];
  const stock = new Map(rows.map((r) => [`${r.source_code}/${r.product_id}`, r.qty]));
  return locations.map((l) => ({
    ...l,
    in_stock:
      need.size > 0 &&
      [...need].every(([id, qty]) => Number(stock.get(`${l.pickup_location_code}/${id}`) ?? 0) >= qty - 1e-9),
  }));
};

export const parcelItems = (items: GroupItem[]): ParcelItem[] =>
  items
    .filter((i) => i.shippable)
    .map((i) => ({
      lengthCm: i.product.length,
      widthCm: i.product.width,
      heightCm: i.product.height,
      weightKg: i.product.weight,
      quantity: i.quantity,
    }));

/** Every method with whether this group can use it, and why not (`pickup`: the group's pickupStock). */
export const methodsForGroup = (items: GroupItem[], pickup: PickupStock[]): MethodOption[] => {
  const special = items.some((i) => i.shippable && needsSpecialTransport(i.product));
  const fit = fitsParcelMachine(parcelItems(items));
  const anyStore = pickup.some((s) => s.in_stock);
  return CARRIERS.map((carrier) => {
    let error: string | null = null;
    if (carrier.kind === 'parcel') {
      if (special) error = shopperText('Bulk goods need special transport.');
      else if (!fit.fits)
        error = shopperText('The items do not fit a parcel machine (max 60×36×60 cm, 35 kg).');
    } else if (carrier.kind === 'courier') {
      if (special) error = shopperText('Bulk goods need special transport.');
    } else if (carrier.kind === 'special') {
      if (!special) error = shopperText('Special transport is only for bulk goods.');
    } else if (!anyStore) error = shopperText('No store has every item of this delivery in stock.');
    return { carrier, available: error === null, error };
  });
};

export interface ParcelMachineRow {
  id: number;
  carrier: string;
  machine_id: string;
  name: string;
  city: string;
  county: string | null;
  address: string;
  postcode: string;
  country_id: string;
  latitude: number;
  longitude: number;
}

export const listParcelMachines = (
  db: Database,
  carrier?: string | null,
  search?: string | null,
): ParcelMachineRow[] => {
  const term = (search ?? '').trim().toLowerCase();
  return stmt(
    db,
    `SELECT id, carrier, machine_id, name, city, county, address, postcode, country_id, latitude, longitude
       FROM parcel_machines WHERE is_active = 1 AND (@carrier IS NULL OR carrier = @carrier)
         AND (@term = '' OR instr(lower(name || ' ' || city || ' ' || address || ' ' || postcode), @term) > 0)
       ORDER BY carrier, city, name`,
  ).all({ carrier: carrier ?? null, term }) as ParcelMachineRow[];
};

export const findParcelMachine = (db: Database, carrier: string, machineId: string) =>
  stmt(db, 'SELECT * FROM parcel_machines WHERE carrier = ? AND machine_id = ? AND is_active = 1').get(
    carrier,
    machineId,
  ) as ParcelMachineRow | undefined;

export interface PickupLocationRow {
  pickup_location_code: string;
  name: string;
  city: string;
  street: string;
  postcode: string;
  country_id: string;
  region_id: number | null;
  region: string | null;
  phone: string | null;
}

export const findPickupLocation = (db: Database, code: string) =>
  stmt(
    db,
    `SELECT pickup_location_code, name, city, street, postcode, country_id, region_id, region, phone
       FROM pickup_locations WHERE pickup_location_code = ? AND is_active = 1`,
  ).get(code) as PickupLocationRow | undefined;

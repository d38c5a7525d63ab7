// Pickup stores: the 8 shops customers collect from; their codes are also the inventory source codes.
import type { Db } from '@/server/store/db';
import { inserter } from '@/server/seed/writer';

export interface PickupDef {
  code: string;
  name: string;
  city: string;
  street: string;
  postcode: string;
  regionId: number;
  region: string;
  lat: number;
  lon: number;
  phone: string;
  contact: string;
}

const p = (
  code: string,
  name: string,
  city: string,
  street: string,
  postcode: string,
  regionId: number,
  region: string,
  lat: number,
  lon: number,
  phone: string,
  contact: string,
): PickupDef => ({ code, name, city, street, postcode, regionId, region, lat, lon, phone, contact });

export const PICKUP_LOCATIONS: PickupDef[] = [
  p(
    'tallinn-mustamae',
    'Ehituspood Mustamäe',
    'Tallinn',
    'Tammsaare tee 118',
    '12918',
    340,
    'Harjumaa',
    59.4103,
    24.6962,
    '+372 600 1201',
    'Kadri Tamm',
  ),
  p(
    'tallinn-lasnamae',
    'Ehituspood Lasnamäe',
    'Tallinn',
    'Peterburi tee 71',
    '11415',
    340,
    'Harjumaa',
    59.4267,
    24.8401,
    '+372 600 1202',
    'Andrei Ivanov',
  ),
  p(
    'tartu-lounakeskus',
    'Ehituspood Tartu',
    'Tartu',
    'Ringtee 73',
    '50106',
    351,
    'Tartumaa',
    58.3581,
    26.6786,
    '+372 600 1203',
    'Mart Kask',
  ),
  p(
    'parnu',
    'Ehituspood Pärnu',
    'Pärnu',
    'Papiniidu 42',
    '80042',
    348,
    'Pärnumaa',
    58.3744,
    24.5338,
    '+372 600 1204',
    'Liis Saar',
  ),
  p(
    'narva',
    'Ehituspood Narva',
    'Narva',
    'Tallinna mnt 41',
    '20304',
    342,
    'Ida-Virumaa',
    59.3762,
    28.1665,
    '+372 600 1205',
    'Olga Smirnova',
  ),
  p(
    'viljandi',
    'Ehituspood Viljandi',
    'Viljandi',
    'Tallinna 93',
    '71003',
    353,
    'Viljandimaa',
    58.3772,
    25.5879,
    '+372 600 1206',
    'Tõnu Mägi',
  ),
  p(
    'rakvere',
    'Ehituspood Rakvere',
    'Rakvere',
    'Haljala tee 4',
    '44317',
    346,
    'Lääne-Virumaa',
    59.3595,
    26.3717,
    '+372 600 1207',
    'Kristjan Lepp',
  ),
  p(
    'kuressaare',
    'Ehituspood Kuressaare',
    'Kuressaare',
    'Tallinna 88',
    '93815',
    350,
    'Saaremaa',
    58.2617,
    22.5097,
    '+372 600 1208',
    'Piret Kuusk',
  ),
];

export function seedPickupLocations(db: Db): void {
  const insert = inserter(db, 'pickup_locations', [
    'pickup_location_code',
    'name',
    'email',
    'fax',
    'description_et',
    'description_ru',
    'latitude',
    'longitude',
    'country_id',
    'region_id',
    'region',
    'city',
    'street',
    'postcode',
    'phone',
    'contact_name',
    'opening_hours',
    'is_active',
    'position',
  ]);
  PICKUP_LOCATIONS.forEach((l, position) =>
    insert(
      l.code,
      l.name,
      `${l.code}@ehituspood.example`,
      null,
      `${l.name}: ehitus- ja aiakaubad, tööriistad ning kauba väljastus. Tasuta parkla.`,
      `${l.name}: строительные и садовые товары, инструменты и выдача заказов. Бесплатная парковка.`,
      l.lat,
      l.lon,
      'EE',
      l.regionId,
      l.region,
      l.city,
      l.street,
      l.postcode,
      l.phone,
      l.contact,
      'E-R 8-20, L 9-18, P 10-16',
      1,
      position,
    ),
  );
}

// ~150 fictional parcel machines of Omniva, DPD and Smartpost, each stored with its record in the carrier's
// public list shape (ESTONIA.md).
import type { Db } from '@/server/store/db';
import type { Rng } from '@/server/seed/prng';
import { inserter } from '@/server/seed/writer';

// [city, county, postcode prefix, lat, lon, streets]
const TOWNS: [string, string, string, number, number, string[]][] = [
  [
    'Tallinn',
    'Harju maakond',
    '10',
    59.437,
    24.7536,
    [
      'Pärnu mnt',
      'Narva mnt',
      'Tartu mnt',
      'Sõpruse pst',
      'Mustamäe tee',
      'Paldiski mnt',
      'Laagna tee',
      'Pae',
    ],
  ],
  ['Tartu', 'Tartu maakond', '50', 58.378, 26.729, ['Riia', 'Turu', 'Ringtee', 'Raatuse', 'Aardla']],
  ['Narva', 'Ida-Viru maakond', '20', 59.3772, 28.1903, ['Kreenholmi', 'Tallinna mnt', 'Rakvere']],
  ['Pärnu', 'Pärnu maakond', '80', 58.3859, 24.4971, ['Papiniidu', 'Riia mnt', 'Lai']],
  ['Kohtla-Järve', 'Ida-Viru maakond', '30', 59.3986, 27.2731, ['Järveküla tee', 'Keskallee']],
  ['Viljandi', 'Viljandi maakond', '71', 58.3639, 25.59, ['Tallinna', 'Vaksali']],
  ['Rakvere', 'Lääne-Viru maakond', '44', 59.3464, 26.3558, ['Tallinna', 'Laada']],
  ['Maardu', 'Harju maakond', '74', 59.4767, 25.025, ['Keemikute', 'Nurga']],
  ['Kuressaare', 'Saare maakond', '93', 58.2528, 22.485, ['Tallinna', 'Kihelkonna mnt']],
  ['Sillamäe', 'Ida-Viru maakond', '40', 59.3997, 27.7633, ['Viru pst', 'Kesk']],
  ['Võru', 'Võru maakond', '65', 57.8339, 27.0192, ['Jüri', 'Kooli']],
  ['Valga', 'Valga maakond', '68', 57.7772, 26.0472, ['Riia', 'Kuperjanovi']],
  ['Haapsalu', 'Lääne maakond', '90', 58.9431, 23.5414, ['Tallinna mnt', 'Jaama']],
  ['Jõhvi', 'Ida-Viru maakond', '41', 59.3592, 27.4211, ['Narva mnt', 'Rakvere']],
  ['Paide', 'Järva maakond', '72', 58.8856, 25.5572, ['Pärnu', 'Tallinna']],
  ['Keila', 'Harju maakond', '76', 59.3036, 24.4131, ['Piiri', 'Haapsalu mnt']],
  ['Rapla', 'Rapla maakond', '79', 58.9944, 24.7928, ['Tallinna mnt', 'Viljandi mnt']],
  ['Põlva', 'Põlva maakond', '63', 58.0603, 27.0694, ['Jaama', 'Kesk']],
  ['Jõgeva', 'Jõgeva maakond', '48', 58.7467, 26.3936, ['Aia', 'Suur']],
  ['Kärdla', 'Hiiu maakond', '92', 58.9978, 22.7492, ['Keskväljak', 'Rookopli']],
];
const PLACES = ['Selver', 'Rimi', 'Maxima', 'Prisma', 'Coop Konsum', 'Grossi', 'keskus', 'bensiinijaam'];

export function seedParcelMachines(db: Db, rng: Rng, today: string): number {
  const insert = inserter(db, 'parcel_machines', [
    'carrier',
    'machine_id',
    'name',
    'city',
    'county',
    'address',
    'postcode',
    'country_id',
    'latitude',
    'longitude',
    'max_length_cm',
    'max_width_cm',
    'max_height_cm',
    'max_weight_kg',
    'is_active',
    'data',
  ]);
  const plan: ['omniva' | 'dpd' | 'smartpost', number][] = [
    ['omniva', 60],
    ['dpd', 50],
    ['smartpost', 40],
  ];
  let total = 0;
  for (const [carrier, count] of plan) {
    for (let i = 0; i < count; i++) {
      const [city, county, prefix, lat0, lon0, streets] = TOWNS[i % TOWNS.length]!;
      const street = rng.pick(streets);
      const house = String(rng.int(1, 160));
      const postcode = `${prefix}${String(rng.int(100, 999))}`.slice(0, 5);
      const place = rng.pick(PLACES);
      const lat = Number((lat0 + (rng.next() - 0.5) * 0.06).toFixed(6));
      const lon = Number((lon0 + (rng.next() - 0.5) * 0.1).toFixed(6));
      const title = `${city} ${place}`;
      let machineId: string;
      let name: string;
      let data: Record<string, unknown>;
      if (carrier === 'omniva') {
        machineId = String(96000 + i * 7);
        name = `${title} pakiautomaat`;
        data = {
          ZIP: machineId,
          NAME: name,
          TYPE: '0',
          A0_NAME: 'EE',
          A1_NAME: county,
          A5_NAME: street,
          A7_NAME: house,
          X_COORDINATE: String(lon),
          Y_COORDINATE: String(lat),
          SERVICE_HOURS: 'E-P 00:00-24:00',
          comment_est: `Asub ${place} sissepääsu juures`,
          comment_rus: `Находится у входа в ${place}`,
          MODIFIED: `${today}T06:00:00+02:00`,
        };
      } else if (carrier === 'dpd') {
        machineId = `EE9${String(1000 + i * 13).padStart(4, '0')}`;
        name = `DPD Pickup ${title}`;
        data = {
          parcelShopId: machineId,
          parcelShopType: 'PickupStation',
          companyName: name,
          street,
          houseNo: house,
          city,
          zipCode: postcode,
          countryCode: 'EE',
          latitude: lat,
          longitude: lon,
        };
      } else {
        machineId = String(3100 + i * 3);
        name = `${title} Smartpost`;
        data = {
          place_id: machineId,
          name,
          city,
          address: `${street} ${house}`,
          postalcode: postcode,
          country: 'EE',
          type: 'apt',
          lat: String(lat),
          lng: String(lon),
          active: '1',
        };
      }
      insert(
        carrier,
        machineId,
        name,
        city,
        county,
        `${street} ${house}`,
        postcode,
        'EE',
        lat,
        lon,
        60,
        36,
        60,
        35,
        1,
        JSON.stringify(data),
      );
      total++;
    }
  }
  return total;
}

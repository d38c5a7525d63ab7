// Countries (EU + neighbours) with English, Estonian and Russian names; Estonia's counties (ESTONIA.md).
import type { Db } from '@/server/store/db';
import { inserter } from '@/server/seed/writer';

// [id, iso3, English, Estonian, Russian]
export const COUNTRIES: [string, string, string, string, string][] = [
  ['EE', 'EST', 'Estonia', 'Eesti', 'Эстония'],
  ['LV', 'LVA', 'Latvia', 'Läti', 'Латвия'],
  ['LT', 'LTU', 'Lithuania', 'Leedu', 'Литва'],
  ['FI', 'FIN', 'Finland', 'Soome', 'Финляндия'],
  ['SE', 'SWE', 'Sweden', 'Rootsi', 'Швеция'],
  ['DK', 'DNK', 'Denmark', 'Taani', 'Дания'],
  ['DE', 'DEU', 'Germany', 'Saksamaa', 'Германия'],
  ['PL', 'POL', 'Poland', 'Poola', 'Польша'],
  ['AT', 'AUT', 'Austria', 'Austria', 'Австрия'],
  ['BE', 'BEL', 'Belgium', 'Belgia', 'Бельгия'],
  ['BG', 'BGR', 'Bulgaria', 'Bulgaaria', 'Болгария'],
  ['HR', 'HRV', 'Croatia', 'Horvaatia', 'Хорватия'],
  ['CY', 'CYP', 'Cyprus', 'Küpros', 'Кипр'],
  ['CZ', 'CZE', 'Czechia', 'Tšehhi', 'Чехия'],
  ['FR', 'FRA', 'France', 'Prantsusmaa', 'Франция'],
  ['GR', 'GRC', 'Greece', 'Kreeka', 'Греция'],
  ['HU', 'HUN', 'Hungary', 'Ungari', 'Венгрия'],
  ['IE', 'IRL', 'Ireland', 'Iirimaa', 'Ирландия'],
  ['IT', 'ITA', 'Italy', 'Itaalia', 'Италия'],
  ['LU', 'LUX', 'Luxembourg', 'Luksemburg', 'Люксембург'],
  ['MT', 'MLT', 'Malta', 'Malta', 'Мальта'],
  ['NL', 'NLD', 'Netherlands', 'Holland', 'Нидерланды'],
  ['PT', 'PRT', 'Portugal', 'Portugal', 'Португалия'],
  ['RO', 'ROU', 'Romania', 'Rumeenia', 'Румыния'],
  ['SK', 'SVK', 'Slovakia', 'Slovakkia', 'Словакия'],
  ['SI', 'SVN', 'Slovenia', 'Sloveenia', 'Словения'],
  ['ES', 'ESP', 'Spain', 'Hispaania', 'Испания'],
  ['NO', 'NOR', 'Norway', 'Norra', 'Норвегия'],
  ['GB', 'GBR', 'United Kingdom', 'Ühendkuningriik', 'Великобритания'],
  ['UA', 'UKR', 'Ukraine', 'Ukraina', 'Украина'],
  ['RU', 'RUS', 'Russia', 'Venemaa', 'Россия'],
  ['US', 'USA', 'United States', 'Ameerika Ühendriigid', 'Соединённые Штаты'],
];

/** Estonia's counties exactly as Magento 2.4 installs them (ESTONIA.md): [id, code, name]. */
export const ESTONIAN_COUNTIES: [number, string, string][] = [
  [340, 'EE-37', 'Harjumaa'],
  [341, 'EE-39', 'Hiiumaa'],
  [342, 'EE-44', 'Ida-Virumaa'],
  [343, 'EE-49', 'Jõgevamaa'],
  [344, 'EE-51', 'Järvamaa'],
  [345, 'EE-57', 'Läänemaa'],
  [346, 'EE-59', 'Lääne-Virumaa'],
  [347, 'EE-65', 'Põlvamaa'],
  [348, 'EE-67', 'Pärnumaa'],
  [349, 'EE-70', 'Raplamaa'],
  [350, 'EE-74', 'Saaremaa'],
  [351, 'EE-78', 'Tartumaa'],
  [352, 'EE-82', 'Valgamaa'],
  [353, 'EE-84', 'Viljandimaa'],
  [354, 'EE-86', 'Võrumaa'],
];

export function seedDirectory(db: Db): void {
  const country = inserter(db, 'countries', ['id', 'iso3', 'name_en', 'name_et', 'name_ru', 'position']);
  COUNTRIES.forEach(([id, iso3, en, et, ru], position) => country(id, iso3, en, et, ru, position));
  const region = inserter(db, 'regions', ['id', 'country_id', 'code', 'name']);
  for (const [id, code, name] of ESTONIAN_COUNTIES) region(id, 'EE', code, name);
}

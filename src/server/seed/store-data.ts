// Store views, store configuration, customer groups, delivery profiles and review rating metadata.
import type { Db } from '@/server/store/db';
import { inserter } from '@/server/seed/writer';
import { CARRIERS } from '@/server/store/shipping';

// The product page's "from" prices are what the checkout charges (issue 17: courier "alates 4,90 €" was 5,90 €)
const fromPrice = (kind: 'parcel' | 'courier' | 'special') =>
  Math.min(...CARRIERS.filter((c) => c.kind === kind).map((c) => c.amount));

const STORE_CONFIG: Record<string, [string, string]> = {
  // key: [et value, ru value]
  store_name: ['Ehituspood', 'Ehituspood'],
  default_title: ['Ehituspood – ehitus, remont ja kodu', 'Ehituspood – строительство, ремонт и дом'],
  title_prefix: ['', ''],
  title_suffix: [' | Ehituspood', ' | Ehituspood'],
  default_description: [
    'Ehitus- ja remondikaubad, tööriistad, aia- ja sisustuskaubad. Kiire tarne üle Eesti.',
    'Строительные и ремонтные товары, инструменты, товары для сада и интерьера. Быстрая доставка по Эстонии.',
  ],
  default_keywords: [
    'ehitus, remont, tööriistad, aed, sisustus, saun',
    'строительство, ремонт, инструменты, сад, сауна',
  ],
  locale: ['et_EE', 'ru_RU'],
  base_currency_code: ['EUR', 'EUR'],
  default_display_currency_code: ['EUR', 'EUR'],
  timezone: ['Europe/Tallinn', 'Europe/Tallinn'],
  weight_unit: ['kgs', 'kgs'],
  base_url: ['/', '/'],
  base_link_url: ['/et/', '/ru/'],
  base_media_url: ['/media/', '/media/'],
  secure_base_media_url: ['/media/', '/media/'],
  logo: ['catalog/brand/c2410c/ehituspood.svg', 'catalog/brand/c2410c/ehituspood.svg'],
  logo_width: ['210', '210'],
  logo_height: ['80', '80'],
  logo_alt: ['Ehituspood', 'Ehituspood'],
  header_logo_src: ['catalog/brand/c2410c/ehituspood.svg', 'catalog/brand/c2410c/ehituspood.svg'],
  list_per_page: ['20', '20'],
  list_per_page_values: ['10,20,50', '10,20,50'],
  grid_per_page: ['20', '20'],
  grid_per_page_values: ['10,20,50', '10,20,50'],
  list_mode: ['grid-list', 'grid-list'],
  catalog_default_sort_by: ['position', 'position'],
  product_url_suffix: ['', ''],
  category_url_suffix: ['', ''],
  root_category_id: ['2', '2'],
  is_company_credit_active: ['1', '1'],
  allow_guests_to_write_product_reviews: ['1', '1'],
  product_reviews_enabled: ['1', '1'],
  magento_wishlist_general_is_enabled: ['1', '1'],
  minimum_order_amount: ['1000', '1000'], // cents; spec §9: minimum order 10 EUR excluding transport
  price_quote_from: ['30000', '30000'], // cents; spec §9: quote from 300 EUR
  cms_home_page: ['home', 'home'],
  cms_no_route: ['no-route', 'no-route'],
  copyright: ['© Ehituspood AS', '© Ehituspood AS'],
  store_information_phone: ['+372 600 1234', '+372 600 1234'],
  store_information_email: ['info@ehituspood.example', 'info@ehituspood.example'],
  general_country_default: ['EE', 'EE'],
};

export function seedStores(db: Db): void {
  const store = inserter(db, 'store_views', [
    'code',
    'store_id',
    'website_id',
    'group_id',
    'name',
    'locale',
    'currency',
    'is_default',
    'sort_order',
  ]);
  store('et', 1, 1, 1, 'Eesti', 'et_EE', 'EUR', 1, 0);
  store('ru', 2, 1, 1, 'Русский', 'ru_RU', 'EUR', 0, 1);

  const config = inserter(db, 'store_config', ['store_code', 'key', 'value']);
  for (const [key, [et, ru]] of Object.entries(STORE_CONFIG)) {
    config('et', key, et);
    config('ru', key, ru);
  }
  config('et', 'store_code', 'et');
  config('ru', 'store_code', 'ru');

  const group = inserter(db, 'customer_groups', ['id', 'code', 'name_et', 'name_ru']);
  group(0, 'NOT LOGGED IN', 'Sisselogimata', 'Не вошедшие');
  group(1, 'MK', 'Meistriklubi', 'Клуб мастеров');
  group(2, 'PRO', 'Profiklubi', 'Проф-клуб');
  group(3, 'b2c', 'Eraklient', 'Частный клиент');
  group(4, 'b2b', 'Äriklient', 'Бизнес-клиент');

  const profile = inserter(db, 'delivery_profiles', ['code', 'name']);
  const info = inserter(db, 'delivery_info', [
    'profile_code',
    'position',
    'name_et',
    'name_ru',
    'from_text_et',
    'from_text_ru',
    'from_days',
    'min_price',
  ]);
  profile('standard', 'Tavakaup');
  info('standard', 0, 'Pakiautomaat', 'Пакомат', null, null, 2, fromPrice('parcel'));
  info('standard', 1, 'Kuller', 'Курьер', null, null, 1, fromPrice('courier'));
  info(
    'standard',
    2,
    'Kauplusest järele',
    'Самовывоз из магазина',
    'alates 4 tunnist',
    'от 4 часов',
    null,
    0,
  );
  profile('bulky', 'Suurkaup');
  info('bulky', 0, 'Kaubaauto', 'Грузовой транспорт', null, null, 3, fromPrice('special'));
  info('bulky', 1, 'Kauplusest järele', 'Самовывоз из магазина', 'alates 4 tunnist', 'от 4 часов', null, 0);
  profile('special', 'Eritransport');
  info(
    'special',
    0,
    'Eritransport (koormavedu)',
    'Спецтранспорт',
    'Kokkuleppel',
    'По договорённости',
    null,
    fromPrice('special'),
  );
  profile('virtual', 'Elektrooniline');
  info('virtual', 0, 'E-postiga', 'По электронной почте', 'Kohe', 'Сразу', null, 0);

  const rating = inserter(db, 'ratings', ['id', 'code', 'name_et', 'name_ru', 'position', 'is_active']);
  rating(1, 'Rating', 'Hinnang', 'Оценка', 0, 1);
  const option = inserter(db, 'rating_options', ['id', 'rating_id', 'value', 'code', 'position']);
  for (let value = 1; value <= 5; value++) option(value, 1, value, String(value), value);
}

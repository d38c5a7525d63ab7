// The home page's merchandising as editable content (issue 16 item 2), in Estonian and Russian:
//   CMS block `home-hero`      hero banners: one large, two beside it; desktop and mobile pictures
//   CMS block `home-campaigns` campaign tiles with pictures
//   CMS block `home-brands`    the brand strip (logos linking to the brand pages)
//   content items `productCarousel` (campaign, new, popular): a title, a link and the SKUs to show,
//     as a page builder's product list names its products
//   content item `countdownBanner`: the running campaign that ends soonest, with its end time
import type { Db } from '@/server/store/db';
import { HOME_IMAGES, widthSrcSet } from '@/lib/image-url';

type Locale = 'et' | 'ru';
type Text = Record<Locale, string>;

interface Banner {
  campaign: string;
  shape: string;
  hex: string;
  title: Text;
  text: Text;
  action: Text;
}

const BANNERS: Banner[] = [
  {
    campaign: 'talvised-hinnad',
    shape: 'insulation',
    hex: '1d4f91',
    title: { et: 'Talvised hinnad on siin', ru: 'Зимние цены уже здесь' },
    text: {
      et: 'Tööriistad, kerised ja soojustus soodushinnaga.',
      ru: 'Инструменты, печи и утеплители по выгодной цене.',
    },
    action: { et: 'Vaata pakkumisi', ru: 'Смотреть предложения' },
  },
  {
    campaign: 'tooriistade-nadal',
    shape: 'drill',
    hex: 'b34100',
    title: { et: 'Tööriistade nädal', ru: 'Неделя инструментов' },
    text: { et: 'Elektri- ja käsitööriistad kuni -30%.', ru: 'Электро- и ручной инструмент до -30%.' },
    action: { et: 'Tööriistad', ru: 'Инструменты' },
  },
  {
    campaign: 'saunahooaeg',
    shape: 'plank',
    hex: '8b5a2b',
    title: { et: 'Saunahooaeg', ru: 'Банный сезон' },
    text: { et: 'Kerised ja saunatarvikud soodushinnaga.', ru: 'Печи и аксессуары для сауны со скидкой.' },
    action: { et: 'Sauna', ru: 'Для сауны' },
  },
];

const TILES: { path: string; shape: string; hex: string; title: Text }[] = [
  {
    path: 'kampaaniad/talvised-hinnad',
    shape: 'insulation',
    hex: '1d4f91',
    title: { et: 'Talvised hinnad', ru: 'Зимние цены' },
  },
  {
    path: 'kampaaniad/tooriistade-nadal',
    shape: 'drill',
    hex: 'b34100',
    title: { et: 'Tööriistade nädal', ru: 'Неделя инструментов' },
  },
  {
    path: 'kampaaniad/saunahooaeg',
    shape: 'plank',
    hex: '8b5a2b',
    title: { et: 'Saunahooaeg', ru: 'Банный сезон' },
  },
  {
    path: 'koormavedu',
    shape: 'stone',
    hex: '57534e',
    title: { et: 'Koormavedu objektile', ru: 'Доставка грузов на объект' },
  },
];

const BRAND_SLUGS = [
  'voltra',
  'nordkraft',
  'tarmo',
  'ferrox',
  'baltiq-pro',
  'raudmees',
  'pohjapuu',
  'betoonika',
];

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Box = { readonly width: number; readonly height: number };

/** An optimiser URL for a box at a density (the box's sizes: lib/image-url HOME_IMAGES). */
const optimised = (path: string, box: Box, density: 1 | 2, extra = '') =>
  `/img/s_${box.width * density}x${box.height * density},f_webp${extra}/${path}`;
const srcset = (path: string, box: Box, extra = '') =>
  `${optimised(path, box, 1, extra)} 1x, ${optimised(path, box, 2, extra)} 2x`;

/**
 * A picture after the lead banner (the side banners, off screen to the right on a phone, and the campaign tiles):
 * loaded lazily and at low priority, so that on a slow line the banner the shopper looks at first has the bandwidth.
 * Chrome raised a picture inside the first screen to high priority once laid out (issue 14).
 */
const LATER = ' loading="lazy" fetchpriority="low"';

/** How wide a banner is on a phone (home.css: 88 % of the row inside the page's 16-px gutters). */
const PHONE_BANNER_SIZES = 'calc(88vw - 28px)';

/**
 * A picture through the optimiser: the mobile drawing by default, the desktop one from 768 px; widths
 * from the spec's image breakpoints (§9), at densities 1 and 2. On a phone the banner's width follows the screen's,
 * so its two files are offered by width: a phone picks by the pixels the banner really has (a 412-px screen at
 * density 1.75 takes the 640-px file, a quarter of the other's pixels), not by its density alone.
 */
function picture(art: (box: Box) => string, desktop: Box, mobile: Box, eager: boolean): string {
  const phone = art(mobile);
  const widths = [mobile.width, mobile.width * 2];
  const phoneSrcset = widthSrcSet(`/media/${phone}`, widths, mobile.width / mobile.height, {
    format: 'webp',
  });
  return (
    `<picture><source media="(min-width: 768px)" srcset="${srcset(art(desktop), desktop)}">` +
    `<img src="${optimised(phone, mobile, 1)}" srcset="${phoneSrcset}" sizes="${PHONE_BANNER_SIZES}" alt="" ` +
    `width="${mobile.width}" height="${mobile.height}"${eager ? '' : LATER}></picture>`
  );
}

/** The drawing of a hero art at a box's size (images.ts: catalog/hero/{shape}/{hex}/{w}x{h}/{slug}.svg). */
const heroArt = (shape: string, hex: string, slug: string) => (box: Box) =>
  `catalog/hero/${shape}/${hex}/${box.width}x${box.height}/${slug}.svg`;

function heroBlock(locale: Locale): string {
  const items = BANNERS.map((b, i) => {
    const main = i === 0;
    const heading = main ? 'h1' : 'h2';
    return (
      `<a class="home-banner${main ? ' home-banner--main' : ''}" href="/${locale}/kampaaniad/${b.campaign}">` +
      picture(
        heroArt(b.shape, b.hex, b.campaign),
        main ? HOME_IMAGES.heroMain : HOME_IMAGES.heroSide,
        HOME_IMAGES.heroMobile,
        main,
      ) +
      `<span class="home-banner__text"><${heading} class="home-banner__title">${escape(b.title[locale])}</${heading}>` +
      `<span class="home-banner__lead">${escape(b.text[locale])}</span>` +
      `<span class="home-banner__action">${escape(b.action[locale])}</span></span></a>`
    );
  });
  return `<div class="home-banners">${items.join('')}</div>`;
}

const tileBox = HOME_IMAGES.campaignTile;
const tileArt = (tile: (typeof TILES)[number]) =>
  heroArt(tile.shape, tile.hex, tile.path.split('/').pop()!)(tileBox);

function campaignsBlock(locale: Locale): string {
  const items = TILES.map(
    (tile) =>
      `<li><a class="campaign-tile" href="/${locale}/${tile.path}">` +
      `<img src="${optimised(tileArt(tile), tileBox, 1)}" srcset="${optimised(tileArt(tile), tileBox, 2)} 2x" alt="" ` +
      `width="${tileBox.width}" height="${tileBox.height}"${LATER}>` +
      `<span class="campaign-tile__title">${escape(tile.title[locale])}</span></a></li>`,
  );
  return `<ul class="campaign-tiles">${items.join('')}</ul>`;
}

const logo = HOME_IMAGES.brandLogo;

function brandsBlock(db: Db, locale: Locale): string {
  const find = db.prepare('SELECT name, slug, logo FROM brands WHERE slug = ?');
  const items = BRAND_SLUGS.flatMap((slug) => {
    const brand = find.get(slug) as { name: string; slug: string; logo: string | null } | undefined;
    if (!brand?.logo) return [];
    return [
      `<li><a class="brand-strip__link" href="/${locale}/brands/${brand.slug}">` +
        `<img src="${optimised(brand.logo, logo, 1, ',fit_contain')}" srcset="${optimised(brand.logo, logo, 2, ',fit_contain')} 2x" ` +
        `alt="${escape(brand.name)}" width="${logo.width}" height="${logo.height}"${LATER}></a></li>`,
    ];
  });
  return `<ul class="brand-strip">${items.join('')}</ul>`;
}

/** The home blocks: [identifier, title et, title ru, html et, html ru]. */
export function homeBlocks(db: Db): [string, string, string, string, string][] {
  return [
    ['home-hero', 'Avalehe bännerid', 'Баннеры главной страницы', heroBlock('et'), heroBlock('ru')],
    ['home-campaigns', 'Kampaaniad', 'Кампании', campaignsBlock('et'), campaignsBlock('ru')],
    ['home-brands', 'Kaubamärgid', 'Бренды', brandsBlock(db, 'et'), brandsBlock(db, 'ru')],
  ];
}

const visible = "p.status = 1 AND p.visibility = 4 AND p.type_id IN ('simple', 'configurable')";

/** The home carousels: which products each shows, chosen from the seeded catalogue. */
export function homeCarousels(db: Db): { identifier: string; title: Text; url: Text; skus: string[] }[] {
  const skus = (sql: string, ...params: unknown[]): string[] =>
    db
      .prepare(sql)
      .pluck()
      .all(...params) as string[];
  return [
    {
      identifier: 'campaign',
      title: { et: 'Talvised hinnad', ru: 'Зимние цены' },
      url: { et: '/et/kampaaniad/talvised-hinnad', ru: '/ru/kampaaniad/talvised-hinnad' },
      skus: skus(
        `SELECT p.sku FROM campaign_products cp JOIN campaigns c ON c.id = cp.campaign_id
         JOIN products p ON p.id = cp.product_id WHERE c.slug = ? AND ${visible} ORDER BY cp.position, p.id LIMIT 12`,
        'talvised-hinnad',
      ),
    },
    {
      identifier: 'new',
      title: { et: 'Uued tooted', ru: 'Новинки' },
      url: { et: '/et/categories', ru: '/ru/categories' },
      skus: skus(`SELECT p.sku FROM products p WHERE ${visible} ORDER BY p.id DESC LIMIT 12`),
    },
    {
      identifier: 'popular',
      title: { et: 'Enim hinnatud', ru: 'Самые популярные' },
      url: { et: '/et/categories', ru: '/ru/categories' },
      skus: skus(
        `SELECT p.sku FROM products p JOIN reviews r ON r.product_id = p.id AND r.status = 'approved'
         WHERE ${visible} GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 12`,
      ),
    },
  ];
}

/** The countdown banner: the running campaign (besides the one in the ticker) that ends soonest. */
export function countdownCampaign(db: Db, today: string) {
  return db
    .prepare(
      `SELECT slug, name_et, name_ru, date_to FROM campaigns
       WHERE is_active = 1 AND date_from <= ? AND date_to >= ? ORDER BY date_to, position LIMIT 1`,
    )
    .get(today, today) as { slug: string; name_et: string; name_ru: string; date_to: string } | undefined;
}

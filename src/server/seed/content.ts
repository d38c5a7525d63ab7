// CMS pages and blocks, blog posts and the content-service ticker banner, in Estonian and Russian.
import type { Db } from '@/server/store/db';
import { BLOCKS, CATALOGUES, PAGES, POSTS, POST_PRODUCT_WORDS } from '@/server/seed/content-data';
import { countdownCampaign, homeBlocks, homeCarousels } from '@/server/seed/home-content';
import { addDays, inserter } from '@/server/seed/writer';

export function seedContent(db: Db, today: string): void {
  const page = inserter(db, 'cms_pages', [
    'identifier',
    'title_et',
    'title_ru',
    'content_heading_et',
    'content_heading_ru',
    'content_et',
    'content_ru',
    'meta_title_et',
    'meta_title_ru',
    'meta_description_et',
    'meta_description_ru',
    'url_key_et',
    'url_key_ru',
    'created_at',
    'updated_at',
  ]);
  const rewrite = inserter(db, 'url_rewrites', [
    'store_code',
    'request_path',
    'target_path',
    'entity_type',
    'entity_id',
  ]);
  const stamp = `${today} 00:00:00`;
  for (const [identifier, tEt, tRu, cEt, cRu] of PAGES) {
    const id = page(
      identifier,
      tEt,
      tRu,
      tEt,
      tRu,
      cEt,
      cRu,
      `${tEt} | Ehituspood`,
      `${tRu} | Ehituspood`,
      tEt,
      tRu,
      identifier,
      identifier,
      stamp,
      stamp,
    );
    for (const store of ['et', 'ru'])
      rewrite(store, identifier, `cms/page/view/page_id/${id}`, 'CMS_PAGE', id);
  }
  const block = inserter(db, 'cms_blocks', [
    'identifier',
    'title_et',
    'title_ru',
    'content_et',
    'content_ru',
  ]);
  for (const [identifier, tEt, tRu, cEt, cRu] of [...BLOCKS, ...homeBlocks(db)])
    block(identifier, tEt, tRu, cEt, cRu);
  db.prepare(
    `UPDATE categories SET landing_page = (SELECT id FROM cms_blocks WHERE identifier = 'category-aed-landing')
     WHERE level = 2 AND url_key_et = 'aed'`,
  ).run();

  const post = inserter(db, 'blog_posts', [
    'slug',
    'type',
    'image',
    'author',
    'published_at',
    'title_et',
    'title_ru',
    'excerpt_et',
    'excerpt_ru',
    'body_et',
    'body_ru',
  ]);
  POSTS.forEach(([slug, type, tEt, tRu, xEt, xRu], i) =>
    post(
      slug,
      type,
      `catalog/banner/plank/8b5a2b/1200x630/${slug}.svg`,
      i % 2 ? 'Kadri Tamm' : 'Mart Kask',
      `${addDays(today, -(i * 9 + 2))} 10:00:00`,
      tEt,
      tRu,
      xEt,
      xRu,
      `<p>${xEt}</p><p>Ehituspoe konsultandid aitavad valida õiged materjalid ja tööriistad.</p>`,
      `<p>${xRu}</p><p>Консультанты Ehituspood помогут подобрать материалы и инструменты.</p>`,
    ),
  );

  // The products an article shows: the first four enabled, visible products named with its word.
  const linkProducts = db.prepare(
    `INSERT INTO blog_post_products (post_id, product_id, position)
     SELECT b.id, p.id, row_number() OVER (ORDER BY p.id) FROM blog_posts b, products p
     WHERE b.slug = @slug AND p.status = 1 AND p.visibility = 4 AND lower(p.name_et) LIKE '%' || @word || '%'
     ORDER BY p.id LIMIT 4`,
  );
  for (const [slug, word] of Object.entries(POST_PRODUCT_WORDS)) linkProducts.run({ slug, word });

  const item = inserter(db, 'content_items', ['type', 'identifier', 'locale', 'data', 'updated_at']);
  for (const locale of ['et', 'ru'] as const) {
    const et = locale === 'et';
    const data = {
      desktopImage: {
        url: `/media/catalog/banner/paint/c2410c/1440x76/ticker-${locale}.svg`,
        alt: et ? 'Talvised hinnad' : 'Зимние цены',
      },
      mobileImage: {
        url: `/media/catalog/banner/paint/c2410c/768x52/ticker-${locale}-mobile.svg`,
        alt: et ? 'Talvised hinnad' : 'Зимние цены',
      },
      url: `/${locale}/kampaaniad/talvised-hinnad`,
      isExternalLink: false,
      onlyHomePage: false,
      direction: 'left',
      speedOfRolling: 5, // spec §9: default speed 5 s
      visibleOnDesktop: 'Visible',
      visibleOnTablet: 'Visible',
      visibleOnMobile: 'Visible',
      localStorageKey: `ticker-${today.slice(0, 7)}-a`,
      text: et
        ? 'Talvised hinnad: tööriistad ja kerised kuni -30% • Tasuta järeletulemine kauplusest • Tarne pakiautomaati alates 2,90 €'
        : 'Зимние цены: инструменты и печи до -30% • Бесплатный самовывоз • Доставка в пакомат от 2,90 €',
    };
    item('tickerBanner', 'default', locale, JSON.stringify(data), stamp);
  }
  // spec §1 catalogues: content items of type `catalogue`, newest first by position; the PDF is served at
  // /media/catalogues/{slug}.pdf (an uploaded file, else a generated one).
  CATALOGUES.forEach(([slug, hex, pages, tEt, tRu, xEt, xRu], position) => {
    for (const locale of ['et', 'ru'] as const) {
      const data = {
        title: locale === 'et' ? tEt : tRu,
        description: locale === 'et' ? xEt : xRu,
        cover: `/media/catalog/banner/paint/${hex}/600x848/${slug}.svg`,
        pdf: `/media/catalogues/${slug}.pdf`,
        pages,
        position,
      };
      item('catalogue', slug, locale, JSON.stringify(data), stamp);
    }
  });
  homeCarousels(db).forEach(({ identifier, title, url, skus }, position) => {
    for (const locale of ['et', 'ru'] as const) {
      const data = { title: title[locale], url: url[locale], skus, position };
      item('productCarousel', identifier, locale, JSON.stringify(data), stamp);
    }
  });
  // spec §2 countdown banner: the campaign that ends soonest, counting down to the end of its last day.
  const ending = countdownCampaign(db, today);
  if (ending) {
    for (const locale of ['et', 'ru'] as const) {
      const data = {
        title: locale === 'et' ? ending.name_et : ending.name_ru,
        text: locale === 'et' ? 'Pakkumine lõpeb' : 'Предложение заканчивается',
        url: `/${locale}/kampaaniad/${ending.slug}`,
        endsAt: endOfDayInTallinn(ending.date_to),
      };
      item('countdownBanner', 'default', locale, JSON.stringify(data), stamp);
    }
  }
}

/** The instant a calendar day ends in Estonia (EET or EEST), as an ISO time with its offset. */
function endOfDayInTallinn(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Tallinn', timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return `${day}T23:59:59${offset || '+00:00'}`;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphql, type Harness } from './graphql-helpers';

// Blog extension queries and the server-side sanitising of every HTML field (issue 16 item 3).

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(600);
});
afterAll(() => h.close());

const LIST = `query ($type: String, $pageSize: Int, $currentPage: Int) {
  blogPosts(type: $type, pageSize: $pageSize, currentPage: $currentPage) {
    total_count page_info { current_page page_size total_pages }
    items { slug type title excerpt image author published_at }
  }
}`;

describe('blog', () => {
  it('lists published articles newest first, in the store view language, paged', async () => {
    const et = await h.gql(LIST, { pageSize: 5, currentPage: 1 });
    const all = await h.gql(LIST, { pageSize: 100 });
    expect(et.errors).toBeUndefined();
    expect(et.data.blogPosts.total_count).toBe(14);
    expect(et.data.blogPosts.page_info).toEqual({ current_page: 1, page_size: 5, total_pages: 3 });
    const dates = all.data.blogPosts.items.map((p: { published_at: string }) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page3 = await h.gql(LIST, { pageSize: 5, currentPage: 3 });
    expect(page3.data.blogPosts.items).toHaveLength(4);
    const ru = await h.gql(LIST, { pageSize: 5 }, 'ru');
    expect(ru.data.blogPosts.items[0].slug).toBe(et.data.blogPosts.items[0].slug);
    expect(ru.data.blogPosts.items[0].title).toMatch(/[а-яё]/i);
    expect(et.data.blogPosts.items[0].image).toMatch(
      /^http:\/\/localhost:80\/media\/catalog\/banner\/.+\.svg$/,
    );
  });

  it('filters by topic type; an unknown type finds nothing; bad paging is an input error', async () => {
    const tools = await h.gql(LIST, { type: 'tooriistad' });
    expect(tools.data.blogPosts.total_count).toBe(2);
    expect(tools.data.blogPosts.items.every((p: { type: string }) => p.type === 'tooriistad')).toBe(true);
    const none = await h.gql(LIST, { type: 'nothing' });
    expect(none.data.blogPosts).toMatchObject({ total_count: 0, items: [] });
    const bad = await h.gql(LIST, { currentPage: 0 });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'currentPage value must be greater than 0.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('an article carries its text and the products it sells; an unknown slug is null', async () => {
    const res = await h.gql(`{ blogPost(slug: "kerise-valik") {
      slug title content products { sku name __typename } } }`);
    expect(res.errors).toBeUndefined();
    const post = res.data.blogPost;
    expect(post.content).toContain('<p>');
    expect(post.products.length).toBeGreaterThan(0);
    expect(post.products.length).toBeLessThanOrEqual(4);
    for (const p of post.products) expect(p.name.toLowerCase()).toContain('keris');
    const missing = await h.gql(`{ blogPost(slug: "no-such-post") { slug } }`);
    expect(missing.errors).toBeUndefined();
    expect(missing.data.blogPost).toBeNull();
  });
});

describe('HTML from the server is sanitised', () => {
  const evil =
    '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
    '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
    '<a href="https://example.com" target="_blank">ok</a><style>body{display:none}</style>';
  const clean = (html: string) => {
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('rel="noopener noreferrer"');
  };

  it('in CMS pages, CMS blocks, blog articles and product descriptions', async () => {
    h.db.prepare(`UPDATE cms_pages SET content_et = ? WHERE identifier = 'meist'`).run(evil);
    h.db.prepare(`UPDATE cms_blocks SET content_et = ? WHERE identifier = 'footer-contacts'`).run(evil);
    h.db.prepare(`UPDATE blog_posts SET body_et = ? WHERE slug = 'riiul-ise'`).run(evil);
    h.db.prepare(`UPDATE products SET description_et = ? WHERE sku = 'SIM-0001'`).run(evil);
    const res = await h.gql(`{
      cmsPage(identifier: "meist") { content }
      cmsBlocks(identifiers: ["footer-contacts"]) { items { content } }
      blogPost(slug: "riiul-ise") { content }
      products(filter: { sku: { eq: "SIM-0001" } }) { items { description { html } } }
    }`);
    expect(res.errors).toBeUndefined();
    clean(res.data.cmsPage.content);
    clean(res.data.cmsBlocks.items[0].content);
    clean(res.data.blogPost.content);
    clean(res.data.products.items[0].description.html);
  });

  it("keeps a picture's loading and priority hints, but only the priorities there are", async () => {
    h.db
      .prepare(`UPDATE cms_blocks SET content_et = ? WHERE identifier = 'footer-contacts'`)
      .run(
        '<img src="/media/a.webp" alt="" loading="lazy" fetchpriority="low">' +
          '<img src="/media/b.webp" alt="" fetchpriority="urgent">',
      );
    const res = await h.gql(`{ cmsBlocks(identifiers: ["footer-contacts"]) { items { content } } }`);
    const html = res.data.cmsBlocks.items[0].content as string;
    expect(html).toContain('<img src="/media/a.webp" alt="" loading="lazy" fetchpriority="low" />');
    expect(html).toContain('<img src="/media/b.webp" alt="" />');
  });
});

describe('editors’ markup survives sanitising', () => {
  it('keeps headings, classes, pictures and in-shop links of the seeded home blocks', async () => {
    const res = await h.gql(
      `{ cmsBlocks(identifiers: ["home-hero", "home-campaigns", "home-brands"]) { items { identifier content } } }`,
    );
    const blocks = new Map<string, string>(
      res.data.cmsBlocks.items.map((b: { identifier: string; content: string }) => [b.identifier, b.content]),
    );
    const hero = blocks.get('home-hero')!;
    expect(hero).toMatch(
      /^<div class="home-banners"><a class="home-banner home-banner--main" href="\/et\/kampaaniad\/talvised-hinnad">/,
    );
    expect(hero).toContain('<h1 class="home-banner__title">Talvised hinnad on siin</h1>');
    // the desktop and mobile pictures, each in two sizes, through the optimiser
    expect(hero).toMatch(
      /<source media="\(min-width: 768px\)" srcset="\/img\/s_768x412,f_webp\/catalog\/hero\/[^"]+ 1x, \/img\/s_1536x824,f_webp\/[^"]+ 2x"><\/source>/,
    );
    // on a phone the banner follows the screen's width: its files by width, with the width it has there
    expect(hero).toMatch(
      /<img src="\/img\/s_640x480,f_webp\/catalog\/hero\/[^"]+" srcset="\/img\/s_640x480,f_webp\/[^"]+ 640w, \/img\/s_1280x960,f_webp\/[^"]+ 1280w" sizes="calc\(88vw - 28px\)" alt="" width="640" height="480" \/>/,
    );
    expect(hero.match(/<h2 class="home-banner__title">/g)).toHaveLength(2);
    expect(blocks.get('home-campaigns')).toMatch(
      /^<ul class="campaign-tiles">(<li><a class="campaign-tile" href="\/et\/[a-z/-]+"><img [^>]+ \/><span class="campaign-tile__title">[^<]+<\/span><\/a><\/li>){4}<\/ul>$/,
    );
    const brands = blocks.get('home-brands')!;
    expect(
      brands.match(/<a class="brand-strip__link" href="\/et\/brands\/[a-z-]+"><img [^>]*alt="[^"]+"/g),
    ).toHaveLength(8);
  });
});

describe('sales terms say what the law requires', () => {
  it('14-day withdrawal with the model withdrawal form, 60-day returns, two-year liability, in et and ru', async () => {
    const q = `{ terms: cmsPage(identifier: "ostutingimused") { content } returns: cmsPage(identifier: "tagastamine") { content } }`;
    const et = (await h.gql(q)).data;
    const ru = (await h.gql(q, {}, 'ru')).data;
    expect(et.returns.content).toContain('14 päeva jooksul');
    expect(et.returns.content).toContain('<h2>Taganemisavalduse näidisvorm</h2>');
    expect(et.returns.content).toContain('60 päeva');
    expect(et.terms.content).toContain('kahe aasta jooksul');
    expect(ru.returns.content).toContain('<h2>Образец заявления об отказе от договора</h2>');
    expect(ru.terms.content).toContain('в течение двух лет');
  });
});

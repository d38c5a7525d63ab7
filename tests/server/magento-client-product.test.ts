import { startGraphql, type Data, type Harness } from './graphql-helpers.ts';

// Product fields Magento clients such as PWA Studio's Venia read, answered as Magento 2.4.7 does:
// the deprecated media_gallery_entries (CatalogGraphQl MediaGalleryEntries) and
// configurable_product_options_selection (ConfigurableProductGraphQl OptionsSelection and friends).

let h: Harness;
beforeAll(async () => {
  h = await startGraphql();
});
afterAll(() => h.close());

const all = (sql: string, ...args: unknown[]) => h.db.prepare(sql).all(...args) as Data[];
const one = (sql: string, ...args: unknown[]) => h.db.prepare(sql).get(...args) as Data;
const uid = (s: string | number) => Buffer.from(String(s)).toString('base64');

describe('media_gallery_entries (deprecated, still answered)', () => {
  it('lists every entry, hidden ones flagged, with the file relative to the product media folder', async () => {
    const p = one(`SELECT p.id, p.sku FROM products p WHERE EXISTS
      (SELECT 1 FROM product_media m WHERE m.product_id = p.id AND m.disabled = 1) ORDER BY p.id LIMIT 1`);
    const rows = all('SELECT * FROM product_media WHERE product_id = ? ORDER BY position, id', p.id);
    const r = await h.gql(
      `{ products(filter: { sku: { eq: "${p.sku}" } }) { items { media_gallery_entries {
          id uid file label position disabled types media_type content { name } video_content { video_url } } } } }`,
    );
    expect(r.errors).toBeUndefined();
    const entries = r.data.products.items[0].media_gallery_entries;
    expect(entries).toEqual(
      rows.map((m) => ({
        id: m.id,
        uid: uid(m.id),
        file: `/${m.path.slice('catalog/product/'.length)}`,
        label: m.label_et,
        position: m.position,
        disabled: m.disabled === 1,
        types: m.roles ? m.roles.split(',') : [],
        media_type: 'image',
        content: null,
        video_content: null,
      })),
    );
    expect(entries.some((e: Data) => e.disabled)).toBe(true);
    expect(entries[0].types).toEqual(['image', 'small_image', 'thumbnail']);
  });
});

describe('configurable_product_options_selection', () => {
  // a configurable product with an out-of-stock variant (the seed's CFG-0001)
  const parent = () =>
    one(`SELECT p.id, p.sku FROM products p WHERE p.type_id = 'configurable' AND EXISTS
      (SELECT 1 FROM product_variants v JOIN product_inventory i ON i.product_id = v.child_id
       WHERE v.parent_id = p.id AND i.stock_status = 0) ORDER BY p.id LIMIT 1`);
  const children = (parentId: number) =>
    all(
      `SELECT v.child_id, c.sku, i.stock_status, s.attribute_id, pov.option_id
       FROM product_variants v JOIN products c ON c.id = v.child_id AND c.status = 1
       JOIN product_inventory i ON i.product_id = v.child_id
       JOIN product_super_attributes s ON s.product_id = v.parent_id
       JOIN product_option_values pov ON pov.product_id = v.child_id AND pov.attribute_id = s.attribute_id
       WHERE v.parent_id = ? ORDER BY v.position, s.position`,
      parentId,
    );
  const select = (sku: string, uids: string[]) =>
    h.gql(
      `query S($sku: String, $uids: [ID!]) { products(filter: { sku: { eq: $sku } }) { items {
        ... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: $uids) {
          configurable_options { attribute_code uid values { uid label is_available } }
          options_available_for_selection { attribute_code option_value_uids }
          variant { sku }
          media_gallery { url position disabled }
        } } } } }`,
      { sku, uids },
    );
  const valueUid = (attributeId: number, optionId: number) => uid(`configurable/${attributeId}/${optionId}`);

  it('without a selection: every attribute, only values of salable variants available, no variant', async () => {
    const p = parent();
    const rows = children(p.id);
    const r = await select(p.sku, []);
    expect(r.errors).toBeUndefined();
    const s = r.data.products.items[0].configurable_product_options_selection;
    expect(s.variant).toBeNull();
    const attributes = [...new Set(rows.map((x) => x.attribute_id))];
    expect(s.configurable_options).toHaveLength(attributes.length);
    const salableUids = new Set(
      rows.filter((x) => x.stock_status).map((x) => valueUid(x.attribute_id, x.option_id)),
    );
    const offered = s.options_available_for_selection.flatMap((a: Data) => a.option_value_uids);
    expect(new Set(offered)).toEqual(salableUids);
    for (const option of s.configurable_options)
      for (const v of option.values) expect(v.is_available).toBe(salableUids.has(v.uid));
    // pictures of every salable variant
    const salableChildren = [...new Set(rows.filter((x) => x.stock_status).map((x) => x.child_id))];
    const pictures = one(
      `SELECT COUNT(*) AS n FROM product_media WHERE product_id IN (${salableChildren.join(',')})`,
    ).n;
    expect(s.media_gallery).toHaveLength(pictures);
  });

  it('a full selection names the one variant; the selected attributes leave configurable_options', async () => {
    const p = parent();
    const rows = children(p.id);
    const child = rows.find((x) => x.stock_status)!.child_id;
    const mine = rows.filter((x) => x.child_id === child);
    const r = await select(
      p.sku,
      mine.map((x) => valueUid(x.attribute_id, x.option_id)),
    );
    expect(r.errors).toBeUndefined();
    const s = r.data.products.items[0].configurable_product_options_selection;
    expect(s.variant).toEqual({ sku: mine[0].sku });
    expect(s.configurable_options).toEqual([]);
    const own = one('SELECT COUNT(*) AS n FROM product_media WHERE product_id = ?', child).n;
    expect(s.media_gallery).toHaveLength(own);
    expect(s.media_gallery[0].url).toMatch(/\/media\/catalog\/product\//);
  });

  it('a partial selection narrows the values offered for the other attributes', async () => {
    const p = parent();
    const rows = children(p.id);
    const first = rows[0];
    const r = await select(p.sku, [valueUid(first.attribute_id, first.option_id)]);
    const s = r.data.products.items[0].configurable_product_options_selection;
    const matching = new Set(
      rows
        .filter(
          (x) => x.stock_status && x.attribute_id === first.attribute_id && x.option_id === first.option_id,
        )
        .map((x) => x.child_id),
    );
    const expected = new Set(
      rows.filter((x) => matching.has(x.child_id)).map((x) => valueUid(x.attribute_id, x.option_id)),
    );
    expect(new Set(s.options_available_for_selection.flatMap((a: Data) => a.option_value_uids))).toEqual(
      expected,
    );
    expect(s.configurable_options.map((o: Data) => o.attribute_code)).not.toContain(
      one('SELECT code FROM attributes WHERE id = ?', first.attribute_id)?.code,
    );
  });

  it("ignores uids of another shape; an option no salable variant has is Magento's input error", async () => {
    const p = parent();
    const ignored = await select(p.sku, ['not-a-uid!', uid('something/else')]);
    expect(ignored.errors).toBeUndefined();
    const wrong = await select(p.sku, [valueUid(999_999, 1)]);
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'configurableOptionValueUids values are incorrect',
      extensions: { category: 'graphql-input' },
    });
  });
});

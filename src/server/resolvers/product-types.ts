import { GIFT_MESSAGE_MAX } from '@/server/store/cart-lines';
import type { ProductRow } from '@/server/store/catalog-products';
import type { ShopContext } from '@/server/resolvers/context';
import { toUid } from '@/server/resolvers/uid';
import { configurableSelection } from '@/server/resolvers/configurable-selection';

// Fields of the concrete product types beyond ProductInterface.

type Ctx = ShopContext;
type Args = unknown;

const configurableOptions = (r: ProductRow, _: Args, ctx: Ctx) => {
  const values = ctx.catalog.variantValues(r.id);
  return ctx.catalog.superAttributes(r.id).map((a) => {
    const seen = new Map<number, (typeof values)[number]>();
    for (const v of values)
      if (v.attribute_id === a.attribute_id && !seen.has(v.option_id)) seen.set(v.option_id, v);
    return {
      uid: toUid(`configurable/${r.id}/${a.attribute_id}`),
      attribute_code: a.attribute_code,
      attribute_id: String(a.attribute_id),
      attribute_id_v2: a.attribute_id,
      attribute_uid: toUid(a.attribute_id),
      label: a.label,
      position: a.position,
      values: [...seen.values()]
        .sort((x, y) => x.option_position - y.option_position || x.option_id - y.option_id)
        .map((v) => ({
          uid: toUid(`configurable/${a.attribute_id}/${v.option_id}`),
          value_index: v.option_id,
          label: v.option_label,
          default_label: v.option_label,
          store_label: v.option_label,
          use_default_value: true,
          // SwatchesGraphQl: a visual swatch's colour; an option without a swatch has none
          swatch_data: v.swatch ? { __typename: 'ColorSwatchData', value: v.swatch } : null,
        })),
    };
  });
};

const variants = (r: ProductRow, _: Args, ctx: Ctx) => {
  const values = ctx.catalog.variantValues(r.id);
  const codes = new Map(ctx.catalog.superAttributes(r.id).map((a) => [a.attribute_id, a.attribute_code]));
  const childIds = [...new Set(values.map((v) => v.child_id))];
  return ctx.catalog.products(childIds).map((child) => ({
    product: child,
    attributes: values
      .filter((v) => v.child_id === child.id)
      .map((v) => ({
        code: codes.get(v.attribute_id),
        label: v.option_label,
        value_index: v.option_id,
        uid: toUid(`configurable/${v.attribute_id}/${v.option_id}`),
      })),
  }));
};

const bundleItems = (r: ProductRow, _: Args, ctx: Ctx) => {
  const options = ctx.catalog.bundle(r.id);
  const products = new Map(
    ctx.catalog.products(options.flatMap((o) => o.selections.map((s) => s.product_id))).map((p) => [p.id, p]),
  );
  return options.map(({ option, selections }) => ({
    option_id: option.id,
    uid: toUid(`bundle/${option.id}`),
    title: option.title,
    type: option.type,
    required: option.required === 1,
    position: option.position,
    sku: r.sku,
    options: selections
      .filter((s) => products.has(s.product_id))
      .map((s) => {
        const product = products.get(s.product_id)!;
        return {
          uid: toUid(`bundle/${option.id}/${s.id}/${s.qty}`),
          label: product.name,
          quantity: s.qty,
          qty: s.qty,
          position: s.position,
          is_default: s.is_default === 1,
          can_change_quantity: s.can_change_qty === 1,
          price_type: r.price_type === 'DYNAMIC' ? 'DYNAMIC' : s.price_type,
          // cents, or percent × 100 for PERCENT selections: either way Magento's float is value / 100
          price: s.price / 100,
          product,
        };
      }),
  }));
};

export const productTypeFields = {
  SimpleProduct: { weight: (r: ProductRow) => r.weight },
  VirtualProduct: {},
  ConfigurableProduct: {
    weight: (r: ProductRow) => r.weight,
    configurable_options: configurableOptions,
    configurable_product_options_selection: configurableSelection,
    variants,
  },
  BundleProduct: {
    weight: (r: ProductRow) => r.weight,
    dynamic_price: (r: ProductRow) => r.price_type === 'DYNAMIC',
    dynamic_sku: (r: ProductRow) => r.dynamic_sku === 1,
    dynamic_weight: (r: ProductRow) => r.dynamic_weight === 1,
    price_view: (r: ProductRow) => r.price_view ?? 'PRICE_RANGE',
    ship_bundle_items: (r: ProductRow) => r.ship_bundle_items ?? 'TOGETHER',
    items: bundleItems,
  },
  DownloadableProduct: {
    links_purchased_separately: (r: ProductRow) => r.links_purchased_separately,
    links_title: (r: ProductRow) => r.links_title,
    downloadable_product_links: (r: ProductRow, _: Args, ctx: Ctx) =>
      ctx.catalog.downloadable(r.id).links.map((l) => ({
        uid: toUid(`downloadable/${l.id}`),
        title: l.title,
        sort_order: l.position,
        price: l.price / 100,
        sample_url: l.sample_url,
      })),
    downloadable_product_samples: (r: ProductRow, _: Args, ctx: Ctx) =>
      ctx.catalog.downloadable(r.id).samples.map((s) => ({
        title: s.title,
        sort_order: s.position,
        sample_url: s.sample_url,
      })),
  },
  GroupedProduct: {
    weight: (r: ProductRow) => r.weight,
    items: (r: ProductRow, _: Args, ctx: Ctx) => {
      const links = ctx.catalog.links(r.id, 'associated');
      const products = new Map(ctx.catalog.products(links.map((l) => l.linked_id)).map((p) => [p.id, p]));
      return links
        .filter((l) => products.has(l.linked_id))
        .map((l) => ({ position: l.position, qty: l.qty ?? 1, product: products.get(l.linked_id) }));
    },
  },
  GiftCardProduct: {
    weight: (r: ProductRow) => r.weight,
    allow_open_amount: (r: ProductRow) => r.allow_open_amount === 1,
    giftcard_type: (r: ProductRow) => r.giftcard_type ?? 'VIRTUAL',
    allow_message: () => true,
    message_max_length: () => GIFT_MESSAGE_MAX,
    open_amount_min: (r: ProductRow) => (r.open_amount_min === null ? null : r.open_amount_min / 100),
    open_amount_max: (r: ProductRow) => (r.open_amount_max === null ? null : r.open_amount_max / 100),
    giftcard_amounts: (r: ProductRow, _: Args, ctx: Ctx) =>
      ctx.catalog.giftCardAmounts(r.id).map((a) => ({
        uid: toUid(`giftcard/${a.id}`),
        value: a.value / 100,
        website_value: a.value / 100,
      })),
  },
};

import type { ProductRow } from '@/server/store/catalog-products';
import type { ShopContext } from '@/server/resolvers/context';
import { inputError } from '@/server/resolvers/errors';
import { toUid } from '@/server/resolvers/uid';

// ConfigurableProduct.configurable_product_options_selection as Magento 2.4.7's ConfigurableProductGraphQl
// answers it (OptionsSelection, Options\Metadata, Formatter\Variant, SelectionMediaGallery):
// - the selection is read from uids "configurable/<attribute id>/<option id>"; a uid that is not one is
//   ignored, a well-formed one naming no option of a salable variant is an input error;
// - variants are the salable children (enabled and in stock); those that match every selected value are
//   the "available selection products";
// - options_available_for_selection: per attribute, the values those products have (in their order);
// - configurable_options: the attributes not selected yet, with all their values and whether any salable
//   variant has each;
// - variant: the one child when the selection leaves exactly one, else null;
// - media_gallery: the gallery pictures of the available selection products, each file and position once.

const PREFIX = 'configurable';

/** SelectionUidFormatter::extract: attribute id → option id; uids of another shape are skipped. */
export const readSelection = (uids: readonly string[]): Map<number, number> => {
  const selected = new Map<number, number>();
  for (const uid of uids) {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) continue;
    const parts = Buffer.from(uid, 'base64').toString('utf8').split('/');
    if (parts.length === 3 && parts[0] === PREFIX) selected.set(Number(parts[1]) | 0, Number(parts[2]) | 0);
  }
  return selected;
};

const valueUid = (attributeId: number, optionId: number) => toUid(`${PREFIX}/${attributeId}/${optionId}`);

export const configurableSelection = (
  r: ProductRow,
  args: { configurableOptionValueUids?: readonly string[] | null },
  ctx: ShopContext,
) => {
  const selected = readSelection(args.configurableOptionValueUids ?? []);
  const attributes = ctx.catalog.superAttributes(r.id);
  const values = ctx.catalog.variantValues(r.id);
  const inStock = (childId: number) => Boolean(ctx.catalog.inventory(childId)?.stock_status);

  // child id → attribute id → option id, for every enabled child, in the variants' order
  const children = new Map<number, Map<number, number>>();
  for (const v of values) {
    const own = children.get(v.child_id) ?? new Map<number, number>();
    own.set(v.attribute_id, v.option_id);
    children.set(v.child_id, own);
  }
  const salable = [...children].filter(([id]) => inStock(id));

  for (const [attributeId, optionId] of selected)
    if (!salable.some(([, own]) => own.get(attributeId) === optionId))
      throw inputError('configurableOptionValueUids values are incorrect');

  const matching = salable.filter(([, own]) => [...selected].every(([a, o]) => own.get(a) === o));
  const available = attributes
    .map((a) => ({
      attribute_code: a.attribute_code,
      option_value_uids: [
        ...new Set(
          matching.flatMap(([, own]) =>
            own.has(a.attribute_id) ? [valueUid(a.attribute_id, own.get(a.attribute_id)!)] : [],
          ),
        ),
      ],
    }))
    .filter((a) => a.option_value_uids.length > 0);

  const configurableOptions = attributes
    .filter((a) => !selected.has(a.attribute_id))
    .map((a) => {
      const options = new Map<number, (typeof values)[number]>();
      for (const v of values)
        if (v.attribute_id === a.attribute_id && !options.has(v.option_id)) options.set(v.option_id, v);
      return {
        uid: toUid(`${PREFIX}/${r.id}/${a.attribute_id}`),
        attribute_code: a.attribute_code,
        label: a.label,
        values: [...options.values()]
          .sort((x, y) => x.option_position - y.option_position || x.option_id - y.option_id)
          .map((v) => ({
            uid: valueUid(a.attribute_id, v.option_id),
            is_available: salable.some(([, own]) => own.get(a.attribute_id) === v.option_id),
            is_use_default: false,
            label: v.option_label,
            swatch: v.swatch ? { __typename: 'ColorSwatchData', value: v.swatch } : null,
          })),
      };
    });

  const ids = matching.map(([id]) => id);
  const products = new Map(ctx.catalog.products(ids).map((p) => [p.id, p]));
  const gallery = new Map<string, object>();
  for (const id of ids)
    for (const m of ctx.catalog.media(id)) {
      const key = `${m.media_type}_${m.path}_${m.position}`;
      if (!gallery.has(key))
        gallery.set(key, {
          url: ctx.catalog.mediaUrl(m.path),
          label: m.label ?? products.get(id)?.name ?? null,
          position: m.position,
          disabled: m.disabled === 1,
        });
    }

  return {
    configurable_options: configurableOptions,
    options_available_for_selection: available,
    variant: ids.length === 1 ? (products.get(ids[0]!) ?? null) : null,
    media_gallery: [...gallery.values()],
  };
};

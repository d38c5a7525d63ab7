// Choices of the other product types (spec §3): bundle options, downloadable links, gift card
// amounts and the items of a grouped product.
import { useLingui } from '@lingui/react/macro';
import type { BundleItemView, GroupedItemView, ProductDetail } from '@/commerce/product-detail';
import { formatMoney, type Cents, type MoneyLocale } from '@/lib/money';
import { AppLink } from '@/features/product/app-link';

function useMoneyLocale(): MoneyLocale {
  const { i18n } = useLingui();
  return i18n.locale === 'ru' ? 'ru' : 'et';
}

/** itemUid → chosen option uids */
export type BundleSelection = Record<string, string[]>;

export const defaultBundleSelection = (items: readonly BundleItemView[]): BundleSelection =>
  Object.fromEntries(
    items.map((item) => {
      const defaults = item.options.filter((o) => o.isDefault).map((o) => o.uid);
      const first = item.options[0]?.uid;
      const chosen =
        item.type === 'checkbox' || item.type === 'multi'
          ? defaults
          : defaults.slice(0, 1).concat(defaults.length || !item.required || !first ? [] : [first]);
      return [item.uid, chosen];
    }),
  );

/** Every required bundle item has a choice. */
export const bundleComplete = (items: readonly BundleItemView[], selection: BundleSelection): boolean =>
  items.every((item) => !item.required || (selection[item.uid]?.length ?? 0) > 0);

export function BundleOptions({
  items,
  selection,
  onChange,
}: {
  items: readonly BundleItemView[];
  selection: BundleSelection;
  onChange: (next: BundleSelection) => void;
}) {
  const { t } = useLingui();
  const locale = useMoneyLocale();
  return (
    <div className="product-options">
      {items.map((item) => {
        const chosen = selection[item.uid] ?? [];
        const many = item.type === 'checkbox' || item.type === 'multi';
        return (
          <fieldset key={item.uid} className="option-group" data-bundle-item={item.title}>
            <legend className="option-group__legend">
              {item.title}
              {item.required ? <span className="option-group__required"> ({t`required`})</span> : null}
            </legend>
            <div className="option-group__list">
              {item.options.map((o) => {
                const quantity = o.quantity;
                return (
                  <label key={o.uid} className="option-row">
                    <input
                      type={many ? 'checkbox' : 'radio'}
                      name={`bundle-${item.uid}`}
                      checked={chosen.includes(o.uid)}
                      onChange={(e) => {
                        const next = many
                          ? e.target.checked
                            ? [...chosen, o.uid]
                            : chosen.filter((u) => u !== o.uid)
                          : [o.uid];
                        onChange({ ...selection, [item.uid]: next });
                      }}
                    />
                    <span className="option-row__label">
                      {quantity > 1 ? t`${quantity} × ` : null}
                      {o.label}
                    </span>
                    {o.priceCents > 0 ? (
                      <span className="option-row__price">+{formatMoney(o.priceCents, locale)}</span>
                    ) : null}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

export function DownloadableLinks({
  downloadable,
  chosen,
  onChange,
}: {
  downloadable: NonNullable<ProductDetail['downloadable']>;
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useLingui();
  const locale = useMoneyLocale();
  return (
    <fieldset className="option-group" data-downloadable>
      <legend className="option-group__legend">{downloadable.title || t`Files`}</legend>
      <div className="option-group__list">
        {downloadable.links.map((link) => (
          <div key={link.uid} className="option-row">
            <label className="option-row__label">
              <input
                type="checkbox"
                checked={chosen.includes(link.uid)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, link.uid] : chosen.filter((u) => u !== link.uid))
                }
              />{' '}
              {link.title}
            </label>
            {link.priceCents > 0 ? (
              <span className="option-row__price">+{formatMoney(link.priceCents, locale)}</span>
            ) : null}
            {link.sampleUrl ? (
              <a href={link.sampleUrl} className="option-row__sample" target="_blank" rel="noreferrer">
                {t`Sample`}
                <span className="visually-hidden">: {link.title}</span>
              </a>
            ) : null}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** sku → how many of that member the shopper wants (the link's default quantity to start with). */
export type GroupedQuantities = Record<string, number>;

export const defaultGroupedQuantities = (items: readonly GroupedItemView[]): GroupedQuantities =>
  Object.fromEntries(items.map((i) => [i.sku, i.inStock ? i.quantity : 0]));

/** What the chosen quantities of the kit cost together. */
export const groupedTotal = (items: readonly GroupedItemView[], quantities: GroupedQuantities): Cents =>
  items.reduce((sum, i) => sum + Math.round(i.priceCents * (quantities[i.sku] ?? 0)), 0) as Cents;

export function GroupedItems({
  items,
  quantities,
  locale,
  onChange,
}: {
  items: readonly GroupedItemView[];
  quantities: GroupedQuantities;
  locale: string;
  onChange: (next: GroupedQuantities) => void;
}) {
  const { t } = useLingui();
  const money = useMoneyLocale();
  return (
    <table className="grouped-items">
      <caption className="visually-hidden">{t`Products in this set`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Product`}</th>
          <th scope="col">{t`Price`}</th>
          <th scope="col">{t`Quantity`}</th>
        </tr>
      </thead>
      <tbody>
        {items.map(({ name, ...item }) => (
          <tr key={item.sku}>
            <td>
              <AppLink href={`/${locale}${item.path}`}>{name}</AppLink>
              {item.inStock ? null : <span className="stock stock--out"> {t`Out of stock`}</span>}
            </td>
            <td>{formatMoney(item.priceCents, money, item.currency)}</td>
            <td>
              <input
                type="number"
                className="grouped-items__qty"
                inputMode="numeric"
                min={0}
                step={1}
                disabled={!item.inStock}
                aria-label={t`Quantity of ${name}`}
                value={quantities[item.sku] ?? 0}
                onChange={(e) => {
                  const n = Math.max(0, Math.floor(Number(e.target.value) || 0));
                  onChange({ ...quantities, [item.sku]: n });
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

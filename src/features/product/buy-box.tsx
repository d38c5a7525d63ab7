// The buying column: price for the shopper (spec §6, guest for now), Omnibus prior price, unit, stock,
// type-specific choices, quantity (spec §5) and the add-to-cart button (dispatches cart.itemAdded).
import { useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PriceView, ProductDetail } from '@/commerce/product-detail';
import { quantityRules } from '@/lib/quantity';
import { Price, PriorPrice } from '@/ui/price';
import { StockLabel } from '@/ui/product-card';
import { dispatchCartItemAdded } from '@/features/product/add-to-cart-event';
import { ConfigurableOptions } from '@/features/product/configurable-options';
import { QuantityInput } from '@/features/product/quantity-input';
import {
  BundleOptions,
  DownloadableLinks,
  GiftCardAmounts,
  GroupedItems,
  bundleComplete,
  defaultBundleSelection,
  type BundleSelection,
} from '@/features/product/type-options';
import { selectedVariant, stockShown, type Selection } from '@/features/product/variant-selection';

export function BuyBox({
  product,
  locale,
  selection,
  onSelectionChange,
}: {
  product: ProductDetail;
  locale: string;
  /** configurable options chosen (held by the page: the stores sidebar shows the chosen variant too) */
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
}) {
  const { t } = useLingui();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [bundle, setBundle] = useState<BundleSelection>(() =>
    product.bundle ? defaultBundleSelection(product.bundle) : {},
  );
  const [links, setLinks] = useState<string[]>(() => product.downloadable?.links.map((l) => l.uid) ?? []);
  const [amount, setAmount] = useState<string | null>(() => product.giftCard?.amounts[0]?.uid ?? null);
  const rules = useMemo(() => quantityRules(product.inventory), [product.inventory]);
  const [qty, setQty] = useState({ value: rules.min, valid: true });

  const variant = product.configurable
    ? selectedVariant(product.configurable.options, product.configurable.variants, selection)
    : null;
  const giftAmount = product.giftCard?.amounts.find((a) => a.uid === amount);
  // A dynamic bundle costs what its chosen parts cost (spec §3 bundle_options).
  const bundleCents = product.bundle
    ? product.bundle.reduce(
        (sum, item) =>
          sum +
          item.options
            .filter((o) => bundle[item.uid]?.includes(o.uid))
            .reduce((s, o) => s + Math.round(o.priceCents * o.quantity), 0),
        0,
      )
    : 0;
  const price: PriceView = variant
    ? variant.price
    : giftAmount
      ? { ...product.price, regularCents: giftAmount.cents, finalCents: giftAmount.cents, tiers: [] }
      : bundleCents > 0
        ? { ...product.price, regularCents: bundleCents, finalCents: bundleCents, tiers: [] }
        : product.price;
  const sku = variant?.sku ?? product.sku;
  const { inStock, onlyXLeft } = stockShown(product, variant);

  let missing: string | null = null;
  if (product.configurable && !variant) missing = t`Choose the options first`;
  else if (product.bundle && !bundleComplete(product.bundle, bundle))
    missing = t`Choose the required options`;
  else if (product.downloadable && product.downloadable.links.length > 0 && links.length === 0)
    missing = t`Choose at least one file`;
  else if (product.giftCard && !giftAmount) missing = t`Choose an amount`;

  const addToCart = () => {
    if (!buttonRef.current || missing || !qty.valid || !inStock) return;
    const selectedOptions = [
      ...Object.values(selection),
      ...Object.values(bundle).flat(),
      ...(product.downloadable ? links : []),
      ...(giftAmount ? [giftAmount.uid] : []),
    ];
    dispatchCartItemAdded(buttonRef.current, {
      sku,
      quantity: qty.value,
      ...(variant ? { parentSku: product.sku } : {}),
      selectedOptions,
    });
  };

  return (
    <div className="buy-box" data-sku={sku}>
      <Price price={price} unit={product.unit} size="lg" />
      <PriorPrice price={price} />
      <StockLabel inStock={inStock} onlyXLeft={onlyXLeft} />
      {product.configurable ? (
        <ConfigurableOptions
          options={product.configurable.options}
          variants={product.configurable.variants}
          selection={selection}
          onChange={onSelectionChange}
        />
      ) : null}
      {product.bundle ? (
        <BundleOptions items={product.bundle} selection={bundle} onChange={setBundle} />
      ) : null}
      {product.downloadable ? (
        <DownloadableLinks downloadable={product.downloadable} chosen={links} onChange={setLinks} />
      ) : null}
      {product.giftCard ? (
        <GiftCardAmounts amounts={product.giftCard.amounts} chosen={amount} onChange={setAmount} />
      ) : null}
      {product.grouped ? <GroupedItems items={product.grouped} locale={locale} /> : null}
      <div className="buy-box__actions">
        <QuantityInput
          key={sku}
          rules={rules}
          initial={rules.min}
          disabled={!inStock}
          onChange={(value, valid) => setQty({ value, valid })}
        />
        <button
          ref={buttonRef}
          type="button"
          className="button button--primary buy-box__add"
          disabled={!inStock || !!missing || !qty.valid}
          aria-describedby={missing ? 'buy-box-missing' : undefined}
          onClick={addToCart}
        >
          {t`Add to cart`}
        </button>
      </div>
      {missing ? (
        <p id="buy-box-missing" className="buy-box__missing">
          {missing}
        </p>
      ) : null}
    </div>
  );
}

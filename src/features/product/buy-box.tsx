// The buying column: price for the shopper (spec §6, guest for now), Omnibus prior price, unit, stock,
// type-specific choices, quantity (spec §5) and the add-to-cart button (dispatches cart.itemAdded). A grouped
// kit adds each member with its own quantity as its own line; a gift card sends its amount, people and message.
import { useMemo, useState } from 'react';
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
  GroupedItems,
  bundleComplete,
  defaultBundleSelection,
  defaultGroupedQuantities,
  groupedTotal,
  type BundleSelection,
  type GroupedQuantities,
} from '@/features/product/type-options';
import { GiftCardFields } from '@/features/product/gift-card-fields';
import {
  emptyGiftCard,
  giftCardEnteredOptions,
  giftCardIssues,
  parseAmount,
  type GiftCardRules,
  type GiftCardValues,
} from '@/lib/gift-card-form';
import { formatMoney } from '@/lib/money';
import { useValidatedForm } from '@/ui/use-validated-form';
import { ProductActions } from '@/ui/product-actions';
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
  const { t, i18n } = useLingui();
  const [bundle, setBundle] = useState<BundleSelection>(() =>
    product.bundle ? defaultBundleSelection(product.bundle) : {},
  );
  const [links, setLinks] = useState<string[]>(() => product.downloadable?.links.map((l) => l.uid) ?? []);
  const [gift, setGift] = useState<GiftCardValues>(() =>
    emptyGiftCard(product.giftCard?.amounts[0]?.uid ?? null),
  );
  const [members, setMembers] = useState<GroupedQuantities>(() =>
    product.grouped ? defaultGroupedQuantities(product.grouped) : {},
  );
  const rules = useMemo(() => quantityRules(product.inventory), [product.inventory]);
  const giftRules: GiftCardRules | null = product.giftCard
    ? {
        emailed: product.giftCard.emailed,
        open: product.giftCard.open,
        messageMax: product.giftCard.messageMax,
      }
    : null;
  const moneyLocale = i18n.locale === 'ru' ? 'ru' : 'et';
  const { errors, formRef, validate, reset } = useValidatedForm(
    giftRules ? giftCardIssues(gift, giftRules, (cents) => formatMoney(cents, moneyLocale)) : [],
  );
  const [qty, setQty] = useState({ value: rules.min, valid: true });

  const variant = product.configurable
    ? selectedVariant(product.configurable.options, product.configurable.variants, selection)
    : null;
  const giftCents = gift.amountUid
    ? product.giftCard?.amounts.find((a) => a.uid === gift.amountUid)?.cents
    : (parseAmount(gift.ownAmount) ?? undefined);
  const kitCents = product.grouped ? groupedTotal(product.grouped, members) : 0;
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
  const fixed = (cents: number): PriceView => ({
    ...product.price,
    regularCents: cents,
    finalCents: cents,
    tiers: [],
  });
  // a kit costs what its chosen members cost together; a gift card what its amount says
  const price: PriceView = variant
    ? variant.price
    : product.giftCard && giftCents
      ? fixed(giftCents)
      : product.grouped
        ? fixed(kitCents)
        : bundleCents > 0
          ? fixed(bundleCents)
          : product.price;
  const sku = variant?.sku ?? product.sku;
  const { inStock, onlyXLeft } = stockShown(product, variant);

  let missing: string | null = null;
  if (product.configurable && !variant) missing = t`Choose the options first`;
  else if (product.bundle && !bundleComplete(product.bundle, bundle))
    missing = t`Choose the required options`;
  else if (product.downloadable && product.downloadable.links.length > 0 && links.length === 0)
    missing = t`Choose at least one file`;
  else if (product.grouped && kitCents === 0) missing = t`Choose how many of at least one product`;

  /** `target`: the form, where the cart.itemAdded event starts (it bubbles to the cart's listener). */
  const addToCart = (target: EventTarget) => {
    if (missing || !inStock) return;
    if (product.grouped) {
      // each member is a product of its own: its own line, its own quantity rules and stock
      for (const item of product.grouped) {
        const quantity = members[item.sku] ?? 0;
        if (quantity <= 0) continue;
        dispatchCartItemAdded(target, {
          sku: item.sku,
          quantity,
          selectedOptions: [],
          product: {
            name: item.name,
            typename: 'SimpleProduct',
            priceCents: item.priceCents,
            currency: item.currency,
            brand: product.brand,
            imageUrl: item.imageUrl,
          },
        });
      }
      return;
    }
    if (!qty.valid) return;
    const selectedOptions = [
      ...Object.values(selection),
      ...Object.values(bundle).flat(),
      ...(product.downloadable ? links : []),
      ...(product.giftCard && gift.amountUid ? [gift.amountUid] : []),
    ];
    dispatchCartItemAdded(target, {
      sku,
      quantity: qty.value,
      ...(variant ? { parentSku: product.sku } : {}),
      selectedOptions,
      ...(giftRules ? { enteredOptions: giftCardEnteredOptions(gift, giftRules) } : {}),
    });
    if (giftRules) {
      // the next card is for someone else: the people and message start empty again
      setGift(emptyGiftCard(gift.amountUid ?? product.giftCard?.amounts[0]?.uid ?? null));
      reset();
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="buy-box"
      data-sku={sku}
      aria-label={t`Buy`}
      onSubmit={(event) => {
        event.preventDefault();
        if (validate()) addToCart(event.currentTarget);
      }}
    >
      <Price price={price} unit={product.grouped || product.giftCard ? null : product.unit} size="lg" />
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
        <GiftCardFields card={product.giftCard} values={gift} errors={errors} onChange={setGift} />
      ) : null}
      {product.grouped ? (
        <GroupedItems items={product.grouped} quantities={members} locale={locale} onChange={setMembers} />
      ) : null}
      <div className="buy-box__actions">
        {product.grouped ? null : (
          <QuantityInput
            key={sku}
            rules={rules}
            initial={rules.min}
            disabled={!inStock}
            onChange={(value, valid) => setQty({ value, valid })}
          />
        )}
        <button
          type="submit"
          className="button button--primary buy-box__add"
          disabled={!inStock || !!missing || (!product.grouped && !qty.valid)}
          aria-describedby={missing ? 'buy-box-missing' : undefined}
        >
          {t`Add to cart`}
        </button>
        <ProductActions
          sku={product.sku}
          name={product.name}
          typename={product.typename}
          {...(variant ? { variantSku: variant.sku } : {})}
          place="page"
        />
      </div>
      {missing ? (
        <p id="buy-box-missing" className="buy-box__missing">
          {missing}
        </p>
      ) : null}
    </form>
  );
}

// The product detail document (spec §3 "Product (shop shape)" with details and sensitive data) and
// the adapter that turns Magento's answer into what the product page shows (money in cents).
import { graphql } from '@/commerce/generated/gql';
import type { ProductDetailFieldsFragment } from '@/commerce/generated/graphql';
import { productPath } from '@/commerce/product-summary';
import { safeHtml } from '@/commerce/safe-html';
import { toCents, type Cents } from '@/lib/money';
import type { AdvancedInventory } from '@/lib/quantity';
import type { PriceTierInput } from '@/lib/prices';

export const ProductDetailFields = graphql(`
  fragment ProductDetailFields on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    url_suffix
    meta_title
    meta_description
    brand_name
    unit_id
    stock_status
    only_x_left_in_stock
    foreign_assortment
    transport
    supplier_code
    manufacturer_product_code
    description {
      html
    }
    short_description {
      html
    }
    image {
      url
      label
    }
    media_gallery {
      url
      label
      position
      disabled
    }
    categories {
      uid
      name
      url_path
      url_suffix
      breadcrumbs {
        category_name
        category_url_path
        category_level
      }
    }
    ...ProductPriceFields
    advanced_inventory {
      is_qty_decimal
      qty_incrments
      min_sale_qty
      max_sale_qty
    }
    delivery_information {
      name
      from
      min_price
    }
    availability_in_stores {
      qty
      source_name
      source_code
      status
    }
    technical_attributes {
      attribute_code
      attribute_name
      value
    }
    pdf_files {
      label
      url
    }
    ax_product_package_length
    ax_product_package_width
    ax_product_package_height
    ax_product_package_weight
    product_length
    product_width
    product_height
    product_weight
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        label
        position
        values {
          uid
          label
        }
      }
      variants {
        attributes {
          code
          uid
        }
        product {
          uid
          sku
          stock_status
          only_x_left_in_stock
          availability_in_stores {
            qty
            source_name
            source_code
            status
          }
          image {
            url
            label
          }
          ...ProductPriceFields
        }
      }
    }
    ... on BundleProduct {
      items {
        uid
        title
        type
        required
        position
        options {
          uid
          label
          quantity
          is_default
          can_change_quantity
          product {
            sku
            price_range {
              minimum_price {
                final_price {
                  value
                  currency
                }
              }
            }
          }
        }
      }
    }
    ... on GroupedProduct {
      items {
        qty
        position
        product {
          uid
          sku
          name
          url_key
          url_suffix
          stock_status
          small_image {
            url
          }
          price_range {
            minimum_price {
              final_price {
                value
                currency
              }
            }
          }
        }
      }
    }
    ... on DownloadableProduct {
      links_title
      downloadable_product_links {
        uid
        title
        price
        sample_url
        sort_order
      }
    }
    ... on GiftCardProduct {
      giftcard_type
      message_max_length
      allow_open_amount
      open_amount_min
      open_amount_max
      giftcard_amounts {
        uid
        value
      }
    }
  }
`);

export interface PriceView {
  regularCents: Cents;
  finalCents: Cents;
  currency: string;
  tiers: PriceTierInput[];
  /** Omnibus prior price (extension omnibus_prior_price): lowest price of the 30 days before the discount. */
  priorCents: Cents | null;
}

export interface StoreStockView {
  code: string;
  name: string;
  qty: number;
  inStock: boolean;
}

export interface ImageView {
  url: string;
  label: string | null;
}

export interface VariantView {
  uid: string;
  sku: string;
  /** attribute_code → chosen value uid */
  attributes: Record<string, string>;
  inStock: boolean;
  onlyXLeft: number | null;
  /** spec §3 availability_in_stores of this variant */
  stores: StoreStockView[];
  image: ImageView | null;
  price: PriceView;
}

export interface ConfigurableOptionView {
  code: string;
  label: string;
  values: { uid: string; label: string }[];
}

export interface BundleItemView {
  uid: string;
  title: string;
  type: 'radio' | 'select' | 'checkbox' | 'multi';
  required: boolean;
  options: {
    uid: string;
    label: string;
    quantity: number;
    isDefault: boolean;
    priceCents: Cents;
  }[];
}

export interface GroupedItemView {
  /** the member's product uid (Magento: base64 of its id, for the `grouped/{id}/{qty}` option) */
  uid: string;
  sku: string;
  name: string;
  path: string;
  quantity: number;
  inStock: boolean;
  priceCents: Cents;
  currency: string;
  imageUrl: string | null;
}

export interface ProductDetail {
  typename: string;
  uid: string;
  sku: string;
  name: string;
  path: string;
  metaTitle: string | null;
  metaDescription: string | null;
  brand: string | null;
  unit: string | null;
  inStock: boolean;
  onlyXLeft: number | null;
  foreignAssortment: boolean;
  transport: string | null;
  supplierCode: string | null;
  manufacturerCode: string | null;
  descriptionHtml: string;
  shortDescriptionHtml: string;
  images: ImageView[];
  breadcrumbs: { name: string; urlPath: string }[];
  price: PriceView;
  inventory: AdvancedInventory | null;
  delivery: { name: string; from: string; minPriceCents: Cents | null }[];
  stores: StoreStockView[];
  technical: { code: string; name: string; value: string }[];
  pdfs: { label: string; url: string }[];
  packageSize: Dimensions;
  productSize: Dimensions;
  configurable: { options: ConfigurableOptionView[]; variants: VariantView[] } | null;
  bundle: BundleItemView[] | null;
  grouped: GroupedItemView[] | null;
  downloadable: {
    title: string;
    links: { uid: string; title: string; priceCents: Cents; sampleUrl: string | null }[];
  } | null;
  /** held in the stores' stock (simple and configurable goods): services, downloads, cards and kits are not */
  storeStock: boolean;
  giftCard: {
    amounts: { uid: string; cents: Cents }[];
    open: { minCents: Cents; maxCents: Cents } | null;
    /** e-mailed (not only posted): the recipient's and sender's e-mail are needed */
    emailed: boolean;
    messageMax: number;
  } | null;
}

export interface Dimensions {
  /** cm */
  length: number | null;
  width: number | null;
  height: number | null;
  /** kg */
  weight: number | null;
}

type Raw = ProductDetailFieldsFragment;
type MinPrice = {
  minimum_price: {
    final_price: { value?: number | null; currency?: string | null };
    regular_price?: { value?: number | null; currency?: string | null };
  };
};

const some = <T>(list: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => x !== null && x !== undefined);

const num = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;

function priceOf(
  range: MinPrice,
  tiers?: readonly (PriceTierInput | null)[] | null,
  prior?: { value?: number | null } | null,
): PriceView {
  const min = range.minimum_price;
  const regular = min.regular_price?.value ?? min.final_price.value ?? 0;
  return {
    regularCents: toCents(regular),
    finalCents: toCents(min.final_price.value ?? regular),
    currency: min.final_price.currency ?? min.regular_price?.currency ?? 'EUR',
    tiers: some(tiers),
    priorCents: typeof prior?.value === 'number' ? toCents(prior.value) : null,
  };
}

type RawStore = {
  qty?: number | null;
  source_name?: string | null;
  source_code?: string | null;
  status?: string | null;
};
const storesOf = (list: readonly (RawStore | null)[] | null | undefined): StoreStockView[] =>
  some(list).map((s) => ({
    code: s.source_code ?? '',
    name: s.source_name ?? s.source_code ?? '',
    qty: s.qty ?? 0,
    inStock: s.status !== 'OUT_OF_STOCK' && (s.qty ?? 0) > 0,
  }));

const bundleType = (t: string | null | undefined): BundleItemView['type'] =>
  t === 'select' || t === 'checkbox' || t === 'multi' ? t : 'radio';

function images(p: Raw): ImageView[] {
  const gallery = some(p.media_gallery)
    .filter((m) => !m.disabled && m.url)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((m) => ({ url: m.url ?? '', label: m.label ?? null }));
  if (gallery.length) return gallery;
  return p.image?.url ? [{ url: p.image.url, label: p.image.label ?? null }] : [];
}

function breadcrumbs(p: Raw): ProductDetail['breadcrumbs'] {
  // The deepest category gives the longest trail (spec §3: categories with breadcrumbs).
  const deepest = some(p.categories).sort(
    (a, b) => (b.url_path ?? '').split('/').length - (a.url_path ?? '').split('/').length,
  )[0];
  if (!deepest) return [];
  const trail = some(deepest.breadcrumbs)
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .map((b) => ({ name: b.category_name ?? '', urlPath: b.category_url_path ?? '' }));
  return [...trail, { name: deepest.name ?? '', urlPath: deepest.url_path ?? '' }].filter(
    (b) => b.name && b.urlPath,
  );
}

export function toProductDetail(p: Raw): ProductDetail {
  const sku = p.sku ?? p.uid;
  const detail: ProductDetail = {
    typename: p.__typename,
    uid: p.uid,
    sku,
    name: p.name ?? sku,
    path: productPath(sku, p.url_key, p.url_suffix),
    metaTitle: p.meta_title ?? null,
    metaDescription: p.meta_description ?? null,
    brand: p.brand_name ?? null,
    unit: p.unit_id ?? null,
    inStock: p.stock_status !== 'OUT_OF_STOCK',
    onlyXLeft: num(p.only_x_left_in_stock),
    foreignAssortment: p.foreign_assortment === true,
    transport: p.transport ?? null,
    supplierCode: p.supplier_code ?? null,
    manufacturerCode: p.manufacturer_product_code ?? null,
    descriptionHtml: safeHtml(p.description?.html),
    shortDescriptionHtml: safeHtml(p.short_description?.html),
    images: images(p),
    breadcrumbs: breadcrumbs(p),
    price: priceOf(p.price_range, p.available_price_tiers, p.omnibus_prior_price),
    inventory: p.advanced_inventory ?? null,
    delivery: some(p.delivery_information).map((d) => ({
      name: d.name ?? '',
      from: d.from ?? '',
      minPriceCents: typeof d.min_price === 'number' ? toCents(d.min_price) : null,
    })),
    stores: storesOf(p.availability_in_stores),
    technical: some(p.technical_attributes)
      .filter((a) => a.value)
      .map((a) => ({ code: a.attribute_code ?? '', name: a.attribute_name ?? '', value: a.value ?? '' })),
    pdfs: some(p.pdf_files)
      .filter((f) => f.url)
      .map((f) => ({ label: f.label ?? '', url: f.url ?? '' })),
    packageSize: {
      length: num(p.ax_product_package_length),
      width: num(p.ax_product_package_width),
      height: num(p.ax_product_package_height),
      weight: num(p.ax_product_package_weight),
    },
    productSize: {
      length: num(p.product_length),
      width: num(p.product_width),
      height: num(p.product_height),
      weight: num(p.product_weight),
    },
    configurable: null,
    bundle: null,
    grouped: null,
    downloadable: null,
    giftCard: null,
    storeStock: p.__typename === 'SimpleProduct' || p.__typename === 'ConfigurableProduct',
  };
  switch (p.__typename) {
    case 'ConfigurableProduct':
      detail.configurable = {
        options: some(p.configurable_options)
          .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
          .map((o) => ({
            code: o.attribute_code ?? '',
            label: o.label ?? o.attribute_code ?? '',
            values: some(o.values).map((v) => ({ uid: v.uid ?? '', label: v.label ?? '' })),
          })),
        variants: some(p.variants)
          .filter((v) => v.product?.sku)
          .map((v) => ({
            uid: v.product?.uid ?? '',
            sku: v.product?.sku ?? '',
            attributes: Object.fromEntries(some(v.attributes).map((a) => [a.code ?? '', a.uid])),
            inStock: v.product?.stock_status !== 'OUT_OF_STOCK',
            onlyXLeft: num(v.product?.only_x_left_in_stock),
            stores: storesOf(v.product?.availability_in_stores),
            image: v.product?.image?.url
              ? { url: v.product.image.url, label: v.product.image.label ?? null }
              : null,
            price: v.product
              ? priceOf(v.product.price_range, v.product.available_price_tiers, v.product.omnibus_prior_price)
              : detail.price,
          })),
      };
      break;
    case 'BundleProduct':
      detail.bundle = some(p.items)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((item) => ({
          uid: item.uid ?? '',
          title: item.title ?? '',
          type: bundleType(item.type),
          required: item.required === true,
          options: some(item.options).map((o) => ({
            uid: o.uid,
            label: o.label ?? o.product?.sku ?? '',
            quantity: o.quantity ?? 1,
            isDefault: o.is_default === true,
            priceCents: toCents(o.product?.price_range.minimum_price.final_price.value ?? 0),
          })),
        }));
      break;
    case 'GroupedProduct':
      detail.grouped = some(p.items)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .filter((i) => i.product?.sku)
        .map((i) => ({
          uid: i.product?.uid ?? '',
          sku: i.product?.sku ?? '',
          name: i.product?.name ?? '',
          path: productPath(i.product?.sku ?? '', i.product?.url_key, i.product?.url_suffix),
          quantity: i.qty ?? 1,
          inStock: i.product?.stock_status !== 'OUT_OF_STOCK',
          priceCents: toCents(i.product?.price_range.minimum_price.final_price.value ?? 0),
          currency: i.product?.price_range.minimum_price.final_price.currency ?? 'EUR',
          imageUrl: i.product?.small_image?.url ?? null,
        }));
      break;
    case 'DownloadableProduct':
      detail.downloadable = {
        title: p.links_title ?? '',
        links: some(p.downloadable_product_links)
          .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
          .map((l) => ({
            uid: l.uid,
            title: l.title ?? '',
            priceCents: toCents(l.price ?? 0),
            sampleUrl: l.sample_url ?? null,
          })),
      };
      break;
    case 'GiftCardProduct':
      detail.giftCard = {
        amounts: some(p.giftcard_amounts).map((a) => ({ uid: a.uid, cents: toCents(a.value ?? 0) })),
        open:
          p.allow_open_amount && p.open_amount_min != null && p.open_amount_max != null
            ? { minCents: toCents(p.open_amount_min), maxCents: toCents(p.open_amount_max) }
            : null,
        emailed: p.giftcard_type !== 'PHYSICAL',
        messageMax: p.message_max_length ?? 255,
      };
      break;
  }
  return detail;
}

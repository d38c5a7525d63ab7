// spec §2 page paths as the storefront links to them (commerce/product-summary.ts `productPath`, the
// category links `/c/{url_path}{url_suffix}`, content routes in routes/shop-routes.tsx), with the locale
// prefix: what the sitemap lists and what a canonical link names.
import type { Locale } from '@/lib/locale';

const segments = (path: string) => path.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/** `/et/p/{sku}/{url_key}{suffix}`, or `/et/p/{sku}` for a product without a url key. */
export const productPagePath = (locale: Locale, sku: string, urlKey: string | null, suffix = '') =>
  urlKey
    ? `/${locale}/p/${encodeURIComponent(sku)}/${encodeURIComponent(urlKey)}${suffix}`
    : `/${locale}/p/${encodeURIComponent(sku)}`;

/** `/et/c/{url_path}{url_suffix}`: the category's url keys from the store root down. */
export const categoryPagePath = (locale: Locale, urlPath: string, suffix = '') =>
  `/${locale}/c/${segments(urlPath)}${suffix}`;

/** A page under the locale: `contentPagePath('et', 'blogi', slug)` → `/et/blogi/{slug}`; no parts → home. */
export const contentPagePath = (locale: Locale, ...parts: string[]) =>
  parts.length ? `/${locale}/${parts.map(segments).join('/')}` : `/${locale}`;

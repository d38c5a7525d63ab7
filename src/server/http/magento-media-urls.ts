// In front of a real Magento (COMMERCE_GRAPHQL_URL) its answers name media by absolute URLs on Magento's own
// host (image urls, storeConfig.base_media_url, <img> in CMS HTML). The storefront optimises, caches offline
// and allows by its CSP only its own media, so the proxy writes Magento's media base as the shop's origin
// `/media/`, and the image routes fetch those paths from the media base (upstream-media.ts).

/** Magento's media base, ending in `/`: COMMERCE_MEDIA_URL (Magento on a CDN), else the GraphQL endpoint's origin. */
export function magentoMediaBase(graphqlUrl: string, mediaUrl?: string): string {
  if (mediaUrl) return mediaUrl.replace(/\/*$/, '/');
  return `${new URL(graphqlUrl).origin}/media/`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches the media base in a JSON text, with either scheme (Magento's base_media_url and
 * secure_base_media_url) and with slashes plain or escaped as PHP's json_encode writes them (`https:\/\/…`).
 */
export function mediaBasePattern(base: string): RegExp {
  const rest = base.replace(/^https?:/i, '');
  return new RegExp(`https?:${rest.split('/').map(escapeRegExp).join('\\\\?/')}`, 'g');
}

/** The JSON text with every media base URL made `${origin}/media/`, escaped the way the match was. */
export const rewriteMediaUrls = (json: string, pattern: RegExp, origin: string): string =>
  json.replace(pattern, (match) =>
    match.includes('\\/') ? `${origin}/media/`.replaceAll('/', '\\/') : `${origin}/media/`,
  );

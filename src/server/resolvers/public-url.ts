// Magento answers absolute URLs: storeConfig's base URLs and every image url (CatalogGraphQl's image
// resolvers prefix the media base URL). The origin is PUBLIC_URL when set (the shop's public address),
// else the request's own: its Host, or X-Forwarded-Proto / X-Forwarded-Host from a proxy TRUST_PROXY names
// (Fastify reads them only then). A Host that is no host name leaves URLs relative rather than echoing it back.

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export const publicOrigin = (
  request: { protocol: string; host: string },
  publicUrl: string | undefined = process.env.PUBLIC_URL,
): string => {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return HOST.test(request.host) ? `${request.protocol}://${request.host}` : '';
};

/** A root-relative URL ("/media/…") made absolute against the origin; absolute ones are kept. */
export const absoluteUrl = (url: string, origin: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;

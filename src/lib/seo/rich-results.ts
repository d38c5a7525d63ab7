// A check of a parsed Product JSON-LD object against what Google's product snippet rich results require
// (developers.google.com/search/docs/appearance/structured-data/product-snippet) and schema.org's value
// types: errors make the page ineligible, warnings are recommended fields left out. Used by the unit tests of
// product-json-ld.ts and by end-to-end tests that read the JSON-LD a rendered product page carries.

export interface RichResultReport {
  errors: string[];
  warnings: string[];
}

const AVAILABILITY = new Set(
  [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ].map((v) => `https://schema.org/${v}`),
);
const CONDITION = new Set(
  ['NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition'].map(
    (v) => `https://schema.org/${v}`,
  ),
);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const isAbsoluteUrl = (v: unknown) => nonEmpty(v) && /^https?:\/\/[^/\s]+/.test(v);
const asNumber = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN;
const types = (v: Obj) => (Array.isArray(v['@type']) ? v['@type'] : [v['@type']]);

function checkOffer(offer: unknown, at: string, errors: string[], warnings: string[]) {
  if (!isObj(offer)) return errors.push(`${at} is not an object`);
  const type = types(offer);
  if (!type.includes('Offer') && !type.includes('AggregateOffer'))
    errors.push(`${at}.@type must be Offer or AggregateOffer`);
  const price = type.includes('AggregateOffer') ? offer.lowPrice : offer.price;
  // schema.org: a number or text with a dot as the decimal separator, no currency symbol or thousands separator
  if (!(asNumber(price) > 0))
    errors.push(`${at}.price must be a positive number, got ${JSON.stringify(price)}`);
  if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency))
    errors.push(`${at}.priceCurrency must be an ISO 4217 code`);
  if (!AVAILABILITY.has(offer.availability as string))
    errors.push(`${at}.availability must be a schema.org ItemAvailability URL`);
  if (offer.itemCondition !== undefined && !CONDITION.has(offer.itemCondition as string))
    errors.push(`${at}.itemCondition must be a schema.org OfferItemCondition URL`);
  if (offer.priceValidUntil !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(String(offer.priceValidUntil)))
    errors.push(`${at}.priceValidUntil must be an ISO 8601 date`);
  if (offer.url !== undefined && !isAbsoluteUrl(offer.url)) errors.push(`${at}.url must be absolute`);
  if (offer.url === undefined) warnings.push(`${at}.url is recommended`);
}

function checkRating(rating: unknown, errors: string[]) {
  if (!isObj(rating) || !types(rating).includes('AggregateRating'))
    return errors.push('aggregateRating must be an AggregateRating');
  const value = asNumber(rating.ratingValue);
  const best = rating.bestRating === undefined ? 5 : asNumber(rating.bestRating);
  const worst = rating.worstRating === undefined ? 1 : asNumber(rating.worstRating);
  if (!(value >= worst && value <= best)) errors.push(`aggregateRating.ratingValue must be ${worst}–${best}`);
  const count = asNumber(rating.reviewCount ?? rating.ratingCount);
  if (!(count > 0)) errors.push('aggregateRating needs a positive reviewCount or ratingCount');
}

export function checkProductRichResult(value: unknown): RichResultReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isObj(value)) return { errors: ['not a JSON-LD object'], warnings };
  if (value['@context'] !== 'https://schema.org' && value['@context'] !== 'http://schema.org')
    errors.push('@context must be schema.org');
  if (!types(value).includes('Product')) errors.push('@type must be Product');
  if (!nonEmpty(value.name)) errors.push('name is required');
  // Google: a product snippet needs one of review, aggregateRating or offers
  if (value.review === undefined && value.aggregateRating === undefined && value.offers === undefined)
    errors.push('one of review, aggregateRating or offers is required');
  const offers = Array.isArray(value.offers)
    ? value.offers
    : value.offers === undefined
      ? []
      : [value.offers];
  offers.forEach((offer, i) =>
    checkOffer(offer, Array.isArray(value.offers) ? `offers[${i}]` : 'offers', errors, warnings),
  );
  if (value.aggregateRating !== undefined) checkRating(value.aggregateRating, errors);
  const images = Array.isArray(value.image) ? value.image : value.image === undefined ? [] : [value.image];
  if (images.length === 0) warnings.push('image is recommended');
  images.forEach((src, i) => {
    if (!isAbsoluteUrl(src)) errors.push(`image[${i}] must be an absolute URL`);
  });
  if (value.brand !== undefined && !(isObj(value.brand) && nonEmpty(value.brand.name)))
    errors.push('brand must be a Brand with a name');
  for (const key of ['gtin8', 'gtin12', 'gtin13', 'gtin14'] as const) {
    const gtin = value[key];
    if (
      gtin !== undefined &&
      !(typeof gtin === 'string' && gtin.length === Number(key.slice(4)) && /^\d+$/.test(gtin))
    )
      errors.push(`${key} must be ${key.slice(4)} digits`);
  }
  for (const key of ['description', 'sku', 'brand'] as const)
    if (value[key] === undefined) warnings.push(`${key} is recommended`);
  if (!['gtin8', 'gtin12', 'gtin13', 'gtin14', 'gtin', 'mpn'].some((k) => value[k] !== undefined))
    warnings.push('a global identifier (gtin or mpn) is recommended');
  return { errors, warnings };
}

// spec §2: the blog list's `type` query parameter takes one of these seven values (the route validates
// it at startup; the labels are the content pages').
export const blogTypes = [
  'tooriistad',
  'valitood',
  'sisetood',
  'vannituba-ja-saun',
  'kodu-ratastel',
  'kodu-ja-sisustus',
  'oma-katega',
] as const;
export type BlogType = (typeof blogTypes)[number];

export function isBlogType(value: unknown): value is BlogType {
  return typeof value === 'string' && (blogTypes as readonly string[]).includes(value);
}

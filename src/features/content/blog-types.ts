import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// spec §2: the blog list's `type` query parameter takes one of these seven values.
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

export const blogTypeLabels: Record<BlogType, MessageDescriptor> = {
  tooriistad: msg`Tools`,
  valitood: msg`Fieldwork`,
  sisetood: msg`Internal work`,
  'vannituba-ja-saun': msg`Bathroom and sauna`,
  'kodu-ratastel': msg`Home on wheels`,
  'kodu-ja-sisustus': msg`Home and decor`,
  'oma-katega': msg`With your own hands`,
};

export function isBlogType(value: unknown): value is BlogType {
  return typeof value === 'string' && (blogTypes as readonly string[]).includes(value);
}

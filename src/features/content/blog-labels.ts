import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BlogType } from '@/features/content/blog-types';

// spec §2: the blog's seven topic types and their names.
export const blogTypeLabels: Record<BlogType, MessageDescriptor> = {
  tooriistad: msg`Tools`,
  valitood: msg`Fieldwork`,
  sisetood: msg`Internal work`,
  'vannituba-ja-saun': msg`Bathroom and sauna`,
  'kodu-ratastel': msg`Home on wheels`,
  'kodu-ja-sisustus': msg`Home and decor`,
  'oma-katega': msg`With your own hands`,
};

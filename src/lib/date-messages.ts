import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** "in N days" with the language's plural forms (Russian: one/few/many/other). */
export const inDaysMessage = (days: number): MessageDescriptor =>
  days === 0
    ? msg`today`
    : days === 1
      ? msg`tomorrow`
      : msg({ message: plural(days, { one: 'in # day', other: 'in # days' }) });

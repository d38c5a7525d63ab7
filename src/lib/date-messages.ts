import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * "in N days" with the language's plural forms (Russian: one/few/many/other). A count of days never reaches a
 * thousand, so its digits are the same in every locale (no thousands separator).
 */
export const inDaysMessage = (days: number): MessageDescriptor => {
  const count = String(days);
  return days === 0
    ? msg`today`
    : days === 1
      ? msg`tomorrow`
      : msg({ message: plural(days, { one: `in ${count} day`, other: `in ${count} days` }) });
};

import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { QuantityProblem, QuantityRules } from '@/lib/quantity';

/** Translated text for a quantity problem, to show beside the quantity input. */
export const quantityProblemMessage = (problem: QuantityProblem, i18n: I18n): string => {
  switch (problem.reason) {
    case 'not-a-number':
      return i18n._(msg`Enter a quantity`);
    case 'not-whole':
      return i18n._(msg`Enter a whole number`);
    case 'below-min': {
      const min = problem.min;
      return i18n._(msg`The minimum quantity is ${min}`);
    }
    case 'above-max': {
      const max = problem.max;
      return i18n._(msg`The maximum quantity is ${max}`);
    }
    case 'not-step': {
      const step = problem.step;
      return i18n._(msg`This product is sold in multiples of ${step}`);
    }
  }
};

/**
 * What the shopper should know before typing (issue 17 item 8): a pack size or a minimum above one is said up
 * front, not only after a smaller quantity was refused. Null for plain products.
 */
export const quantityRulesHint = (rules: QuantityRules, i18n: I18n): string | null => {
  const { step, min } = rules;
  if (!rules.decimal && step > 1) return i18n._(msg`Sold only in multiples of ${step}.`);
  if (min > 1 && min !== step) return i18n._(msg`The minimum quantity is ${min}`);
  return null;
};

/**
 * The quantity problem Magento's cart refusal names (its texts: the server's cart-lines.ts), so it is said in the
 * shopper's language; null for any other text. The cart counts the line's new total, what was in the cart included.
 */
export const quantityProblemOf = (magentoText: string): QuantityProblem | null => {
  const n = (pattern: RegExp) => {
    const m = pattern.exec(magentoText);
    return m ? Number(m[1]) : null;
  };
  const max = n(/^The most you may purchase is ([\d.]+)\.$/);
  if (max !== null) return { reason: 'above-max', max };
  const min = n(/^The fewest you may purchase is ([\d.]+)\.$/);
  if (min !== null) return { reason: 'below-min', min };
  const step = n(/^You can buy this product only in quantities of ([\d.]+) at a time\.$/);
  if (step !== null) return { reason: 'not-step', step };
  if (magentoText === 'You cannot use decimal quantity for this product.') return { reason: 'not-whole' };
  return null;
};

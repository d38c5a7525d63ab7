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

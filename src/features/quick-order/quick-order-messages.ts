// The text of each quick order line problem (issue 12 item 8), in the page's language.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { LineProblem } from '@/lib/quick-order-lines';
import { quantityProblemMessage, quantityProblemOf } from '@/lib/quantity-messages';

export function lineProblemMessage(problem: LineProblem, i18n: I18n): string {
  switch (problem.reason) {
    case 'not-a-number':
      return i18n._(msg`The quantity is not a number`);
    case 'duplicate': {
      const line = problem.firstLineNo;
      return i18n._(msg`This SKU is already on line ${line}: change the quantity there`);
    }
    case 'unknown-sku':
      return i18n._(msg`No product has this SKU`);
    case 'not-cached':
      return i18n._(
        msg`This product is not in the catalogue saved on this device: add it when you are online`,
      );
    case 'needs-options':
      return i18n._(msg`This product has options: choose them on the product page`);
    case 'out-of-stock':
      return i18n._(msg`This product cannot be bought now (out of stock)`);
    case 'quantity':
      return quantityProblemMessage(problem.problem, i18n);
    case 'too-many-lines': {
      const max = problem.max;
      return i18n._(msg`A quick order takes at most ${max} lines`);
    }
    case 'refused':
      return refusalMessage(problem.code, problem.message, i18n);
  }
}

/** Magento's user error for a line the cart refused, in the page's language where its code says enough. */
export function refusalMessage(code: string | null, message: string | null, i18n: I18n): string {
  if (code === 'PRODUCT_NOT_FOUND') return i18n._(msg`No product has this SKU`);
  if (code === 'NOT_SALABLE') return i18n._(msg`This product cannot be bought now (out of stock)`);
  if (code === 'INSUFFICIENT_STOCK') return i18n._(msg`Not enough products in stock`);
  const quantity = message ? quantityProblemOf(message) : null;
  if (quantity) return quantityProblemMessage(quantity, i18n);
  return message ?? i18n._(msg`The cart did not take this line`);
}

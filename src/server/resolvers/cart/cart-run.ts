import { MagentoError, type ErrorCategory } from '@/server/resolvers/errors';
import { CartStoreError } from '@/server/store/cart-errors';

// Store errors → Magento's error categories.
const CATEGORY: Record<CartStoreError['kind'], ErrorCategory> = {
  input: 'graphql-input',
  'no-such-entity': 'graphql-no-such-entity',
  authorization: 'graphql-authorization',
};

export const run = <T>(fn: () => T): T => {
  try {
    return fn();
  } catch (error) {
    if (error instanceof CartStoreError) throw new MagentoError(error.message, CATEGORY[error.kind]);
    throw error;
  }
};

/** Magento's message for a missing required argument. */
export const required = (value: string | null | undefined, name: string): string => {
  if (!value || !value.trim())
    throw new MagentoError(`Required parameter "${name}" is missing`, 'graphql-input');
  return value.trim();
};

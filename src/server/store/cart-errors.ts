// Errors the cart store raises; the GraphQL layer maps `kind` to Magento's error category
// (input → graphql-input, no-such-entity → graphql-no-such-entity, authorization → graphql-authorization).
export type CartErrorKind = 'input' | 'no-such-entity' | 'authorization';

export class CartStoreError extends Error {
  constructor(
    message: string,
    readonly kind: CartErrorKind,
  ) {
    super(message);
  }
}

export const cartInputError = (message: string) => new CartStoreError(message, 'input');
export const cartNotFound = (message: string) => new CartStoreError(message, 'no-such-entity');

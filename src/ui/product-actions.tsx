// A slot for buttons other features put on every product card and on the product page (the wishlist
// heart): ui and the product feature render <ProductActions>, the shell provides what it shows
// (src/routes composes features, which never import each other).
import { createContext, useContext, type ReactNode } from 'react';

export interface ProductActionTarget {
  sku: string;
  name: string;
  /** GraphQL __typename, e.g. SimpleProduct (spec §5: which types a wishlist takes). */
  typename?: string;
  /** A configurable product's chosen variant (spec §7: added with the parent as parent_sku). */
  variantSku?: string;
  place: 'card' | 'page';
}

export type ProductActionsRenderer = (target: ProductActionTarget) => ReactNode;

export const ProductActionsContext = createContext<ProductActionsRenderer | null>(null);

export function ProductActions(target: ProductActionTarget) {
  const render = useContext(ProductActionsContext);
  return render ? render(target) : null;
}

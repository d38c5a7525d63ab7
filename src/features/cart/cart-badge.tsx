// The number on the header's cart button (spec §3 total_quantity). Before the cart service starts it
// reads the persisted cart from the query cache, so the count shows at once, offline too.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Cart } from '@/commerce/cart-model';
import { cartQueryKey, readCartId } from '@/commerce/cart-id';
import { useCartState } from '@/features/cart/use-cart';
import '@/features/cart/cart-badge.css';

export function CartBadge() {
  const { t } = useLingui();
  const state = useCartState();
  const id = typeof document === 'undefined' ? null : readCartId();
  const cached = useQuery<Cart | null>({
    queryKey: cartQueryKey(id ?? ''),
    queryFn: () => null,
    enabled: false,
  }).data;
  const count = state ? (state.cart?.totalQuantity ?? 0) : (cached?.totalQuantity ?? 0);
  if (!count) return null;
  return (
    <span className="cart-badge" data-testid="cart-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t`${count} in the cart`}</span>
    </span>
  );
}

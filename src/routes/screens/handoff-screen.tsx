// The phone's end of a kiosk cart handoff (issue 13 item 5): the kiosk feature takes the cart over, then
// the shop's cart sidebar opens with it.
import { useCallback } from 'react';
import { overlays } from '@/lib/overlays';
import { HandoffReceive } from '@/features/kiosk/handoff-receive';
import { useLocale } from '@/routes/use-locale';

export function HandoffScreen() {
  const locale = useLocale();
  const openCart = useCallback(() => overlays.open('cartSidebar'), []);
  return <HandoffReceive homeHref={`/${locale}`} onOpenCart={openCart} />;
}

// Starts the cart service once per app (its own chunk, loaded once the service is wanted) and shows the
// stock or price changes found when offline changes reach the server. Mounted from src/routes.
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useI18nRef } from '@/features/cart/use-i18n-ref';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { ReplayNotice } from '@/commerce/outbox-reconcile';
import { formatMoney } from '@/lib/money';
import { notifications } from '@/lib/notifications';
import { startCartService } from '@/features/cart/cart-service';
import { setCartService } from '@/features/cart/use-cart';
import { cartMessage } from '@/lib/cart-error-messages';

/** spec §8 / DESIGN.md: stock or price changes found when offline changes reach the server. */
function showNotices(i18n: I18n, notices: ReplayNotice[]): void {
  const locale = i18n.locale === 'ru' ? 'ru' : 'et';
  for (const notice of notices) {
    const name = notice.name;
    if (notice.kind === 'price') {
      const from = formatMoney(notice.fromCents, locale);
      const to = formatMoney(notice.toCents, locale);
      notifications.send({
        type: 'warning',
        persist: true,
        message: i18n._(msg`The price of ${name} has changed from ${from} to ${to}.`),
      });
    } else {
      const reason = cartMessage(i18n, notice.message);
      notifications.send({ type: 'warning', persist: true, message: i18n._(msg`${name}: ${reason}`) });
    }
  }
}

export function CartBridge({ queryClient }: { queryClient: QueryClient }) {
  const i18nRef = useI18nRef();
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    void startCartService(queryClient, (notices) => showNotices(i18nRef.current, notices)).then((service) => {
      if (stopped) return service.stop();
      setCartService(service);
      stop = () => {
        setCartService(null);
        service.stop();
      };
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, i18nRef]);
  return null;
}

import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notifications, type NotificationStore } from '@/lib/notifications';
import { Icon } from '@/ui/icon';

/**
 * spec §4/§8 notifications as toasts. The region is always in the DOM (aria-live), so screen readers
 * announce every toast as it arrives; danger toasts are assertive.
 */
export function ToastRegion({ store = notifications }: { store?: NotificationStore }) {
  const { t } = useLingui();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className="toasts" aria-label={t`Notifications`}>
      <ul className="toasts__list" aria-live="polite" aria-relevant="additions text">
        {items.map((n) => (
          <li
            key={n.id}
            className={`toast toast--${n.type}`}
            role={n.type === 'danger' ? 'alert' : undefined}
          >
            <Icon name={n.icon} />
            <p className="toast__message">{n.message}</p>
            <button type="button" className="icon-button toast__close" onClick={() => store.dismiss(n.id)}>
              <Icon name="close" size={18} />
              <span className="visually-hidden">{t`Dismiss notification`}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

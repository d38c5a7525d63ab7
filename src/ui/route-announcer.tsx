import { useEffect, useState } from 'react';

export const ROUTE_ANNOUNCE_DELAY_MS = 500;

/**
 * spec §2/§9: after navigation, "{title} has loaded" is announced to screen readers after 500 ms.
 * `message` null means the route opted out; `navigationKey` changes on every navigation.
 */
export function RouteAnnouncer({
  message,
  navigationKey,
}: {
  message: string | null;
  navigationKey: string;
}) {
  const key = `${navigationKey}\n${message ?? ''}`;
  const [announced, setAnnounced] = useState<{ key: string; text: string } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setAnnounced({ key, text: message }), ROUTE_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, message]);
  // A stale announcement (previous page) is never shown for the new one.
  const text = announced?.key === key ? announced.text : '';
  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {text}
    </div>
  );
}

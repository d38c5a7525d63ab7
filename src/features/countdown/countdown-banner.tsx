// spec §2 countdown banner (issue 16 item 3): under the header on every page of the default layout, the
// campaign that ends soonest with the time left, ticking each second; gone once the campaign has ended.
// The ticking digits are hidden from screen readers (a reading every second would be noise): they hear
// when the offer ends. Closing it hides it for this campaign until the browser is closed.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { countdownQueryOptions } from '@/commerce/content';
import { formatTallinnDayTime } from '@/lib/dates';
import type { Locale } from '@/lib/locale';
import { Icon } from '@/ui/icon';
import { useClientNavigation } from '@/ui/use-client-navigation';
import { timeLeft, twoDigits } from '@/features/countdown/countdown-parts';
import './countdown.css';

const CLOSED_KEY = 'countdownClosed';
const closeListeners = new Set<() => void>();
function readClosed(): string | null {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
}
function subscribeClosed(listener: () => void) {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

/**
 * The time, to the second; null on the server and until the page has hydrated (the page the server sent has no
 * clock). Read in an effect and set as a transition: read with `useSyncExternalStore`, whose server snapshot (null)
 * never equals the browser's, the first reading after hydration was an urgent re-render that also ran every effect of
 * the just-hydrated page in the same task, on every page of the default layout (71–80 ms at a phone's CPU speed).
 */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const read = () => startTransition(() => setNow(Math.floor(Date.now() / 1000) * 1000));
    read();
    const timer = window.setInterval(read, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function CountdownBanner({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const navigateOnClick = useClientNavigation();
  const { data } = useQuery(countdownQueryOptions(locale));
  const closed = useSyncExternalStore(subscribeClosed, readClosed, () => null);
  const now = useNow();
  // on the server and while hydrating there is no clock: the banner shows without it (the back end serves only
  // a campaign that has not ended); right after, the clock decides
  const left = data && now !== null ? timeLeft(data.endsAt, now) : null;
  if (!data || (now !== null && !left) || closed === String(data.endsAt)) return null;

  const close = () => {
    try {
      window.sessionStorage.setItem(CLOSED_KEY, String(data.endsAt));
    } catch {
      // storage blocked: it closes for this page view only
    }
    closeListeners.forEach((l) => l());
  };
  const days = left ? i18n._(msg({ message: plural(left.days, { one: '# day', other: '# days' }) })) : '';
  const clock = left ? `${twoDigits(left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}` : '';
  const ends = formatTallinnDayTime(new Date(data.endsAt), locale); // campaigns end by Estonian time
  const body = (
    <>
      <strong className="countdown__title">{data.title}</strong>
      <span className="countdown__text">{data.text}</span>
      <time className="countdown__time" dateTime={new Date(data.endsAt).toISOString()}>
        {left ? (
          <span aria-hidden="true">
            {left.days > 0 ? `${days} ` : ''}
            {clock}
          </span>
        ) : null}
        <span className="visually-hidden">{t`Ends ${ends}`}</span>
      </time>
    </>
  );
  return (
    <aside className="countdown" aria-label={t`Offer countdown`} data-testid="countdown">
      <div className="container countdown__row">
        {data.url ? (
          <a className="countdown__link" href={data.url} onClick={navigateOnClick(data.url)}>
            {body}
          </a>
        ) : (
          <p className="countdown__link">{body}</p>
        )}
        <button type="button" className="icon-button countdown__close" onClick={close}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{t`Close the countdown`}</span>
        </button>
      </div>
    </aside>
  );
}

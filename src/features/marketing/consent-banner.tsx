// The cookie consent banner (issue 16 part 5): necessary (always on), analytics and marketing. Not modal: it
// sits above the bottom navigation until the person chooses, never over the header or the bottom navigation,
// and the page behind stays usable. Reopened from the footer ("Cookie settings") it takes focus and gives it
// back when closed. The choice is stored on the device (lib/consent).
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { consent, type ConsentChoice } from '@/lib/consent';
import '@/features/marketing/consent.css';

export function ConsentBanner({ current, reopened }: { current: ConsentChoice | null; reopened: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const [details, setDetails] = useState(reopened);
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);

  // reopened by a button: focus comes here and goes back to that button afterwards
  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.querySelector<HTMLElement>('h2')?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [reopened]);

  const choose = (choice: { analytics: boolean; marketing: boolean }) => consent.choose(choice);

  return (
    <section
      ref={ref}
      className="consent"
      aria-labelledby={headingId}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && reopened) consent.dismiss();
      }}
    >
      <h2 id={headingId} className="consent__title" tabIndex={-1}>
        {t`Cookies on this site`}
      </h2>
      <p className="consent__text">
        {t`We use necessary cookies to run the shop. With your permission we also measure how the shop is used (analytics) and show the results of our advertising (marketing). You can change your choice at any time under "Cookie settings" at the bottom of the page.`}
      </p>
      {details ? (
        <fieldset className="consent__choices">
          <legend className="visually-hidden">{t`Cookie choices`}</legend>
          <label className="consent__choice">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t`Necessary`}</strong> {t`Cart, sign-in, language and this choice. Always on.`}
            </span>
          </label>
          <label className="consent__choice">
            <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
            <span>
              <strong>{t`Analytics`}</strong> {t`Which pages and products are viewed (tag manager).`}
            </span>
          </label>
          <label className="consent__choice">
            <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
            <span>
              <strong>{t`Marketing`}</strong> {t`Whether our advertising led to a purchase (conversions).`}
            </span>
          </label>
        </fieldset>
      ) : null}
      <div className="consent__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => choose({ analytics: true, marketing: true })}
        >
          {t`Accept all`}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => choose({ analytics: false, marketing: false })}
        >
          {t`Necessary only`}
        </button>
        {details ? (
          <button type="button" className="button" onClick={() => choose({ analytics, marketing })}>
            {t`Save my choices`}
          </button>
        ) : (
          <button type="button" className="button" aria-expanded={false} onClick={() => setDetails(true)}>
            {t`Choose`}
          </button>
        )}
      </div>
    </section>
  );
}

/** The footer's "Cookie settings" (into its place, consent-settings-slot.tsx): shows the choices again. */
export function ConsentLink({ target }: { target: HTMLElement }) {
  const { t } = useLingui();
  return createPortal(
    <button type="button" className="link-button" onClick={() => consent.reopen()}>
      {t`Cookie settings`}
    </button>,
    target,
  );
}

/** The banner while a choice is needed or asked for again, and the footer's button. */
export function ConsentParts({
  current,
  reopened,
  linkTarget,
}: {
  current: ConsentChoice | null;
  reopened: boolean;
  linkTarget: HTMLElement | null;
}) {
  return (
    <>
      {!current || reopened ? <ConsentBanner current={current} reopened={reopened} /> : null}
      {linkTarget ? <ConsentLink target={linkTarget} /> : null}
    </>
  );
}

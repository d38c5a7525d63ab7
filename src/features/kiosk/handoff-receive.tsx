// The phone's side of "send this cart to my phone" (issue 13 item 5): the address carries a single-use
// token in its fragment; the server copies the kiosk's cart into a new cart for this phone. A second
// scan, or one after 10 minutes, is refused.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { writeCartId } from '@/commerce/cart-id';
import { redeemHandoff, KioskRequestError } from '@/commerce/kiosk';
import { requestCartReload } from '@/lib/cart-intents';
import { usePageTitle } from '@/ui/page-title';
import '@/features/kiosk/kiosk.css';

type State = 'working' | 'done' | 'refused' | 'failed';

export function HandoffReceive({ homeHref, onTaken }: { homeHref: string; onTaken: () => void }) {
  const { t } = useLingui();
  usePageTitle(t`Your cart`, `${homeHref}/kiosk/handoff`);
  const [token] = useState(() => (typeof location === 'undefined' ? '' : location.hash.slice(1)));
  const [state, setState] = useState<State>(token ? 'working' : 'refused');
  const started = useRef(false);
  useEffect(() => {
    // the token must not stay in the address bar or the history
    if (location.hash) history.replaceState(history.state, '', location.pathname);
    if (started.current || !token) return;
    started.current = true;
    redeemHandoff(token).then(
      (cartId) => {
        writeCartId(cartId);
        requestCartReload();
        setState('done');
        onTaken();
      },
      (error: unknown) => setState(error instanceof KioskRequestError ? 'refused' : 'failed'),
    );
  }, [token, onTaken]);

  return (
    <main id="main-content" tabIndex={-1} className="page container handoff" role="status">
      {state === 'working' ? <p>{t`Taking over the cart…`}</p> : null}
      {state === 'done' ? (
        <>
          <h1 className="page__title">{t`Your cart is here`}</h1>
          <p data-testid="handoff-done">{t`The cart from the store tablet is now on this phone.`}</p>
        </>
      ) : null}
      {state === 'refused' ? (
        <>
          <h1 className="page__title">{t`This code has already been used or has expired`}</h1>
          <p data-testid="handoff-refused">{t`Ask the store tablet for a new code.`}</p>
        </>
      ) : null}
      {state === 'failed' ? (
        <p>{t`The cart could not be taken over. Check the connection and scan again.`}</p>
      ) : null}
      <a className="button button--secondary" href={homeHref}>
        {t`Go to the shop`}
      </a>
    </main>
  );
}

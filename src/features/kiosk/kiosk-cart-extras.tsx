// Take it with you (issue 13 item 5): "send this cart to my phone" shows a QR code of a single-use handoff
// address; once the phone has taken the cart the kiosk resets (its cart was closed on the server). And a
// printable pick list of the cart with shelf locations, in walking order (print stylesheet in kiosk.css).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Cart } from '@/commerce/cart-model';
import { cartQueryKey, readCartId } from '@/commerce/cart-id';
import { createHandoff, handoffUsed } from '@/commerce/kiosk';
import { useOnline } from '@/commerce/online';
import { sortPickList } from '@/lib/kiosk';
import { Dialog } from '@/ui/dialog';
import { useKioskData } from '@/features/kiosk/kiosk-data';
import { requestKioskReset } from '@/features/kiosk/kiosk-reset';
import { QrCode } from '@/features/kiosk/qr-code';

const POLL_MS = 2000;

/** The cart as the cart service keeps it in the query cache (read only here). */
function useKioskCart(): Cart | null {
  const id = readCartId() ?? '';
  return (
    useQuery<Cart | null>({ queryKey: cartQueryKey(id), queryFn: () => null, enabled: false }).data ?? null
  );
}

function SendToPhone({ cart }: { cart: Cart }) {
  const { t } = useLingui();
  const { binding, locale } = useKioskData();
  const online = useOnline();
  const [handoff, setHandoff] = useState<{ url: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);

  const start = async () => {
    setError(null);
    try {
      const made = await createHandoff(binding.token, cart.id);
      // the token rides in the fragment: never sent to a server in a request line or a Referer
      setHandoff({ url: `${location.origin}/${locale}/kiosk/handoff#${made.token}`, token: made.token });
    } catch {
      setError(t`The cart could not be prepared for your phone. Try again.`);
    }
  };

  useEffect(() => {
    if (!handoff || taken) return;
    const timer = setInterval(() => {
      void handoffUsed(binding.token, handoff.token).then(
        (used) => {
          if (used) setTaken(true);
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [handoff, taken, binding.token]);

  useEffect(() => {
    if (!taken) return;
    const timer = setTimeout(requestKioskReset, 3000);
    return () => clearTimeout(timer);
  }, [taken]);

  return (
    <section className="kiosk-handoff" aria-labelledby="kiosk-handoff-title">
      <h2 id="kiosk-handoff-title">{t`Take this cart with you`}</h2>
      <p>{t`Scan a code with your phone's camera to continue with the same cart on your phone.`}</p>
      <button
        type="button"
        className="kiosk-button kiosk-button--primary"
        disabled={!online}
        onClick={() => void start()}
      >
        {t`Send this cart to my phone`}
      </button>
      {!online ? <p className="kiosk-note">{t`Sending the cart needs a connection.`}</p> : null}
      {error ? (
        <p className="kiosk-error" role="alert">
          {error}
        </p>
      ) : null}
      <Dialog
        open={handoff !== null}
        onClose={() => setHandoff(null)}
        title={t`Scan with your phone`}
        name="kioskHandoff"
      >
        {handoff ? (
          <div className="kiosk-handoff__dialog">
            {taken ? (
              <p role="status" data-testid="kiosk-handoff-taken">
                {t`The cart is on your phone now. This tablet starts over.`}
              </p>
            ) : (
              <>
                <QrCode value={handoff.url} size={320} label={t`QR code for your phone`} />
                <p>{t`The code works once and for 10 minutes. After scanning, this tablet's cart is emptied.`}</p>
              </>
            )}
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}

function PickList({ cart }: { cart: Cart }) {
  const { t, i18n } = useLingui();
  const { bySku, binding } = useKioskData();
  const lines = sortPickList(
    cart.lines.map((l) => {
      const p = bySku.get(l.sku);
      return {
        sku: l.sku,
        name: l.name,
        quantity: l.quantity,
        aisle: p && p.qtyHere > 0 ? p.aisle : null,
        shelf: p && p.qtyHere > 0 ? p.shelf : null,
      };
    }),
  );
  const printed = i18n.date(new Date(), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="kiosk-picklist" aria-labelledby="kiosk-picklist-title">
      <div className="kiosk-picklist__screen">
        <h2 id="kiosk-picklist-title">{t`Pick list`}</h2>
        <p>{t`Print the cart with the shelf of each product, in the order you walk the store.`}</p>
        <button type="button" className="kiosk-button" onClick={() => window.print()}>
          {t`Print pick list`}
        </button>
      </div>
      <div className="kiosk-picklist__sheet" data-testid="kiosk-picklist">
        <p className="kiosk-picklist__head">
          {binding.store.name} · {printed}
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">{t`Aisle`}</th>
              <th scope="col">{t`Shelf`}</th>
              <th scope="col">{t`Product`}</th>
              <th scope="col">{t`Code`}</th>
              <th scope="col">{t`Quantity`}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.sku}>
                <td>{l.aisle ?? '—'}</td>
                <td>{l.shelf ?? '—'}</td>
                <td>{l.name}</td>
                <td>{l.sku}</td>
                <td>{l.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function KioskCartExtras() {
  const cart = useKioskCart();
  if (!cart || cart.lines.length === 0) return null;
  return (
    <div className="kiosk-cart-extras">
      <SendToPhone cart={cart} />
      <PickList cart={cart} />
    </div>
  );
}

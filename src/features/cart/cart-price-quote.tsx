// spec §1/§5 price request: from a cart total of 300 EUR (without transport) the cart offers "request a price
// quote" to a signed-in customer (a guest is told to sign in); the request takes the cart's lines and a comment.
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OfflineError } from '@/commerce/client';
import { requestPriceQuote } from '@/commerce/price-requests';
import { backEndMessage, OFFLINE_CHANGE } from '@/lib/account-messages';
import { canRequestPriceQuote } from '@/lib/cart-rules';
import type { Cents } from '@/lib/money';
import { isSignedIn } from '@/lib/session';
import { TextAreaField } from '@/ui/form-field';
import { useDraft } from '@/ui/use-draft';

const emptyComment = () => ({ comment: '' });

export function CartPriceQuote({ cartId, totalCents }: { cartId: string; totalCents: Cents }) {
  const { t, i18n } = useLingui();
  // the comment is kept on this device until the request is sent (a reload or an update loses nothing)
  const draft = useDraft(`price-quote:${cartId}`, emptyComment);
  const comment = draft.values.comment;
  const [opened, setOpen] = useState(false);
  const open = opened || comment !== '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const id = useId();
  if (!canRequestPriceQuote(totalCents)) return null;
  if (!isSignedIn())
    return <p className="cart-sidebar__notice">{t`Sign in to request a price quote for this cart.`}</p>;
  if (sent)
    return (
      <p className="cart-sidebar__notice" role="status">
        {t`Your price request no. ${sent} has been sent. You will get an answer by e-mail.`}
      </p>
    );
  if (!open)
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t`Request a price quote`}
      </button>
    );
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      setSent(await requestPriceQuote(cartId, comment));
      draft.clear();
    } catch (e) {
      const offline = e instanceof OfflineError || (e instanceof Error && e.cause instanceof OfflineError);
      setError(
        offline ? i18n._(OFFLINE_CHANGE) : backEndMessage(e instanceof Error ? e.message : String(e), i18n),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="cart-sidebar__quote"
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h3 id={`${id}-heading`}>{t`Request a price quote`}</h3>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <TextAreaField
        id={`${id}-comment`}
        label={t`Comment (optional)`}
        rows={3}
        value={comment}
        onChange={(text) => draft.set({ comment: text })}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t`Send the price request`}
      </button>
    </form>
  );
}

// The newsletter signup (issue 16 part 4), in the footer and in the newsletter modal: Magento's
// subscribeEmailToNewsletter; spec §5 "Please enter a valid e-mail address" before sending and "This email
// address already has been used" when the back end refuses; the welcome mail brings the 10 % first-order code.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { CommerceError } from '@/commerce/client';
import { subscribeToNewsletter, type NewsletterStatus } from '@/commerce/newsletter';
import { useOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';
import { newsletterDraft, newsletterSchema } from '@/lib/newsletter-form';
import { VALIDATION_MESSAGES, fieldErrors } from '@/lib/validation-messages';
import { TextField } from '@/ui/form-field';
import '@/features/marketing/marketing.css';

export interface NewsletterFormProps {
  locale: Locale;
  /** `footer`: a heading of its own; `modal`: the dialog's title names it */
  place: 'footer' | 'modal';
}

export function NewsletterForm({ locale, place }: NewsletterFormProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const id = useId();
  const [email, setEmail] = useState(newsletterDraft.get);
  const [shown, setShown] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<NewsletterStatus | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inputId = `newsletter-${place}-${id.replace(/[^a-z0-9]/gi, '')}`;
  useEffect(() => {
    if (attempt) document.getElementById(inputId)?.focus();
  }, [attempt, inputId]);

  const issues = v.safeParse(newsletterSchema, { email }).issues ?? [];
  const error = shown ? fieldErrors(issues, i18n).email : undefined;
  const change = (value: string) => {
    newsletterDraft.set(value);
    setEmail(value);
    setProblem(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (issues.length) {
      setAttempt((a) => a + 1);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const result = await subscribeToNewsletter(email.trim(), locale);
      if (result === 'SUBSCRIBED' || result === 'NOT_ACTIVE' || result === 'UNCONFIRMED') {
        newsletterDraft.set('');
        setStatus(result);
      } else setProblem(i18n._(VALIDATION_MESSAGES.newsletterEmailUsed));
    } catch (err) {
      // spec §5: a refusal by the back end reads "This email address already has been used"; anything else
      // is the network (what was typed stays)
      setProblem(
        err instanceof CommerceError
          ? i18n._(VALIDATION_MESSAGES.newsletterEmailUsed)
          : t`The subscription could not be sent. Please try again.`,
      );
      setAttempt((a) => a + 1);
    } finally {
      setSending(false);
    }
  };

  if (status)
    return (
      <p className="newsletter__done" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
        {status === 'SUBSCRIBED'
          ? t`Thank you for subscribing! We sent your 10% first-order discount code to ${email}.`
          : t`Almost done: please confirm your subscription with the link we sent to ${email}.`}
      </p>
    );

  return (
    <form
      className={`newsletter newsletter--${place}`}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={place === 'footer' ? undefined : t`Newsletter`}
      aria-labelledby={place === 'footer' ? 'footer-newsletter-heading' : undefined}
    >
      <p className="newsletter__lead">{t`Subscribe to our newsletter and get 10% off your first order.`}</p>
      <div className="newsletter__row">
        <TextField
          id={inputId}
          label={t`E-mail`}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={error ?? problem ?? undefined}
          onChange={change}
        />
        <button type="submit" className="button button--primary" disabled={!online || sending}>
          {sending ? t`Sending…` : t`Subscribe`}
        </button>
      </div>
      {!online ? (
        <p role="status" className="newsletter__note">
          {t`Subscribing needs an internet connection. What you typed is kept.`}
        </p>
      ) : null}
    </form>
  );
}

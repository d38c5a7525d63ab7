// The customer service page (issue 16 part 3): how to reach the shop (CMS page `klienditeenindus`), a
// contact form (Magento's contactUs, stored and mailed) and every store with its address and opening hours.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { CommerceError, OfflineError } from '@/commerce/client';
import { failureReason } from '@/lib/account-messages';
import { sendContactMessage, storesQueryOptions } from '@/commerce/contact';
import { cmsPageQueryOptions } from '@/commerce/content-pages';
import { useOnline } from '@/commerce/online';
import { contactSchema, emptyContact, type ContactValues } from '@/lib/contact-form';
import type { Locale } from '@/lib/locale';
import { fieldErrors } from '@/lib/validation-messages';
import { TextAreaField, TextField, focusFirstInvalid } from '@/ui/form-field';
import { HtmlContent } from '@/ui/html-content';
import { LoadingNote } from '@/ui/loading-note';
import '@/features/content/content.css';
import { useDraft } from '@/ui/use-draft';

const id = (name: string) => `contact-${name}`;

function ContactForm({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);
  // kept on this device until sent: a reload, an update or a lost connection loses nothing
  const draft = useDraft('contact', emptyContact);
  const values = draft.values;
  const [shown, setShown] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (attempt) focusFirstInvalid(formRef.current);
  }, [attempt]);

  const issues = v.safeParse(contactSchema, values).issues ?? [];
  const errors = shown ? fieldErrors(issues, i18n) : {};
  const set = (name: keyof ContactValues) => (value: string) => draft.set({ [name]: value });

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
      await sendContactMessage(values, locale);
      draft.clear();
      setSent(true);
    } catch (error) {
      // a refusal by the back end names what is wrong (translated); offline, what was typed waits
      setProblem(
        error instanceof CommerceError || error instanceof OfflineError
          ? failureReason(error, i18n)
          : t`The message could not be sent. Please try again.`,
      );
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <p className="bulk-form__done" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
        {t`Thank you! We received your message and will answer within one business day.`}
      </p>
    );

  return (
    <form
      ref={formRef}
      className="bulk-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="contact-heading"
    >
      <div className="field-row">
        <TextField
          id={id('name')}
          label={t`Name`}
          required
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <TextField
          id={id('telephone')}
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          value={values.telephone}
          error={errors.telephone}
          onChange={set('telephone')}
        />
      </div>
      <TextField
        id={id('email')}
        label={t`E-mail`}
        required
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={set('email')}
      />
      <TextAreaField
        id={id('comment')}
        label={t`Your message`}
        required
        rows={5}
        value={values.comment}
        error={errors.comment}
        onChange={set('comment')}
      />
      {!online ? (
        <p role="status" className="bulk-form__note">
          {t`Sending the message needs an internet connection. What you typed is kept.`}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!online || sending}>
        {sending ? t`Sending…` : t`Send message`}
      </button>
    </form>
  );
}

function Stores({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(storesQueryOptions(locale));
  if (!query.data) return <LoadingNote online={online} failed={query.isError} />;
  return (
    <ul className="stores">
      {query.data.map((store) => (
        <li key={store.code} className="store">
          <h3 className="store__name">{store.name}</h3>
          <p>{store.address}</p>
          {store.hours ? (
            <p>
              {t`Opening hours`}: {store.hours}
            </p>
          ) : null}
          {store.phone ? (
            <p>
              <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
            </p>
          ) : null}
          {store.email ? (
            <p>
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function CustomerServicePage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const online = useOnline();
  const page = useQuery(cmsPageQueryOptions(locale, 'klienditeenindus'));
  return (
    <div className="page container customer-service">
      <h1 className="page__title">{page.data?.heading || t`Customer service`}</h1>
      {page.data ? (
        <HtmlContent className="prose" html={page.data.html} />
      ) : page.data === undefined ? (
        <LoadingNote online={online} failed={page.isError} />
      ) : null}
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t`Write to us`}</h2>
        <ContactForm locale={locale} />
      </section>
      <section aria-labelledby="stores-heading">
        <h2 id="stores-heading">{t`Our stores`}</h2>
        <Stores locale={locale} />
      </section>
    </div>
  );
}

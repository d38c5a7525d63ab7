// spec §1 koormavedu: the application form. spec §5 rules and messages; up to 3 files of 10 MB (the
// server decides by content); what was typed survives a reload or a lost connection (a draft in local
// storage, cleared once the application is sent); offline the form says it needs the network.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { BulkTransportRefused, submitBulkTransport } from '@/commerce/bulk-transport';
import { CommerceError } from '@/commerce/client';
import { failureReason } from '@/lib/account-messages';
import { useOnline } from '@/commerce/online';
import {
  bulkTransportSchema,
  emptyBulkTransport,
  looksLikeAllowedUpload,
  SERVER_CODES,
  UPLOAD_ACCEPT,
  type BulkTransportField,
} from '@/lib/bulk-transport-form';
import type { Locale } from '@/lib/locale';
import { uploadIssue } from '@/lib/validation';
import { fieldErrors, messageId, validationMessage } from '@/lib/validation-messages';
import { FieldError, TextAreaField, TextField, focusFirstInvalid } from '@/ui/form-field';
import { useDraft } from '@/ui/use-draft';

const FORM = 'bulk-transport';
const id = (name: string) => `${FORM}-${name}`;

const today = () => new Date().toISOString().slice(0, 10);

export function BulkTransportForm({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);
  // what was typed is kept on this device until it is sent (ui/use-draft.ts)
  const draft = useDraft(FORM, emptyBulkTransport);
  const values = draft.values;
  const [files, setFiles] = useState<File[]>([]);
  const [shown, setShown] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [number, setNumber] = useState<number | null>(null);

  useEffect(() => {
    if (attempt) focusFirstInvalid(formRef.current);
  }, [attempt]);

  const issues = v.safeParse(bulkTransportSchema, values).issues ?? [];
  const fileMessage = (() => {
    const limit = uploadIssue(files);
    if (limit) return validationMessage({ message: limit }, i18n);
    if (files.some((f) => !looksLikeAllowedUpload(f.name)))
      return validationMessage({ message: messageId('uploadType') }, i18n);
    return undefined;
  })();
  const errors: Record<string, string> = {
    ...serverErrors,
    ...(shown ? fieldErrors(issues, i18n) : {}),
    ...(fileMessage ? { files: fileMessage } : {}),
  };

  const set = (name: BulkTransportField) => (value: string) => {
    draft.set({ [name]: value });
    setServerErrors(({ [name]: _, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (issues.length || fileMessage) {
      setAttempt((a) => a + 1);
      return;
    }
    setSending(true);
    setFailed(null);
    try {
      const sent = await submitBulkTransport(values, files, locale);
      draft.clear();
      setNumber(sent);
    } catch (error) {
      if (error instanceof BulkTransportRefused) {
        const byField: Record<string, string> = {};
        for (const e of error.errors) {
          const key = SERVER_CODES[e.code] ?? 'required';
          const field = e.field.startsWith('files') ? 'files' : e.field;
          byField[field] ??= validationMessage({ message: messageId(key), requirement: e.requirement }, i18n);
        }
        setServerErrors(byField);
        setAttempt((a) => a + 1);
      } else
        setFailed(
          error instanceof CommerceError
            ? failureReason(error, i18n)
            : t`The application could not be sent. Please try again.`,
        );
    } finally {
      setSending(false);
    }
  };

  if (number !== null)
    return (
      <div className="bulk-form__done" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
        <h2>{t`Thank you! Your application no. ${number} has been received.`}</h2>
        <p>{t`We will contact you within one business day. A confirmation has been sent to your e-mail.`}</p>
      </div>
    );

  const field = (name: BulkTransportField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={id(name)}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={set(name)}
      {...extra}
    />
  );

  return (
    <form ref={formRef} className="bulk-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="field-row">
        {field('name', t`Name`, { required: true, autoComplete: 'name' })}
        {field('phone', t`Phone`, {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
          placeholder: '+372 5…',
        })}
      </div>
      {field('email', t`E-mail`, { required: true, type: 'email', autoComplete: 'email' })}
      <div className="field-row">
        {field('address', t`Delivery address`, { required: true, autoComplete: 'street-address' })}
        {field('city', t`City`, { required: true, autoComplete: 'address-level2' })}
      </div>
      <div className="field-row">
        {field('material', t`Material (e.g. sand, gravel, soil)`, { required: true })}
        {field('quantity', t`Quantity (tonnes or m³)`, { required: true })}
      </div>
      {field('deliveryDate', t`Preferred delivery date`, { type: 'date', min: today() })}
      <TextAreaField
        id={id('comment')}
        label={t`Comment`}
        value={values.comment}
        error={errors.comment}
        onChange={set('comment')}
      />
      <div className="field">
        <label htmlFor={id('files')} className="field__label">
          {t`Attachments (plan, photo of the site)`}
        </label>
        <p id={`${id('files')}-hint`} className="field__hint">
          {t`Up to 3 files, each at most 10 MB: PDF, JPEG, PNG, WebP or HEIC.`}
        </p>
        <input
          id={id('files')}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="field__input"
          aria-invalid={errors.files ? true : undefined}
          aria-describedby={[`${id('files')}-hint`, errors.files ? `${id('files')}-error` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(e) => {
            setFiles(Array.from(e.target.files ?? []));
            setServerErrors(({ files: _, ...rest }) => rest);
          }}
        />
        <FieldError id={id('files')} error={errors.files} />
      </div>
      {!online ? (
        <p role="status" className="bulk-form__note">
          {t`Sending the application needs an internet connection. What you typed is kept.`}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="field__error">
          {failed}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!online || sending}>
        {sending ? t`Sending…` : t`Send application`}
      </button>
    </form>
  );
}

// spec §2 privaatsussatted ("My interests and approvals"), §4 privacy: the newsletter approval is on when
// either channel is, and switching it sets both channels; saving an approval without a channel is refused
// ("Something went wrong", danger toast, and the §5 message at the channels); success says so, a failed save
// shows its reason in a danger toast too (spec §8). The form follows the account's data until the person changes
// something: a refetch (tab shown again, connection back) no longer undoes unsaved choices.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { customerQueryOptions, savePrivacy, type Customer } from '@/commerce/customer-account';
import { useOnline } from '@/commerce/online';
import { dangerNotification, notifications, somethingWentWrong } from '@/lib/notifications';
import { VALIDATION_MESSAGES } from '@/lib/validation-messages';
import { LoadingNote } from '@/ui/loading-note';
import { AccountSection } from '@/features/account/account-section';
import { useAccountChange } from '@/features/account/use-account-change';

export function PrivacyPage() {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(customerQueryOptions());
  // the data the person started changing: the form stays on it (a new key would start it afresh)
  const [editedFrom, setEditedFrom] = useState<number | null>(null);
  const onEdited = (edited: boolean) =>
    setEditedFrom((from) => (edited ? (from ?? query.dataUpdatedAt) : null));
  return (
    <AccountSection title={t`My interests and approvals`}>
      {query.data ? (
        <PrivacyForm key={editedFrom ?? query.dataUpdatedAt} customer={query.data} onEdited={onEdited} />
      ) : (
        <LoadingNote online={online} failed={query.isError} />
      )}
    </AccountSection>
  );
}

function PrivacyForm({
  customer,
  onEdited,
}: {
  customer: Customer;
  /** true once the person changed something, false again when it is saved */
  onEdited: (edited: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState(!!customer.ax_newsletter_channel_email);
  const [sms, setSms] = useState(!!customer.ax_newsletter_channel_sms);
  const [approval, setApproval] = useState(email || sms);
  const [dataProcessing, setDataProcessing] = useState(!!customer.ax_accepts_data_processing);
  const [noChannel, setNoChannel] = useState(false);
  const change = useAccountChange();

  const toggleApproval = (on: boolean) => {
    onEdited(true);
    setApproval(on);
    setEmail(on);
    setSms(on);
  };
  const toggleChannel = (set: (v: boolean) => void, on: boolean) => {
    onEdited(true);
    set(on);
    if (on) setApproval(true);
    setNoChannel(false);
  };
  const onSubmit = async () => {
    if (approval && !email && !sms) {
      setNoChannel(true);
      notifications.send(dangerNotification(i18n._(somethingWentWrong)));
      return;
    }
    const failed = (message: string) => notifications.send(dangerNotification(message));
    if (await change.run(() => savePrivacy({ email, sms, dataProcessing }), failed)) {
      notifications.send({ type: 'success', message: t`Changes saved successfully` });
      onEdited(false);
    }
  };
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {change.error ? (
        <p className="form-alert" role="alert">
          {change.error}
        </p>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" checked={approval} onChange={(e) => toggleApproval(e.target.checked)} />
        <span>{t`I want to receive the newsletter with offers and advice`}</span>
      </label>
      <fieldset
        className="account-form__channels"
        aria-describedby={noChannel ? 'privacy-channel-error' : undefined}
      >
        <legend>{t`How would you like to receive it?`}</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={email}
            onChange={(e) => toggleChannel(setEmail, e.target.checked)}
          />
          <span>{t`By e-mail`}</span>
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={sms} onChange={(e) => toggleChannel(setSms, e.target.checked)} />
          <span>{t`By SMS`}</span>
        </label>
        {noChannel ? (
          <p id="privacy-channel-error" className="field__error">
            {i18n._(VALIDATION_MESSAGES.newsletterChannel)}
          </p>
        ) : null}
      </fieldset>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={dataProcessing}
          onChange={(e) => {
            onEdited(true);
            setDataProcessing(e.target.checked);
          }}
        />
        <span>{t`I agree that my personal data is processed to offer me suitable products and services`}</span>
      </label>
      <button type="submit" className="button button--primary" disabled={change.busy}>
        {t`Save`}
      </button>
    </form>
  );
}

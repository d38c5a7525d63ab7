// spec §1/§6/§9 clubs (issue 12 item 7): the customer's standing in the Masters club and the Professional club,
// joining the first and applying for the second (a 6-month trial; after it ends a new application only from
// the date the server gives). A business account already gets Masters club prices (spec §6).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { clubsQueryOptions, joinClub, type CustomerClub } from '@/commerce/clubs';
import { useOnline } from '@/commerce/online';
import type { ClubCode } from '@/commerce/generated/graphql';
import { formatDate, magentoTime } from '@/lib/dates';
import { notifications } from '@/lib/notifications';
import { LoadingNote } from '@/ui/loading-note';
import { AccountSection } from '@/features/account/account-section';
import { useAccountChange } from '@/features/account/use-account-change';

const CLUB_TEXT: Record<
  ClubCode,
  { name: MessageDescriptor; about: MessageDescriptor; join: MessageDescriptor }
> = {
  MASTERS: {
    name: msg`Masters club`,
    about: msg`Members pay Masters club prices on products that have them.`,
    join: msg`Join the Masters club`,
  },
  PROFESSIONAL: {
    name: msg`Professional club`,
    about: msg`Professionals get Masters club prices with a 6-month trial membership.`,
    join: msg`Apply for the Professional club`,
  },
};

const JOINED: Record<ClubCode, MessageDescriptor> = {
  MASTERS: msg`Welcome to the Masters club! Club prices apply from now on.`,
  PROFESSIONAL: msg`Your Professional club trial has started. Club prices apply from now on.`,
};

/** The server's UTC 'YYYY-MM-DD HH:MM:SS' as a date in Estonian time. */
const dayOf = (utc: string, locale: 'et' | 'ru') => formatDate(magentoTime(utc), locale);

export function ClubsPage() {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(clubsQueryOptions());
  return (
    <AccountSection title={t`Clubs`}>
      {query.data ? (
        <ul className="account-clubs">
          {query.data.map((club) => (
            <ClubCard key={club.code} club={club} />
          ))}
        </ul>
      ) : (
        <LoadingNote online={online} failed={query.isError} />
      )}
    </AccountSection>
  );
}

function ClubCard({ club }: { club: CustomerClub }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const change = useAccountChange(clubsQueryOptions().queryKey);
  const locale = i18n.locale === 'ru' ? 'ru' : 'et';
  const text = CLUB_TEXT[club.code];
  const name = i18n._(text.name);
  const headingId = `club-${club.code.toLowerCase()}`;
  const onJoin = async () => {
    if (await change.run(() => joinClub(queryClient, club.code)))
      notifications.send({ type: 'success', message: i18n._(JOINED[club.code]) });
  };
  const status = (() => {
    switch (club.status) {
      case 'MEMBER':
        return club.member_since
          ? t`You are a member since ${dayOf(club.member_since, locale)}.`
          : t`You are a member.`;
      case 'TRIAL':
        return club.trial_ends_at
          ? t`Your trial membership is valid until ${dayOf(club.trial_ends_at, locale)}.`
          : t`You are a member.`;
      case 'TRIAL_ENDED':
        return club.can_join || !club.reapply_from
          ? t`Your trial membership has ended. You can apply again.`
          : t`Your trial membership has ended. You can apply again from ${dayOf(club.reapply_from, locale)}.`;
      case 'INCLUDED':
        return t`Your business account already gets Masters club prices.`;
      default:
        return t`You are not a member.`;
    }
  })();
  const member = club.status === 'MEMBER' || club.status === 'TRIAL';
  return (
    <li className="account-clubs__item" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <p>{i18n._(text.about)}</p>
      <p className={member ? 'account-badge' : undefined}>{status}</p>
      {change.error ? (
        <p className="form-alert" role="alert">
          {change.error}
        </p>
      ) : null}
      {club.can_join ? (
        <button
          type="button"
          className="button button--primary"
          disabled={change.busy}
          onClick={() => void onJoin()}
        >
          {i18n._(text.join)}
        </button>
      ) : null}
    </li>
  );
}

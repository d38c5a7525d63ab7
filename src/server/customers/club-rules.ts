import { CLUB_MASTERS, CLUB_PRO } from '@/lib/club-groups';
import type { ClubMembershipRow } from '@/server/store/clubs';
import { shopperText } from '@/server/shopper-text';

// spec §1/§6/§9 clubs (issue 12 item 7): the Masters club is joined for good; the Professional club starts
// as a 6-month trial, and after a trial has ended a new application is accepted only once the configured
// number of days (PRO_CLUB_REAPPLY_DAYS, README) has passed. Business customers already get Masters club
// prices (spec §6: B2B counts as Masters club), so they join nothing. Dates are UTC 'YYYY-MM-DD HH:MM:SS'.

export const CLUB_IDS = [CLUB_MASTERS, CLUB_PRO] as const;
/** spec §9: Profiklubi trial 6 months */
export const PRO_TRIAL_MONTHS = 6;
export const DEFAULT_PRO_REAPPLY_DAYS = 90;

/** PRO_CLUB_REAPPLY_DAYS: days after a Professional club trial ended before a new application (default 90). */
export function proClubReapplyDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PRO_CLUB_REAPPLY_DAYS?.trim();
  if (!raw) return DEFAULT_PRO_REAPPLY_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 0 || days > 3650)
    throw new Error(`PRO_CLUB_REAPPLY_DAYS must be a whole number of days from 0 to 3650, got ${raw}`);
  return days;
}

export type ClubStatus = 'NONE' | 'MEMBER' | 'TRIAL' | 'TRIAL_ENDED' | 'INCLUDED';

export interface ClubState {
  clubId: number;
  status: ClubStatus;
  memberSince: string | null;
  /** the end of the current or the last Professional club trial */
  trialEndsAt: string | null;
  canJoin: boolean;
  /** after an ended trial: from when a new application is accepted */
  reapplyFrom: string | null;
}

export const sqlDateTime = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ');
const parse = (s: string): Date => new Date(`${s.replace(' ', 'T')}Z`);
const addDays = (s: string, days: number): string =>
  sqlDateTime(new Date(parse(s).getTime() + days * 86_400_000));

const isActive = (r: ClubMembershipRow, now: string) =>
  r.started_at <= now && (r.ends_at === null || r.ends_at > now);

/** Where the customer stands in each club at `now`. */
export function clubStates(
  rows: readonly ClubMembershipRow[],
  options: { now: string; business: boolean; reapplyDays: number },
): ClubState[] {
  return CLUB_IDS.map((clubId): ClubState => {
    const none: ClubState = {
      clubId,
      status: 'NONE',
      memberSince: null,
      trialEndsAt: null,
      canJoin: true,
      reapplyFrom: null,
    };
    if (options.business) return { ...none, status: 'INCLUDED', canJoin: false };
    const own = rows.filter((r) => r.club_id === clubId);
    const active = own.filter((r) => isActive(r, options.now)).at(-1);
    if (active)
      return {
        ...none,
        status: active.ends_at === null ? 'MEMBER' : 'TRIAL',
        memberSince: active.started_at,
        trialEndsAt: active.ends_at,
        canJoin: false,
      };
    const lastTrial = own.filter((r) => r.ends_at !== null && r.ends_at <= options.now).at(-1);
    if (!lastTrial?.ends_at) return none;
    const reapplyFrom = addDays(lastTrial.ends_at, options.reapplyDays);
    return {
      ...none,
      status: 'TRIAL_ENDED',
      trialEndsAt: lastTrial.ends_at,
      canJoin: options.now >= reapplyFrom,
      reapplyFrom,
    };
  });
}

export const BUSINESS_INCLUDED = shopperText('Your business account already gets Masters club prices.');
export const ALREADY_MEMBER = shopperText('You are already a member of this club.');
export const REAPPLY_TOO_EARLY = shopperText(
  'A new application for the Professional club is not accepted yet.',
);

/** Why the customer may not join the club now (a message for the shopper), or null. */
export function joinProblem(state: ClubState): string | null {
  if (state.canJoin) return null;
  if (state.status === 'INCLUDED') return BUSINESS_INCLUDED;
  if (state.status === 'MEMBER' || state.status === 'TRIAL') return ALREADY_MEMBER;
  return REAPPLY_TOO_EARLY;
}

/** How long a new membership of the club runs: the Professional club a trial, the Masters club open-ended. */
export const membershipMonths = (clubId: number): number | null =>
  clubId === CLUB_PRO ? PRO_TRIAL_MONTHS : null;

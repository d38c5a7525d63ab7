import { describe, expect, it } from 'vitest';
import {
  ALREADY_MEMBER,
  BUSINESS_INCLUDED,
  clubStates,
  joinProblem,
  membershipMonths,
  proClubReapplyDays,
  REAPPLY_TOO_EARLY,
} from '@/server/customers/club-rules';
import type { ClubMembershipRow } from '@/server/store/clubs';

// spec §1/§6/§9 club rules (issue 12 item 7), without a database.

const row = (club_id: number, started_at: string, ends_at: string | null): ClubMembershipRow => ({
  id: 1,
  customer_id: 7,
  club_id,
  started_at,
  ends_at,
});
const now = '2026-11-26 12:00:00';
const states = (rows: ClubMembershipRow[], business = false, reapplyDays = 90) =>
  Object.fromEntries(clubStates(rows, { now, business, reapplyDays }).map((s) => [s.clubId, s]));

describe('club states', () => {
  it('a new customer may join both clubs', () => {
    const s = states([]);
    expect(s[1]).toMatchObject({ status: 'NONE', canJoin: true });
    expect(s[2]).toMatchObject({ status: 'NONE', canJoin: true });
    expect(joinProblem(s[1]!)).toBeNull();
  });
  it('a Masters club member stays one; joining again is refused', () => {
    const s = states([row(1, '2026-01-01 10:00:00', null)]);
    expect(s[1]).toMatchObject({ status: 'MEMBER', canJoin: false, memberSince: '2026-01-01 10:00:00' });
    expect(joinProblem(s[1]!)).toBe(ALREADY_MEMBER);
    expect(s[2]!.canJoin).toBe(true);
  });
  it('a Professional club trial runs 6 months; the club is a trial, the Masters club open-ended', () => {
    expect(membershipMonths(2)).toBe(6);
    expect(membershipMonths(1)).toBeNull();
    const s = states([row(2, '2026-10-01 10:00:00', '2027-04-01 10:00:00')]);
    expect(s[2]).toMatchObject({ status: 'TRIAL', trialEndsAt: '2027-04-01 10:00:00', canJoin: false });
    expect(joinProblem(s[2]!)).toBe(ALREADY_MEMBER);
  });
  it('after a trial ends, a new application only from the configured number of days later', () => {
    const ended = [row(2, '2026-05-01 10:00:00', '2026-11-01 10:00:00')];
    expect(states(ended)[2]).toMatchObject({
      status: 'TRIAL_ENDED',
      canJoin: false,
      reapplyFrom: '2027-01-30 10:00:00',
    });
    expect(joinProblem(states(ended)[2]!)).toBe(REAPPLY_TOO_EARLY);
    expect(states(ended, false, 25)[2]).toMatchObject({ canJoin: true, reapplyFrom: '2026-11-26 10:00:00' });
    expect(states(ended, false, 0)[2]!.canJoin).toBe(true);
  });
  it('the newest trial counts', () => {
    const rows = [
      row(2, '2025-01-01 00:00:00', '2025-07-01 00:00:00'),
      row(2, '2026-06-01 00:00:00', '2026-12-01 00:00:00'),
    ];
    expect(states(rows)[2]!.status).toBe('TRIAL');
  });
  it('a business account has Masters club prices already and joins nothing', () => {
    const s = states([], true);
    expect(s[1]).toMatchObject({ status: 'INCLUDED', canJoin: false });
    expect(joinProblem(s[2]!)).toBe(BUSINESS_INCLUDED);
  });
});

describe('PRO_CLUB_REAPPLY_DAYS', () => {
  it('defaults to 90 and takes a whole number of days', () => {
    expect(proClubReapplyDays({})).toBe(90);
    expect(proClubReapplyDays({ PRO_CLUB_REAPPLY_DAYS: '30' })).toBe(30);
    expect(() => proClubReapplyDays({ PRO_CLUB_REAPPLY_DAYS: 'soon' })).toThrow(/PRO_CLUB_REAPPLY_DAYS/);
    expect(() => proClubReapplyDays({ PRO_CLUB_REAPPLY_DAYS: '-1' })).toThrow();
  });
});

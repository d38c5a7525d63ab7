import type { ShopContext } from '@/server/resolvers/context';
import { inputError } from '@/server/resolvers/errors';
import { clubMemberships, insertClubMembership } from '@/server/store/clubs';
import { priceCustomerOf } from '@/server/store/customers';
import { CLUB_MASTERS, CLUB_PRO } from '@/lib/club-groups';
import {
  clubStates,
  joinProblem,
  membershipMonths,
  proClubReapplyDays,
  sqlDateTime,
  type ClubState,
} from '@/server/customers/club-rules';

// spec §1/§6/§9 clubs (issue 12 item 7; schema/club-extensions.graphql). The customer is always the one
// signed in: nobody joins a club for someone else. The rules are in customers/club-rules.ts.

type ClubCode = 'MASTERS' | 'PROFESSIONAL';
const CLUB_OF_CODE: Record<ClubCode, number> = { MASTERS: CLUB_MASTERS, PROFESSIONAL: CLUB_PRO };
const CODE_OF_CLUB: Record<number, ClubCode> = { [CLUB_MASTERS]: 'MASTERS', [CLUB_PRO]: 'PROFESSIONAL' };

const shape = (s: ClubState) => ({
  code: CODE_OF_CLUB[s.clubId],
  group_id: s.clubId,
  status: s.status,
  member_since: s.memberSince,
  trial_ends_at: s.trialEndsAt,
  can_join: s.canJoin,
  reapply_from: s.reapplyFrom,
});

const statesOf = (ctx: ShopContext, customerId: number, now: Date) =>
  clubStates(clubMemberships(ctx.db, customerId), {
    now: sqlDateTime(now),
    business: priceCustomerOf(ctx.db, customerId, now).clientType === 'b2b',
    reapplyDays: proClubReapplyDays(),
  });

export const clubMutations = {
  joinClub: (_: unknown, args: { club: ClubCode }, ctx: ShopContext) => {
    const customerId = ctx.customer.require();
    const clubId = CLUB_OF_CODE[args.club];
    const now = new Date();
    // checked and written in one transaction: two joins at once make one membership
    const states = ctx.db.transaction(() => {
      const state = statesOf(ctx, customerId, now).find((s) => s.clubId === clubId)!;
      const problem = joinProblem(state);
      if (problem) throw inputError(problem);
      insertClubMembership(ctx.db, {
        customerId,
        clubId,
        now: sqlDateTime(now),
        months: membershipMonths(clubId),
      });
      return statesOf(ctx, customerId, now);
    })();
    // the storefront labels the club prices from the vsf-group cookie
    ctx.customer.refreshGroup();
    return { clubs: states.map(shape) };
  },
};

export const clubCustomerFields = {
  clubs: (c: { id: number }, _: unknown, ctx: ShopContext) => {
    if (ctx.customer.require() !== c.id) return [];
    // a trial that ended since sign-in: the cookie follows the prices again
    ctx.customer.refreshGroup();
    return statesOf(ctx, c.id, new Date()).map(shape);
  },
};

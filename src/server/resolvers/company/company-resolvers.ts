import { clientManagerEmail } from '@/server/mail/service-addresses';
import type { ShopContext } from '@/server/resolvers/context';
import { authorizationError, inputError, noSuchEntity } from '@/server/resolvers/errors';
import { checkPaging, pageInfo } from '@/server/resolvers/paging';
import { idFromUid } from '@/server/resolvers/uid';
import {
  companyById,
  companyMember,
  companyMembers,
  companyUser,
  insertCompanyMember,
  roleCounts,
  updateCompanyMember,
  type CompanyRow,
  type CompanyUserRow,
  type CompanyUserStatus,
} from '@/server/store/companies';
import { customerByEmail, customerById, updateCustomer } from '@/server/store/customers';
import { insertResetToken, revokeCustomerTokens } from '@/server/store/customer-tokens';
import { isoAfter, newToken, tokenHash } from '@/server/customers/tokens';
import { companyChangeRequestMail, companyInvitationMail } from '@/server/mail/company-mails';
import { saveContactMessage } from '@/server/store/contact-messages';
import { EMAIL_EXISTS, specify, validEmail, validPhone } from '@/server/resolvers/customer/account-input';
import {
  allRoles,
  grants,
  roleByUid,
  roleShape,
  type CompanyPermission,
} from '@/server/resolvers/company/company-roles';
import { companyShape, companyUserShape, type CompanyShape } from '@/server/resolvers/company/company-shape';

// B2B's company query and the admin's user management. Every resolver starts from the signed-in customer's
// own company user row: a customer sees only their own company, and each action checks the role's ACL
// resource on the server (spec §6: Worker, Buyer, Company admin).

const NOT_ALLOWED = 'You do not have authorization to perform this action.';
const COMMENT_MAX = 5000;
const INVITATION_LIFETIME_SECONDS = 7 * 24 * 3600;

interface Viewer {
  user: CompanyUserRow;
  company: CompanyRow;
}

/** The signed-in customer's active membership of an active company, or null for a private customer. */
function viewer(ctx: ShopContext): Viewer | null {
  const user = companyUser(ctx.db, ctx.customer.require());
  if (!user || user.status !== 'ACTIVE') return null;
  const company = companyById(ctx.db, user.company_id);
  return company && company.status === 'active' ? { user, company } : null;
}

export function requirePermission(ctx: ShopContext, permission: CompanyPermission): Viewer {
  const v = viewer(ctx);
  if (!v || !grants(v.user.role_code, permission)) throw authorizationError(NOT_ALLOWED);
  return v;
}

/**
 * A user of the viewer's own company, named by Customer.id (B2B's Int) or its base64 uid; another company's
 * user is "not found".
 */
function ownMember(ctx: ShopContext, v: Viewer, uid: string): CompanyUserRow {
  const id = /^\d+$/.test(uid) ? Number(uid) : idFromUid(uid);
  const member = companyMember(ctx.db, v.company.id, id);
  if (!member) throw noSuchEntity(`No such entity with id = ${uid}`);
  return member;
}

const roleFromInput = (uid: string) => {
  const role = roleByUid(uid);
  if (!role) throw noSuchEntity(`No such entity with role_id = ${uid}`);
  return role;
};

interface UsersArgs {
  currentPage?: number | null;
  pageSize?: number | null;
  filter?: { status?: CompanyUserStatus | null } | null;
}

export const companyFields = {
  company_admin: (c: CompanyShape, _: unknown, ctx: ShopContext) => {
    const admin = companyMembers(ctx.db, c.row.id, 'ACTIVE', 1, 0).rows.find((u) => u.role_code === 'admin');
    return admin ? companyUserShape(ctx.db, admin, ctx.customer.require()) : null;
  },
  users: (c: CompanyShape, args: UsersArgs, ctx: ShopContext) => {
    const v = requirePermission(ctx, 'Magento_Company::users_view');
    const size = args.pageSize ?? 20;
    const page = args.currentPage ?? 1;
    checkPaging(size, page);
    const { rows, total } = companyMembers(
      ctx.db,
      c.row.id,
      args.filter?.status ?? null,
      size,
      (page - 1) * size,
    );
    return {
      items: rows.map((u) => companyUserShape(ctx.db, u, v.user.customer_id)),
      total_count: total,
      page_info: pageInfo(total, size, page),
    };
  },
  user: (_: CompanyShape, args: { id: string }, ctx: ShopContext) => {
    const v = requirePermission(ctx, 'Magento_Company::users_view');
    return companyUserShape(ctx.db, ownMember(ctx, v, args.id), v.user.customer_id);
  },
  roles: (
    c: CompanyShape,
    args: { currentPage?: number | null; pageSize?: number | null },
    ctx: ShopContext,
  ) => {
    const size = args.pageSize ?? 20;
    const page = args.currentPage ?? 1;
    checkPaging(size, page);
    const counts = roleCounts(ctx.db, c.row.id);
    const all = allRoles().map((r) => roleShape(r.code, ctx.store, counts[r.code]));
    return {
      items: all.slice((page - 1) * size, page * size),
      total_count: all.length,
      page_info: pageInfo(all.length, size, page),
    };
  },
  role: (c: CompanyShape, args: { id: string }, ctx: ShopContext) => {
    const role = roleFromInput(args.id);
    return roleShape(role.code, ctx.store, roleCounts(ctx.db, c.row.id)[role.code]);
  },
};

/** Customer fields B2B adds: a company user's role, status and job title (null for a private customer). */
export const companyCustomerFields = {
  id: (c: { company_user_id?: number }) => c.company_user_id ?? null,
  role: (c: { id: number }, _: unknown, ctx: ShopContext) => {
    const u = companyUser(ctx.db, c.id);
    return u ? roleShape(u.role_code, ctx.store, roleCounts(ctx.db, u.company_id)[u.role_code]) : null;
  },
  status: (c: { id: number }, _: unknown, ctx: ShopContext) => companyUser(ctx.db, c.id)?.status ?? null,
  job_title: (c: { id: number }, _: unknown, ctx: ShopContext) =>
    companyUser(ctx.db, c.id)?.job_title ?? null,
};

export const companyQueries = {
  company: (_: unknown, __: unknown, ctx: ShopContext) => {
    const v = viewer(ctx);
    return v ? companyShape(ctx.db, v.company) : null;
  },
  isCompanyUserEmailAvailable: async (_: unknown, args: { email: string }, ctx: ShopContext) => {
    await ctx.limit('email-check');
    requirePermission(ctx, 'Magento_Company::users_edit');
    const email = validEmail(specify(args.email, 'email'));
    return { is_email_available: !customerByEmail(ctx.db, email) };
  },
};

interface UserCreateInput {
  email: string;
  firstname: string;
  lastname: string;
  job_title: string;
  role_id: string;
  status: CompanyUserStatus;
  telephone: string;
}

interface UserUpdateInput {
  id: string;
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  job_title?: string | null;
  role_id?: string | null;
  status?: CompanyUserStatus | null;
  telephone?: string | null;
}

/** The last active admin must stay one: a company is never left without someone who manages it. */
function keepsAnAdmin(ctx: ShopContext, v: Viewer, member: CompanyUserRow, next: CompanyUserRow): void {
  const losesAdmin = member.role_code === 'admin' && (next.role_code !== 'admin' || next.status !== 'ACTIVE');
  if (losesAdmin && roleCounts(ctx.db, v.company.id).admin <= 1)
    throw inputError('The company must keep at least one active company administrator.');
}

export const companyMutations = {
  createCompanyUser: async (_: unknown, args: { input: UserCreateInput }, ctx: ShopContext) => {
    const v = requirePermission(ctx, 'Magento_Company::users_edit');
    await ctx.limit('account');
    const i = args.input;
    const email = validEmail(specify(i.email, 'email'));
    const firstname = specify(i.firstname, 'firstname').slice(0, 255);
    const lastname = specify(i.lastname, 'lastname').slice(0, 255);
    const telephone = validPhone(specify(i.telephone, 'telephone'));
    const role = roleFromInput(specify(i.role_id, 'role_id'));
    if (customerByEmail(ctx.db, email)) throw inputError(EMAIL_EXISTS);
    const customerId = insertCompanyMember(
      ctx.db,
      v.company.id,
      {
        email,
        firstname,
        lastname,
        password_hash: null,
        personal_code: null,
        telephone,
        store_code: ctx.store,
        is_subscribed: false,
      },
      role.code,
      i.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
      i.job_title?.trim().slice(0, 255) || null,
    );
    // the invitation: a single-use link to choose a password (the reset-password page)
    const token = newToken();
    insertResetToken(ctx.db, tokenHash(token), customerId, isoAfter(new Date(), INVITATION_LIFETIME_SECONDS));
    await ctx.mailer.send(
      companyInvitationMail(
        ctx.store,
        ctx.origin,
        { email, firstname },
        {
          company: v.company.name,
          role: role.code,
          token,
        },
      ),
    );
    return {
      user: companyUserShape(ctx.db, companyMember(ctx.db, v.company.id, customerId)!, v.user.customer_id),
    };
  },

  updateCompanyUser: (_: unknown, args: { input: UserUpdateInput }, ctx: ShopContext) => {
    const v = requirePermission(ctx, 'Magento_Company::users_edit');
    const i = args.input;
    const member = ownMember(ctx, v, specify(i.id, 'id'));
    const next: CompanyUserRow = {
      ...member,
      role_code: i.role_id ? roleFromInput(i.role_id).code : member.role_code,
      status: i.status ?? member.status,
      job_title: i.job_title === undefined ? member.job_title : i.job_title?.trim().slice(0, 255) || null,
    };
    keepsAnAdmin(ctx, v, member, next);
    const customer = customerById(ctx.db, member.customer_id)!;
    const email = i.email?.trim();
    if (email && email.toLowerCase() !== customer.email.toLowerCase()) {
      validEmail(email);
      if (customerByEmail(ctx.db, email)) throw inputError(EMAIL_EXISTS);
    }
    ctx.db.transaction(() => {
      updateCompanyMember(ctx.db, v.company.id, member.customer_id, next);
      updateCustomer(ctx.db, member.customer_id, {
        ...(email ? { email } : {}),
        ...(i.firstname?.trim() ? { firstname: i.firstname.trim().slice(0, 255) } : {}),
        ...(i.lastname?.trim() ? { lastname: i.lastname.trim().slice(0, 255) } : {}),
        ...(i.telephone !== undefined && i.telephone !== null ? { telephone: validPhone(i.telephone) } : {}),
      });
      // a deactivated user's sessions end at once
      if (next.status === 'INACTIVE') revokeCustomerTokens(ctx.db, member.customer_id);
    })();
    return {
      user: companyUserShape(
        ctx.db,
        companyMember(ctx.db, v.company.id, member.customer_id)!,
        v.user.customer_id,
      ),
    };
  },

  /** spec §1: a change of the company's data is a request to its client manager, stored and mailed. */
  sendCompanyChangeRequest: async (_: unknown, args: { input: { comment: string } }, ctx: ShopContext) => {
    const v = requirePermission(ctx, 'Magento_Company::edit_account');
    const comment = (args.input.comment ?? '').trim();
    if (!comment) throw inputError('Comment field is required.');
    if (comment.length > COMMENT_MAX)
      throw inputError(`"comment" must not be longer than ${COMMENT_MAX} characters.`);
    const from = customerById(ctx.db, v.user.customer_id)!;
    const number = saveContactMessage(ctx.db, {
      store: ctx.store,
      name: `${from.firstname} ${from.lastname}`,
      email: from.email,
      telephone: from.telephone,
      comment,
      customerId: from.id,
      companyId: v.company.id,
    });
    try {
      await ctx.mailer.send(
        companyChangeRequestMail(clientManagerEmail(ctx.db, v.company.sales_representative_id), {
          number,
          company: v.company.name,
          idNumber: v.company.id_number,
          from,
          comment,
        }),
      );
    } catch (error) {
      // stored: the client manager still sees it; a retry would only send it twice
      console.error('company change request mail failed', error);
    }
    return { status: true };
  },
};

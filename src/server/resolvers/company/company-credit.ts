import { clientManagerEmail } from '@/server/mail/service-addresses';
import type { ShopContext } from '@/server/resolvers/context';
import { inputError } from '@/server/resolvers/errors';
import { money } from '@/server/resolvers/money';
import { requirePermission } from '@/server/resolvers/company/company-resolvers';
import { companyShape, type CompanyShape } from '@/server/resolvers/company/company-shape';
import { checkUploads, type UploadInput } from '@/server/resolvers/company/credit-uploads';
import { customerById } from '@/server/store/customers';
import { saveContactMessage } from '@/server/store/contact-messages';
import {
  availableCredit,
  companyCredit,
  hasOpenCreditApplication,
  insertCreditApplication,
  isCreditActive,
} from '@/server/store/company-credit';
import { creditApplicationMail } from '@/server/mail/credit-mails';

// Company credit (issue 12 item 5), only when the store config's is_company_credit_active is on (spec §6):
// B2B's Company.credit for the roles granted Magento_Company::credit (Company admin, Buyer), the credit
// application for the company admin (stored as a CreditRequest contact request, mailed to the client manager
// with its appendices), and refreshCreditLimit.

const CREDIT_OFF = 'Company credit is not available in this store.';
const MAX_AMOUNT_CENTS = 100_000_000; // 1 000 000 EUR
const MAX_TERM_DAYS = 365;
const GUARANTOR_MAX = 255;

function requireCreditActive(ctx: ShopContext): void {
  if (!isCreditActive(ctx.db, ctx.store)) throw inputError(CREDIT_OFF);
}

const creditShape = (ctx: ShopContext, companyId: number) => {
  const c = companyCredit(ctx.db, companyId);
  return {
    credit_limit: money(c.credit_limit),
    available_credit: money(availableCredit(c)),
    outstanding_balance: money(c.balance),
  };
};

export const companyCreditFields = {
  credit: (c: CompanyShape, _: unknown, ctx: ShopContext) => {
    requireCreditActive(ctx);
    requirePermission(ctx, 'Magento_Company::credit');
    return creditShape(ctx, c.row.id);
  },
  is_sent_applying_credit: (c: CompanyShape, _: unknown, ctx: ShopContext) =>
    isCreditActive(ctx.db, ctx.store) ? hasOpenCreditApplication(ctx.db, c.row.id) : null,
};

interface ApplicationInput {
  amount: number;
  payment_term: number;
  guarantor: string;
  files?: readonly UploadInput[] | null;
}

export const companyCreditMutations = {
  refreshCreditLimit: (_: unknown, __: unknown, ctx: ShopContext) => {
    requireCreditActive(ctx);
    const v = requirePermission(ctx, 'Magento_Company::credit');
    return { company: companyShape(ctx.db, v.company) };
  },

  /** spec §3 credit application: the company admin's (who may change the company's terms). */
  sendApplyingForCreditRequest: async (_: unknown, args: { input: ApplicationInput }, ctx: ShopContext) => {
    requireCreditActive(ctx);
    const v = requirePermission(ctx, 'Magento_Company::edit_account');
    await ctx.limit('account');
    const i = args.input;
    const amount = Math.round(Number(i.amount) * 100);
    if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_AMOUNT_CENTS)
      throw inputError('"amount" must be a positive sum of at most 1000000.');
    if (!Number.isInteger(i.payment_term) || i.payment_term < 1 || i.payment_term > MAX_TERM_DAYS)
      throw inputError(`"payment_term" must be a number of days from 1 to ${MAX_TERM_DAYS}.`);
    const guarantor = (i.guarantor ?? '').trim();
    if (!guarantor) throw inputError('"guarantor" is required.');
    if (guarantor.length > GUARANTOR_MAX)
      throw inputError(`"guarantor" must not be longer than ${GUARANTOR_MAX} characters.`);
    const files = await checkUploads(i.files ?? []);
    if (hasOpenCreditApplication(ctx.db, v.company.id))
      throw inputError('The credit application has already been sent to your client manager.');
    const from = customerById(ctx.db, v.user.customer_id)!;
    const paymentTermDays = i.payment_term;
    const number = ctx.db.transaction(() => {
      const messageId = saveContactMessage(ctx.db, {
        store: ctx.store,
        name: `${from.firstname} ${from.lastname}`,
        email: from.email,
        telephone: from.telephone,
        comment: `Credit application: ${amount / 100} EUR, ${paymentTermDays} days, guarantor ${guarantor}`,
        requestType: 'CreditRequest',
        customerId: from.id,
        companyId: v.company.id,
      });
      insertCreditApplication(ctx.db, {
        companyId: v.company.id,
        customerId: from.id,
        contactMessageId: messageId,
        amount,
        paymentTermDays,
        guarantor,
        files,
      });
      return messageId;
    })();
    try {
      await ctx.mailer.send(
        creditApplicationMail(clientManagerEmail(ctx.db, v.company.sales_representative_id), {
          number,
          company: v.company.name,
          idNumber: v.company.id_number,
          from,
          amount,
          paymentTermDays,
          guarantor,
          files,
        }),
      );
    } catch (error) {
      // stored: the client manager still sees it; a retry would only send it twice
      console.error('credit application mail failed', error);
    }
    return { status: true };
  },
};

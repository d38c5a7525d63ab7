import type { ShopContext } from '@/server/resolvers/context';
import { alreadyExists, inputError } from '@/server/resolvers/errors';
import { shopperText } from '@/server/shopper-text';
import { lengthProblem, MAX_LENGTH } from '@/server/input-rules';
import { isValidPersonalCode, isValidRegistryCode, isValidVatNumber } from '@/lib/estonian-ids';
import { listRegions } from '@/server/store/directory';
import { customerByEmail } from '@/server/store/customers';
import { companyById, companyByIdNumber, insertCompanyWithAdmin } from '@/server/store/companies';
import { assertPasswordStrength, hashPassword } from '@/server/customers/passwords';
import { companyReceivedMail } from '@/server/mail/company-mails';
import { EMAIL_EXISTS, specify, validEmail, validPhone } from '@/server/resolvers/customer/account-input';
import { companyShape } from '@/server/resolvers/company/company-shape';

// spec §1/§5 business registration: B2B's createCompany with the shop's registry code, the admin's own
// password, phone and personal code. The company and its admin account are created together and wait as
// pending until customer service decides (`npm run admin`); nobody is signed in (spec §4 registration).

export const REGISTRY_CODE_INVALID = shopperText('Registry code must contain 8 numbers');
export const REGISTRY_CODE_TAKEN = shopperText(
  'Company registry code is already registered, please contact customer support.',
);
const VAT_INVALID = shopperText('VAT number is incorrect');

interface CompanyCreateInput {
  company_name: string;
  company_email: string;
  legal_name?: string | null;
  vat_tax_id?: string | null;
  reseller_id?: string | null;
  id_number?: string | null;
  legal_address: {
    street: (string | null)[];
    city: string;
    postcode: string;
    country_id: string;
    region: { region_id?: number | null } | null;
    telephone: string;
  };
  company_admin: {
    email: string;
    firstname: string;
    lastname: string;
    job_title?: string | null;
    password?: string | null;
    telephone?: string | null;
    personal_code?: string | null;
  };
}

const registryCode = (value: string | null | undefined): string => {
  const code = specify(value, 'id_number');
  if (!isValidRegistryCode(code)) throw inputError(REGISTRY_CODE_INVALID);
  return code;
};

async function createCompany(ctx: ShopContext, input: CompanyCreateInput) {
  await ctx.limit('account');
  const a = input.legal_address;
  const admin = input.company_admin;
  const idNumber = registryCode(input.id_number);
  const vat = input.vat_tax_id?.trim().toUpperCase() || null;
  // spec §5 VAT number, the storefront's own rule (two letters and nine digits; an Estonian one by its check sum)
  if (vat && !isValidVatNumber(vat)) throw inputError(VAT_INVALID);
  const street = (a.street ?? []).map((s) => (s ?? '').trim()).filter(Boolean);
  const country = specify(a.country_id, 'country_id').toUpperCase();
  const postcode = specify(a.postcode, 'postcode');
  const tooLong = lengthProblem([
    ['company_name', input.company_name, MAX_LENGTH.company],
    ['legal_name', input.legal_name, MAX_LENGTH.company],
    ['reseller_id', input.reseller_id, MAX_LENGTH.vatId],
    ['city', a.city, MAX_LENGTH.city],
    ['postcode', postcode, MAX_LENGTH.postcode],
    ['firstname', admin.firstname, MAX_LENGTH.name],
    ['lastname', admin.lastname, MAX_LENGTH.name],
    ['job_title', admin.job_title, MAX_LENGTH.name],
    ...street.map((line): [string, string, number] => ['street', line, MAX_LENGTH.street]),
  ]);
  if (tooLong) throw inputError(tooLong);
  if (!street.length) throw inputError('"street" is required. Enter and try again.');
  if (street.length > MAX_LENGTH.streetLines)
    throw inputError(`"street" can hold at most ${MAX_LENGTH.streetLines} lines.`);
  if (!/^\d+$/.test(postcode)) throw inputError(shopperText('The field should contain only numbers'));
  if (country === 'EE' && postcode.length !== 5)
    throw inputError(shopperText('Postcode length should be exactly 5 numbers'));
  const regionId = a.region?.region_id ?? null;
  if (regionId !== null && !listRegions(ctx.db, [country]).some((r) => r.id === regionId))
    throw inputError(`Invalid value of "${regionId}" provided for the regionId field.`);
  const companyEmail = validEmail(specify(input.company_email, 'company_email'));
  const adminEmail = validEmail(specify(admin.email, 'email'));
  const personalCode = admin.personal_code?.trim() || null;
  if (personalCode && !isValidPersonalCode(personalCode))
    throw inputError(shopperText('Check your personal identification number'));
  const password = specify(admin.password, 'password');
  assertPasswordStrength(password);
  const companyPhone = validPhone(specify(a.telephone, 'telephone'))!;
  const adminPhone = validPhone(admin.telephone) ?? companyPhone;
  if (companyByIdNumber(ctx.db, idNumber)) throw alreadyExists(REGISTRY_CODE_TAKEN);
  if (customerByEmail(ctx.db, adminEmail)) throw inputError(EMAIL_EXISTS);
  const firstname = specify(admin.firstname, 'firstname');
  const { companyId } = insertCompanyWithAdmin(
    ctx.db,
    {
      name: specify(input.company_name, 'company_name'),
      legal_name: input.legal_name?.trim() || null,
      email: companyEmail,
      id_number: idNumber,
      vat_tax_id: vat,
      reseller_id: input.reseller_id?.trim() || null,
      street: JSON.stringify(street),
      city: specify(a.city, 'city'),
      postcode,
      country_code: country,
      region_id: regionId,
      telephone: companyPhone,
      store_code: ctx.store,
    },
    {
      email: adminEmail,
      firstname,
      lastname: specify(admin.lastname, 'lastname'),
      password_hash: await hashPassword(password),
      personal_code: personalCode,
      telephone: adminPhone,
      store_code: ctx.store,
      is_subscribed: false,
    },
    admin.job_title?.trim() || null,
  );
  const company = companyById(ctx.db, companyId)!;
  await ctx.mailer.send(companyReceivedMail(ctx.store, { email: adminEmail, firstname }, company.name));
  return { company: companyShape(ctx.db, company) };
}

export const companyRegistrationQueries = {
  /** spec §7: is the registry code free (a malformed code is not: it could never be registered). */
  isCompanyIdNumberAvailable: async (_: unknown, args: { id_number: string }, ctx: ShopContext) => {
    await ctx.limit('email-check');
    const code = registryCode(args.id_number);
    return { is_id_number_available: !companyByIdNumber(ctx.db, code) };
  },
};

export const companyRegistrationMutations = {
  createCompany: (_: unknown, args: { input: CompanyCreateInput }, ctx: ShopContext) =>
    createCompany(ctx, args.input),
};

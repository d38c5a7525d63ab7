import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { r as commerceRequest, t as CommerceError } from "./client-UmumqDEx.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
// \0graphql-document:ResetPasswordDocument
var ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}
    `);
// \0graphql-document:RequestPasswordResetDocument
var RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `);
// \0graphql-document:EmailAvailableDocument
var EmailAvailableDocument = new TypedDocumentString(`
    query EmailAvailable($email: String!) {
  isEmailAvailable(email: $email) {
    is_email_available
  }
}
    `);
// \0graphql-document:CreateCustomerDocument
var CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      email
    }
  }
}
    `);
// \0graphql-document:SignOutDocument
var SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  revokeCustomerToken {
    result
  }
}
    `);
// \0graphql-document:SignInDocument
var SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    `);
// src/commerce/availability-cache.ts
var TTL_MS = 6e4;
var MAX_ENTRIES = 20;
function cachedAvailability(ask) {
	const entries = /* @__PURE__ */ new Map();
	return (value, now = Date.now()) => {
		const key = value.trim().toLowerCase();
		const hit = entries.get(key);
		if (hit && now - hit.at < TTL_MS) return hit.available;
		const available = ask(key);
		available.catch(() => entries.delete(key));
		entries.delete(key);
		entries.set(key, {
			at: now,
			available
		});
		while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
		return available;
	};
}
// \0graphql-document:CompanyChangeRequestDocument
var CompanyChangeRequestDocument = new TypedDocumentString(`
    mutation CompanyChangeRequest($comment: String!) {
  sendCompanyChangeRequest(input: {comment: $comment}) {
    status
  }
}
    `);
// \0graphql-document:UpdateCompanyUserDocument
var UpdateCompanyUserDocument = new TypedDocumentString(`
    mutation UpdateCompanyUser($input: CompanyUserUpdateInput!) {
  updateCompanyUser(input: $input) {
    user {
      id
      status
    }
  }
}
    `);
// \0graphql-document:CreateCompanyUserDocument
var CreateCompanyUserDocument = new TypedDocumentString(`
    mutation CreateCompanyUser($input: CompanyUserCreateInput!) {
  createCompanyUser(input: $input) {
    user {
      email
    }
  }
}
    `);
// \0graphql-document:CompanyUsersDocument
var CompanyUsersDocument = new TypedDocumentString(`
    query CompanyUsers {
  company {
    users(pageSize: 100) {
      total_count
      items {
        id
        firstname
        lastname
        email
        job_title
        status
        role {
          id
          role_code
        }
      }
    }
  }
}
    `);
// \0graphql-document:CompanyDocument
var CompanyDocument = new TypedDocumentString(`
    query Company {
  company {
    id
    name
    legal_name
    email
    id_number
    vat_tax_id
    legal_address {
      street
      city
      postcode
      region {
        region
      }
      telephone
    }
    sales_representative {
      firstname
      lastname
      email
    }
    company_admin {
      firstname
      lastname
      email
    }
    roles {
      items {
        id
        name
        role_code
      }
    }
  }
  customer {
    role {
      role_code
    }
  }
}
    `);
// \0graphql-document:CompanyIdNumberAvailableDocument
var CompanyIdNumberAvailableDocument = new TypedDocumentString(`
    query CompanyIdNumberAvailable($idNumber: String!) {
  isCompanyIdNumberAvailable(id_number: $idNumber) {
    is_id_number_available
  }
}
    `);
// src/commerce/company.ts
var CreateCompanyMutation = new TypedDocumentString(`
    mutation CreateCompany($input: CompanyCreateInput!) {
  createCompany(input: $input) {
    company {
      id
      status
    }
  }
}
    `);
var CompanyIdNumberAvailableQuery = CompanyIdNumberAvailableDocument;
var compact = (s) => s.replace(/[\s-]/g, "");
/** Registers the company and its admin (the person registering); throws Magento's messages. */
async function registerCompany(person, company) {
	if (!(await commerceRequest(CreateCompanyMutation, { input: {
		company_name: company.name.trim(),
		company_email: company.billingEmail.trim(),
		id_number: company.registryCode.trim(),
		...company.vatNumber.trim() ? { vat_tax_id: company.vatNumber.trim().toUpperCase() } : {},
		legal_address: {
			street: [company.street.trim()],
			city: company.city.trim(),
			postcode: company.postcode.trim(),
			country_id: "EE",
			region: company.regionId ? { region_id: company.regionId } : {},
			telephone: compact(person.telephone)
		},
		company_admin: {
			email: person.email.trim(),
			firstname: person.firstname.trim(),
			lastname: person.lastname.trim(),
			password: person.password,
			telephone: compact(person.telephone),
			...person.personalCode ? { personal_code: person.personalCode.trim() } : {}
		}
	} })).createCompany?.company) throw new Error("Customer registration error");
}
/** True when no live company has the registry code; throws when the check itself fails (§5: it passes). */
var isCompanyIdNumberAvailable = cachedAvailability((idNumber) => commerceRequest(CompanyIdNumberAvailableQuery, { idNumber }).then((d) => d.isCompanyIdNumberAvailable?.is_id_number_available !== false));
var CompanyQueryDocument = CompanyDocument;
var CompanyUsersQuery = CompanyUsersDocument;
var CreateCompanyUserMutation = CreateCompanyUserDocument;
var UpdateCompanyUserMutation = UpdateCompanyUserDocument;
var CompanyChangeRequestMutation = CompanyChangeRequestDocument;
var companyQueryKey = ["company"];
/** The signed-in customer's company (null for a private customer) and their own role in it. */
var companyQueryOptions = () => queryOptions({
	queryKey: [...companyQueryKey, "info"],
	queryFn: async ({ signal }) => {
		const data = await commerceRequest(CompanyQueryDocument, {}, { signal });
		return {
			company: data.company ?? null,
			role: data.customer?.role?.role_code ?? null
		};
	},
	staleTime: 0
});
/** The company's users (the company admin's view). */
var companyUsersQueryOptions = () => queryOptions({
	queryKey: [...companyQueryKey, "users"],
	queryFn: async ({ signal }) => ((await commerceRequest(CompanyUsersQuery, {}, { signal })).company?.users?.items ?? []).filter((u) => !!u),
	staleTime: 0
});
/** The company admin invites a user: an account in the company, a mail with a link to choose a password. */
async function inviteCompanyUser(user) {
	await commerceRequest(CreateCompanyUserMutation, { input: {
		firstname: user.firstname.trim(),
		lastname: user.lastname.trim(),
		email: user.email.trim(),
		job_title: user.jobTitle.trim(),
		telephone: compact(user.telephone),
		role_id: user.roleId,
		status: "ACTIVE"
	} });
}
async function updateCompanyUser(id, change) {
	await commerceRequest(UpdateCompanyUserMutation, { input: {
		id,
		...change.roleId ? { role_id: change.roleId } : {},
		...change.status ? { status: change.status } : {}
	} });
}
/** spec §1: company data changes are requests to the client manager. */
async function requestCompanyChange(comment) {
	await commerceRequest(CompanyChangeRequestMutation, { comment: comment.trim() });
}
// src/commerce/customer-session.ts
var SignInMutation = SignInDocument;
var SignOutMutation = SignOutDocument;
var CreateCustomerMutation = CreateCustomerDocument;
var EmailAvailableQuery = EmailAvailableDocument;
var RequestPasswordResetMutation = RequestPasswordResetDocument;
var ResetPasswordMutation = ResetPasswordDocument;
/** spec §8: account calls throw the joined messages of the whole error list. */
async function accountCall(call) {
	try {
		return await call();
	} catch (error) {
		if (error instanceof CommerceError) throw new Error(error.joinedMessage, { cause: error });
		throw error;
	}
}
/** Signs in by e-mail and password; the server sets the session cookie. spec §5: no token → error. */
async function signIn(email, password) {
	if (!(await accountCall(() => commerceRequest(SignInMutation, {
		email: email.trim(),
		password
	}))).generateCustomerToken?.token) throw new Error("Customer sign-in error");
}
async function signOut() {
	await commerceRequest(SignOutMutation);
}
/**
* spec §4 registration: personal customers are signed in right after the account is created; a business
* customer's company waits for customer service (spec §1), so nobody is signed in. Answers whether the
* account waits for activation.
*/
async function register(input) {
	if (input.company) {
		await accountCall(() => registerCompany(input, input.company));
		return { pending: true };
	}
	if (!(await accountCall(() => commerceRequest(CreateCustomerMutation, { input: {
		firstname: input.firstname.trim(),
		lastname: input.lastname.trim(),
		email: input.email.trim(),
		password: input.password,
		is_subscribed: input.isSubscribed,
		...input.personalCode ? { personal_code: input.personalCode.trim() } : {},
		...input.telephone ? { telephone: input.telephone.replace(/[\s-]/g, "") } : {},
		...input.ticket ? { eid_ticket: input.ticket } : {}
	} }))).createCustomerV2?.customer) throw new Error("Customer registration error");
	await signIn(input.email, input.password);
	return { pending: false };
}
/** spec §7 email check (cached 60 s / 20 entries): true when no account uses the address; throws when the
* check fails (the caller lets it pass, §5). */
var isEmailAvailable = cachedAvailability((email) => commerceRequest(EmailAvailableQuery, { email }).then((d) => d.isEmailAvailable?.is_email_available !== false));
async function requestPasswordReset(email) {
	await accountCall(() => commerceRequest(RequestPasswordResetMutation, { email: email.trim() }));
}
async function resetPassword(email, token, password) {
	if (!(await accountCall(() => commerceRequest(ResetPasswordMutation, {
		email: email.trim(),
		token,
		password
	}))).resetPassword) throw new Error("Your password reset link has expired.");
}
export { resetPassword as a, companyQueryKey as c, inviteCompanyUser as d, isCompanyIdNumberAvailable as f, requestPasswordReset as i, companyQueryOptions as l, updateCompanyUser as m, isEmailAvailable as n, signIn as o, requestCompanyChange as p, register as r, signOut as s, accountCall as t, companyUsersQueryOptions as u };

import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { r as commerceRequest } from "./client-UmumqDEx.js";
import { t as accountCall } from "./customer-session-DF8KEMu5.js";
// \0graphql-document:RelatedAccountsDocument
var RelatedAccountsDocument = new TypedDocumentString(`
    mutation RelatedAccounts($token: String!) {
  getRelatedCustomersByIdNumber(token: $token) {
    name
    value
  }
}
    `);
// \0graphql-document:UpdateCustomerByTokenDocument
var UpdateCustomerByTokenDocument = new TypedDocumentString(`
    mutation UpdateCustomerByToken($input: UpdateCustomerByTokenInput!) {
  updateCustomerByToken(input: $input) {
    token
  }
}
    `);
// \0graphql-document:WebEidAuthenticateDocument
var WebEidAuthenticateDocument = new TypedDocumentString(`
    mutation WebEidAuthenticate($token: String!, $nonce: String!) {
  webEidAuthenticate(token: $token, nonce: $nonce) {
    ...EidStatusFields
  }
}
    fragment EidStatusFields on EidAuthenticationStatus {
  state
  result
  outcome
  registration {
    firstname
    lastname
    personal_code
    ticket
  }
  accounts {
    token
    status
    has_data_changes
    label
    kind
    email
    firstname
    lastname
    telephone
  }
}`);
// \0graphql-document:WebEidChallengeDocument
var WebEidChallengeDocument = new TypedDocumentString(`
    mutation WebEidChallenge {
  webEidChallenge {
    nonce
  }
}
    `);
// \0graphql-document:SelectAccountDocument
var SelectAccountDocument = new TypedDocumentString(`
    mutation SelectAccount($token: String!) {
  selectRelatedAccount(token: $token) {
    token
  }
}
    `);
// \0graphql-document:CancelEidDocument
var CancelEidDocument = new TypedDocumentString(`
    mutation CancelEid($session: String!) {
  cancelEidAuthentication(session_id: $session)
}
    `);
// \0graphql-document:EidStatusDocument
var EidStatusDocument = new TypedDocumentString(`
    mutation EidStatus($session: String!) {
  eidAuthenticationStatus(session_id: $session) {
    ...EidStatusFields
  }
}
    fragment EidStatusFields on EidAuthenticationStatus {
  state
  result
  outcome
  registration {
    firstname
    lastname
    personal_code
    ticket
  }
  accounts {
    token
    status
    has_data_changes
    label
    kind
    email
    firstname
    lastname
    telephone
  }
}`);
new TypedDocumentString(`
    fragment EidStatusFields on EidAuthenticationStatus {
  state
  result
  outcome
  registration {
    firstname
    lastname
    personal_code
    ticket
  }
  accounts {
    token
    status
    has_data_changes
    label
    kind
    email
    firstname
    lastname
    telephone
  }
}
    `, { "fragmentName": "EidStatusFields" });
// \0graphql-document:StartEidDocument
var StartEidDocument = new TypedDocumentString(`
    mutation StartEid($input: EidAuthenticationInput!) {
  startEidAuthentication(input: $input) {
    session_id
    verification_code
  }
}
    `);
// src/lib/web-eid.ts
var WebEidError = class extends Error {
	code;
	constructor(code) {
		super(code);
		this.code = code;
		this.name = "WebEidError";
	}
};
var ACK_TIMEOUT_MS = 2e3;
var USER_TIMEOUT_MS = 12e4;
function webEidAuthenticate(challengeNonce, lang, target = window) {
	return new Promise((resolve, reject) => {
		let ackTimer = setTimeout(() => finish(new WebEidError("ERR_WEBEID_EXTENSION_UNAVAILABLE")), ACK_TIMEOUT_MS);
		const finish = (result) => {
			clearTimeout(ackTimer);
			target.removeEventListener("message", onMessage);
			if (result instanceof Error) reject(result);
			else resolve(result);
		};
		const onMessage = (event) => {
			if (event.source !== target || typeof event.data !== "object" || !event.data) return;
			const data = event.data;
			if (data.action === "web-eid:authenticate-ack") {
				clearTimeout(ackTimer);
				ackTimer = setTimeout(() => finish(new WebEidError("ERR_WEBEID_USER_TIMEOUT")), USER_TIMEOUT_MS);
			} else if (data.action === "web-eid:authenticate-success" && data.unverifiedCertificate && data.signature) finish({
				unverifiedCertificate: data.unverifiedCertificate,
				algorithm: data.algorithm ?? "",
				signature: data.signature,
				format: data.format ?? "",
				appVersion: data.appVersion ?? ""
			});
			else if (data.action === "web-eid:authenticate-failure") finish(new WebEidError(data.error?.code ?? "ERR_WEBEID_UNKNOWN_ERROR"));
		};
		target.addEventListener("message", onMessage);
		target.postMessage({
			action: "web-eid:authenticate",
			challengeNonce,
			options: { lang }
		}, target.location.origin);
	});
}
// src/commerce/eid.ts
var StartEidMutation = StartEidDocument;
var EidStatusMutation = EidStatusDocument;
var CancelEidMutation = CancelEidDocument;
var SelectAccountMutation = SelectAccountDocument;
var WebEidChallengeMutation = WebEidChallengeDocument;
var WebEidAuthenticateMutation = WebEidAuthenticateDocument;
/** SK's sessions end after 5 minutes; the client stops asking a little later. */
var CLIENT_DEADLINE_MS = 33e4;
async function startEid(input) {
	const s = (await accountCall(() => commerceRequest(StartEidMutation, { input: {
		method: input.method === "smart-id" ? "SMART_ID" : "MOBILE_ID",
		personal_code: input.personalCode.trim(),
		...input.phone ? { phone: input.phone } : {}
	} }))).startEidAuthentication;
	if (!s) throw new Error("Authentication failed");
	return {
		sessionId: s.session_id,
		verificationCode: s.verification_code
	};
}
async function pollEid(sessionId, signal, now = () => Date.now()) {
	const deadline = now() + CLIENT_DEADLINE_MS;
	while (!signal?.aborted) {
		if (now() > deadline) return {
			kind: "failed",
			code: "EXPIRED"
		};
		const status = (await commerceRequest(EidStatusMutation, { session: sessionId })).eidAuthenticationStatus;
		if (!status || status.state === "RUNNING") continue;
		return outcomeOf(status);
	}
	return {
		kind: "failed",
		code: "CANCELLED"
	};
}
/** A finished sign-in: signed in, registration offered, accounts to choose from, or SK's failure. */
function outcomeOf(status) {
	if (status.result !== "OK") return {
		kind: "failed",
		code: status.result ?? "UNKNOWN"
	};
	if (status.outcome === "SIGNED_IN") return { kind: "signedIn" };
	if (status.outcome === "REGISTER" && status.registration) {
		const r = status.registration;
		return {
			kind: "register",
			prefill: {
				firstname: r.firstname,
				lastname: r.lastname,
				personalCode: r.personal_code,
				ticket: r.ticket
			}
		};
	}
	return {
		kind: "accounts",
		accounts: (status.accounts ?? []).flatMap((a) => a ? [{
			...a,
			kind: a.kind === "company" ? "company" : "customer"
		}] : [])
	};
}
/**
* ID-card through Web eID. Without the extension (or with the card software failing) it throws spec §8's
* "ID card identification failed"; a token the back end refuses ends as a failure code.
*/
async function idCardSignIn(lang) {
	const challenge = (await commerceRequest(WebEidChallengeMutation)).webEidChallenge;
	if (!challenge) throw new Error("Authentication failed");
	let token;
	try {
		token = await webEidAuthenticate(challenge.nonce, lang);
	} catch (error) {
		if (error instanceof WebEidError && error.code === "ERR_WEBEID_USER_CANCELLED") return {
			kind: "failed",
			code: "USER_CANCELLED"
		};
		throw new Error("ID card identification failed", { cause: error });
	}
	const status = (await commerceRequest(WebEidAuthenticateMutation, {
		token: JSON.stringify(token),
		nonce: challenge.nonce
	})).webEidAuthenticate;
	if (!status) throw new Error("Authentication failed");
	return outcomeOf(status);
}
async function cancelEid(sessionId) {
	await commerceRequest(CancelEidMutation, { session: sessionId });
}
var UpdateByTokenMutation = UpdateCustomerByTokenDocument;
var RelatedAccountsMutation = RelatedAccountsDocument;
/** spec §4 first-login: the person confirms (or corrects) the account's details; then it opens. */
async function confirmDetails(input) {
	if (!(await accountCall(() => commerceRequest(UpdateByTokenMutation, { input: {
		token: input.token,
		firstname: input.firstname.trim(),
		lastname: input.lastname.trim(),
		...input.telephone ? { telephone: input.telephone } : {}
	} }))).updateCustomerByToken?.token) throw new Error("Customer sign-in error");
}
/** spec §1, §7: the signed-in person's other accounts (label and one-time selection token). */
async function relatedAccounts() {
	return ((await commerceRequest(RelatedAccountsMutation, { token: "vsf-customer-cookie" })).getRelatedCustomersByIdNumber ?? []).flatMap((kv) => kv?.name && kv.value ? [{
		label: kv.name,
		token: kv.value
	}] : []);
}
async function selectAccount(token) {
	if (!(await accountCall(() => commerceRequest(SelectAccountMutation, { token }))).selectRelatedAccount?.token) throw new Error("Customer sign-in error");
}
export { relatedAccounts as a, pollEid as i, confirmDetails as n, selectAccount as o, idCardSignIn as r, startEid as s, cancelEid as t };

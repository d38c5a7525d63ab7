import { _t as overlays, gt as authModes } from "../render.js";
import { n as backEndMessage } from "./account-messages-euibqbJX.js";
import { f as isCompanyIdNumberAvailable, n as isEmailAvailable, o as signIn, r as register } from "./customer-session-DF8KEMu5.js";
import { i as pollEid, n as confirmDetails, o as selectAccount, r as idCardSignIn, s as startEid, t as cancelEid } from "./eid-D6AYQT5g.js";
import { i as customerQueryOptions } from "./customer-account-KUgsSOqr.js";
import { i as session } from "./session-BL6rXDkQ.js";
import { a as firstLoginSchema, c as registrationSchema, i as emptyRegistration, n as emailSignInSchema, o as mobileIdSchema, r as emptyCompany, t as companySchema, u as smartIdSchema } from "./auth-C5mC5hjB.js";
import { a as fieldId, i as TextField, l as messageId, n as PasswordField } from "./form-field-DbC_Etxa.js";
import { t as useValidatedForm } from "./use-validated-form-QlvHNf_C.js";
import { T as isValidRegistryCode, s as isAvailable } from "./validation-C3R-wYId.js";
import { t as CountySelect } from "./county-select-DXtaP732.js";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { useEffect, useMemo, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { useActorRef, useSelector } from "@xstate/react";
import { assign, fromPromise, setup } from "xstate";
import * as v from "valibot";
// src/features/auth/auth-messages.ts
var EID_MESSAGES = {
	USER_REFUSED: { id: "DltTAv" },
	USER_CANCELLED: { id: "DltTAv" },
	USER_REFUSED_DISPLAYTEXTANDPIN: { id: "DltTAv" },
	USER_REFUSED_VC_CHOICE: { id: "DltTAv" },
	TIMEOUT: { id: "VUKuR1" },
	EXPIRED: { id: "VUKuR1" },
	WRONG_VC: { id: "GSLvT3" },
	NOT_MID_CLIENT: { id: "dyKCdn" },
	NO_ACCOUNT: { id: "zi3Vh3" },
	DOCUMENT_UNUSABLE: { id: "lmogUs" },
	PHONE_ABSENT: { id: "pApqzU" },
	DELIVERY_ERROR: { id: "ovJZV3" },
	SIM_ERROR: { id: "sxIhbA" },
	SIGNATURE_HASH_MISMATCH: { id: "DH3Y7i" }
};
/** spec §8 "Authentication failed" when nothing more precise is known. */
var AUTHENTICATION_FAILED = { id: "htuqBH" };
/** spec §8 ID-card failure and its help. */
var ID_CARD_FAILED = { id: "MeTxs3" };
var ID_CARD_HELP = [
	{ id: "bIPPRt" },
	{ id: "MOvxvR" },
	{ id: "ikKZha" },
	{ id: "o6/9Ku" }
];
function authFailureMessage(failure, i18n) {
	if (failure.kind === "eid") return i18n._(EID_MESSAGES[failure.code] ?? AUTHENTICATION_FAILED);
	if (failure.text === "ID card identification failed") return i18n._(ID_CARD_FAILED);
	return backEndMessage(failure.text, i18n);
}
// src/features/auth/auth.machine.ts
var failure = (error) => ({
	kind: "message",
	text: error instanceof Error ? error.message : String(error)
});
var notProvided = (name) => () => Promise.reject(/* @__PURE__ */ new Error(`${name} actor not provided`));
/** A company account waiting for activation by customer service cannot be entered yet (spec §1). */
var usable = (a) => a.status !== "pending";
var accountsOf = (context) => context.outcome?.kind === "accounts" ? context.outcome.accounts : [];
var outcomeIs = (kind) => ({ context }) => context.outcome?.kind === kind;
var authMachine = setup({
	types: {
		context: {},
		events: {},
		input: {}
	},
	actors: {
		signIn: fromPromise(notProvided("signIn")),
		startEid: fromPromise(notProvided("startEid")),
		pollEid: fromPromise(notProvided("pollEid")),
		cancelEid: fromPromise(notProvided("cancelEid")),
		idCard: fromPromise(notProvided("idCard")),
		register: fromPromise(notProvided("register")),
		selectAccount: fromPromise(notProvided("selectAccount")),
		confirmDetails: fromPromise(notProvided("confirmDetails")),
		/** spec §4 login by token: customer cart (guest cart merged), user, company, wishlist. */
		establish: fromPromise(notProvided("establish"))
	},
	actions: {
		takeOutcome: assign({ outcome: (_, params) => params.outcome }),
		choose: assign({ chosen: ({ context }, params) => context.accounts.find((a) => a.token === params.token) ?? null })
	},
	guards: { canChoose: ({ context }, params) => context.accounts.some((a) => a.token === params.token && usable(a)) }
}).createMachine({
	id: "auth",
	context: ({ input }) => ({
		error: null,
		eid: null,
		eidFrom: "login",
		prefill: null,
		accounts: [],
		chosen: null,
		registered: false,
		pending: false,
		outcome: null,
		startStep: input.step === "register" ? "register" : "login"
	}),
	initial: "opening",
	on: { "auth.goTo": [{
		guard: ({ event }) => event.step === "register",
		target: ".register",
		actions: assign({ error: null })
	}, {
		target: ".login",
		actions: assign({
			error: null,
			prefill: null
		})
	}] },
	states: {
		opening: { always: [{
			guard: ({ context }) => context.startStep === "register",
			target: "register"
		}, { target: "login" }] },
		login: {
			tags: ["login"],
			entry: assign({
				eid: null,
				eidFrom: "login"
			}),
			on: {
				"auth.emailSignIn": {
					target: "signingIn",
					actions: assign({ error: null })
				},
				"auth.eidStart": {
					target: "eidStarting",
					actions: assign({ error: null })
				},
				"auth.idCard": {
					target: "idCard",
					actions: assign({ error: null })
				}
			}
		},
		signingIn: {
			tags: ["login", "busy"],
			invoke: {
				src: "signIn",
				input: ({ event }) => {
					const e = event;
					return {
						email: e.email,
						password: e.password
					};
				},
				onDone: "establishing",
				onError: {
					target: "login",
					actions: assign({ error: ({ event }) => failure(event.error) })
				}
			}
		},
		eidStarting: {
			tags: ["login", "busy"],
			invoke: {
				src: "startEid",
				input: ({ event }) => event.input,
				onDone: {
					target: "eidWaiting",
					actions: assign({ eid: ({ event }) => event.output })
				},
				onError: {
					target: "back",
					actions: assign({ error: ({ event }) => failure(event.error) })
				}
			}
		},
		eidWaiting: {
			tags: [
				"login",
				"busy",
				"eid"
			],
			invoke: {
				src: "pollEid",
				input: ({ context }) => ({ sessionId: context.eid?.sessionId ?? "" }),
				onDone: {
					target: "eidResult",
					actions: {
						type: "takeOutcome",
						params: ({ event }) => ({ outcome: event.output })
					}
				},
				onError: {
					target: "back",
					actions: assign({ error: ({ event }) => failure(event.error) })
				}
			},
			on: { "auth.cancel": "eidCancelling" }
		},
		eidCancelling: {
			tags: ["login", "busy"],
			invoke: {
				src: "cancelEid",
				input: ({ context }) => ({ sessionId: context.eid?.sessionId ?? "" }),
				onDone: "back",
				onError: "back"
			}
		},
		idCard: {
			tags: ["login", "busy"],
			invoke: {
				src: "idCard",
				onDone: {
					target: "eidResult",
					actions: {
						type: "takeOutcome",
						params: ({ event }) => ({ outcome: event.output })
					}
				},
				onError: {
					target: "back",
					actions: assign({ error: ({ event }) => failure(event.error) })
				}
			}
		},
		/** Back to where the eID attempt started (login or register). */
		back: { always: [{
			guard: ({ context }) => context.eidFrom === "register",
			target: "register"
		}, { target: "login" }] },
		eidResult: { always: [
			{
				guard: outcomeIs("signedIn"),
				target: "establishing"
			},
			{
				guard: outcomeIs("register"),
				target: "preRegister",
				actions: assign({ prefill: ({ context }) => context.outcome?.kind === "register" ? context.outcome.prefill : null })
			},
			{
				guard: outcomeIs("failed"),
				target: "back",
				actions: assign({ error: ({ context }) => ({
					kind: "eid",
					code: context.outcome?.kind === "failed" ? context.outcome.code : "UNKNOWN"
				}) })
			},
			{
				guard: ({ context }) => {
					const accounts = accountsOf(context);
					return context.eidFrom === "login" && accounts.length === 1 && usable(accounts[0]);
				},
				target: "chosen",
				actions: assign({
					accounts: ({ context }) => accountsOf(context),
					chosen: ({ context }) => accountsOf(context)[0] ?? null
				})
			},
			{
				guard: ({ context }) => context.eidFrom === "register",
				target: "registeredAccounts",
				actions: assign({ accounts: ({ context }) => accountsOf(context) })
			},
			{
				target: "switchAccounts",
				actions: assign({ accounts: ({ context }) => accountsOf(context) })
			}
		] },
		preRegister: {
			tags: ["pre-register"],
			on: { "auth.continue": "register" }
		},
		register: {
			tags: ["register"],
			entry: assign({
				eidFrom: "register",
				eid: null
			}),
			on: {
				"auth.register": {
					target: "registering",
					actions: assign({ error: null })
				},
				"auth.eidStart": {
					target: "eidStarting",
					actions: assign({ error: null })
				},
				"auth.idCard": {
					target: "idCard",
					actions: assign({ error: null })
				}
			}
		},
		registering: {
			tags: ["register", "busy"],
			invoke: {
				src: "register",
				input: ({ context, event }) => ({
					...event.values,
					ticket: context.prefill?.ticket ?? null
				}),
				onDone: [{
					guard: ({ event }) => event.output.pending,
					target: "successRegistration",
					actions: assign({ pending: true })
				}, {
					target: "establishing",
					actions: assign({ registered: true })
				}],
				onError: {
					target: "register",
					actions: assign({ error: ({ event }) => failure(event.error) })
				}
			}
		},
		registeredAccounts: {
			tags: ["registered_accounts"],
			on: { "auth.chooseAccount": {
				guard: {
					type: "canChoose",
					params: ({ event }) => ({ token: event.token })
				},
				target: "chosen",
				actions: {
					type: "choose",
					params: ({ event }) => ({ token: event.token })
				}
			} }
		},
		switchAccounts: {
			tags: ["switch_accounts"],
			on: { "auth.chooseAccount": {
				guard: {
					type: "canChoose",
					params: ({ event }) => ({ token: event.token })
				},
				target: "chosen",
				actions: {
					type: "choose",
					params: ({ event }) => ({ token: event.token })
				}
			} }
		},
		/** An account was chosen: its data changed → first-login, else it signs in. */
		chosen: { always: [{
			guard: ({ context }) => !!context.chosen?.has_data_changes,
			target: "firstLogin"
		}, { target: "selecting" }] },
		firstLogin: {
			tags: ["first-login"],
			on: {
				"auth.toggleChanges": { actions: assign({ chosen: ({ context }) => context.chosen ? {
					...context.chosen,
					has_data_changes: !context.chosen.has_data_changes
				} : null }) },
				"auth.confirmDetails": [{
					guard: ({ context }) => !context.chosen?.has_data_changes,
					target: "selecting"
				}, {
					target: "confirming",
					actions: assign({ error: null })
				}]
			}
		},
		confirming: {
			tags: ["first-login", "busy"],
			invoke: {
				src: "confirmDetails",
				input: ({ context, event }) => ({
					...event.values,
					token: context.chosen?.token ?? ""
				}),
				onDone: "establishing",
				onError: {
					target: "firstLogin",
					actions: assign({ error: ({ event }) => failure(event.error) })
				}
			}
		},
		selecting: {
			tags: ["busy"],
			invoke: {
				src: "selectAccount",
				input: ({ context }) => ({ token: context.chosen?.token ?? "" }),
				onDone: "establishing",
				onError: {
					target: "login",
					actions: assign({ error: ({ event }) => failure(event.error) })
				}
			}
		},
		establishing: {
			tags: ["busy"],
			invoke: {
				src: "establish",
				onDone: [{
					guard: ({ context }) => context.registered,
					target: "successRegistration"
				}, { target: "done" }],
				onError: {
					target: "login",
					actions: assign({ error: ({ event }) => failure(event.error) })
				}
			}
		},
		successRegistration: {
			tags: ["success_registration"],
			on: { "auth.close": "done" }
		},
		done: { type: "final" }
	}
});
// src/features/auth/auth-service.ts
async function establishSession(queryClient) {
	await session.signedIn();
	await queryClient.fetchQuery({
		...customerQueryOptions(),
		staleTime: 0
	});
}
function provideAuthMachine(queryClient) {
	return authMachine.provide({ actors: {
		signIn: fromPromise(({ input }) => signIn(input.email, input.password)),
		register: fromPromise(({ input }) => register(input)),
		establish: fromPromise(() => establishSession(queryClient)),
		startEid: fromPromise(({ input }) => startEid(input)),
		pollEid: fromPromise(({ input, signal }) => pollEid(input.sessionId, signal)),
		cancelEid: fromPromise(({ input }) => cancelEid(input.sessionId)),
		selectAccount: fromPromise(({ input }) => selectAccount(input.token)),
		confirmDetails: fromPromise(({ input }) => confirmDetails(input)),
		idCard: fromPromise(() => idCardSignIn(document.documentElement.lang === "ru" ? "ru" : "et"))
	} });
}
// src/features/auth/login-methods.tsx
function LoginMethods(props) {
	const { _: _t } = useLingui();
	const [method, setMethod] = useState(props.methods[0] ?? "email");
	const labels = {
		email: _t({ id: "5Sa1Ss" }),
		"smart-id": _t({ id: "vrX7rl" }),
		"mobile-id": _t({ id: "83MF7C" }),
		"id-card": _t({ id: "ZehTsF" })
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "auth",
		children: [
			props.methods.length > 1 ? /* @__PURE__ */ jsxs("fieldset", {
				className: "auth__methods",
				children: [/* @__PURE__ */ jsx("legend", {
					className: "auth__legend",
					children: _t({ id: "rgeQuL" })
				}), props.methods.map((m) => /* @__PURE__ */ jsxs("label", {
					className: "auth__method",
					children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "auth-method",
						value: m,
						checked: method === m,
						onChange: () => setMethod(m)
					}), /* @__PURE__ */ jsx("span", { children: labels[m] })]
				}, m))]
			}) : null,
			props.error ? /* @__PURE__ */ jsxs("div", {
				className: "form-alert",
				role: "alert",
				children: [/* @__PURE__ */ jsx("p", { children: props.error }), props.errorHelp?.length ? /* @__PURE__ */ jsx("ul", { children: props.errorHelp.map((line) => /* @__PURE__ */ jsx("li", { children: line }, line)) }) : null]
			}) : null,
			method === "email" ? /* @__PURE__ */ jsx(EmailForm, { ...props }) : null,
			method === "smart-id" ? /* @__PURE__ */ jsx(SmartIdForm, { ...props }) : null,
			method === "mobile-id" ? /* @__PURE__ */ jsx(MobileIdForm, { ...props }) : null,
			method === "id-card" ? /* @__PURE__ */ jsxs("div", {
				className: "auth__form",
				children: [/* @__PURE__ */ jsx("p", { children: _t({ id: "8eINau" }) }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button--primary button--block",
					disabled: props.busy,
					onClick: props.onIdCard,
					children: _t({ id: "aO8Fda" })
				})]
			}) : null,
			props.onRegister ? /* @__PURE__ */ jsxs("p", {
				className: "auth__switch",
				children: [
					_t({ id: "aBYAmj" }),
					" ",
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button button--ghost",
						onClick: props.onRegister,
						children: _t({ id: "3T8ziB" })
					})
				]
			}) : null
		]
	});
}
function EmailForm({ locale, busy, onEmail, onNavigate }) {
	const { _: _t2 } = useLingui();
	const [values, setValues] = useState({
		email: "",
		password: ""
	});
	const form = useValidatedForm(v.safeParse(emailSignInSchema, values).issues ?? []);
	const id = (name) => fieldId("login", name);
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => onEmail(values.email, values.password)),
		className: "auth__form",
		children: [
			/* @__PURE__ */ jsx(TextField, {
				id: id("email"),
				label: _t2({ id: "5Sa1Ss" }),
				type: "email",
				autoComplete: "username",
				required: true,
				value: values.email,
				error: form.errors.email,
				onChange: (email) => setValues((old) => ({
					...old,
					email
				}))
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				id: id("password"),
				label: _t2({ id: "8ZsakT" }),
				autoComplete: "current-password",
				required: true,
				value: values.password,
				error: form.errors.password,
				onChange: (password) => setValues((old) => ({
					...old,
					password
				}))
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary button--block",
				disabled: busy,
				children: busy ? _t2({ id: "mRv0ca" }) : _t2({ id: "5lWFkC" })
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/$locale/reset-password",
				params: { locale },
				onClick: onNavigate,
				className: "auth__link",
				children: _t2({ id: "glx6on" })
			})
		]
	});
}
function SmartIdForm({ busy, onEid }) {
	const { _: _t3 } = useLingui();
	const [personalCode, setPersonalCode] = useState("");
	const form = useValidatedForm(v.safeParse(smartIdSchema, { personalCode }).issues ?? []);
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => onEid({
			method: "smart-id",
			personalCode: personalCode.trim()
		})),
		className: "auth__form",
		children: [/* @__PURE__ */ jsx(TextField, {
			id: fieldId("smart-id", "personalCode"),
			label: _t3({ id: "1sli2S" }),
			inputMode: "numeric",
			autoComplete: "off",
			required: true,
			value: personalCode,
			error: form.errors.personalCode,
			onChange: setPersonalCode
		}), /* @__PURE__ */ jsx("button", {
			type: "submit",
			className: "button button--primary button--block",
			disabled: busy,
			children: _t3({ id: "OZnfLs" })
		})]
	});
}
function MobileIdForm({ busy, onEid }) {
	const { _: _t4 } = useLingui();
	const [values, setValues] = useState({
		phone: "+372",
		personalCode: ""
	});
	const parsed = v.safeParse(mobileIdSchema, values);
	const form = useValidatedForm(parsed.issues ?? []);
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => onEid({
			method: "mobile-id",
			personalCode: values.personalCode.trim(),
			phone: parsed.success ? parsed.output.phone : values.phone
		})),
		className: "auth__form",
		children: [
			/* @__PURE__ */ jsx(TextField, {
				id: fieldId("mobile-id", "phone"),
				label: _t4({ id: "U1qw5I" }),
				type: "tel",
				autoComplete: "tel",
				required: true,
				value: values.phone,
				error: form.errors.phone,
				onChange: (phone) => setValues((old) => ({
					...old,
					phone
				}))
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: fieldId("mobile-id", "personalCode"),
				label: _t4({ id: "1sli2S" }),
				inputMode: "numeric",
				autoComplete: "off",
				required: true,
				value: values.personalCode,
				error: form.errors.personalCode,
				onChange: (personalCode) => setValues((old) => ({
					...old,
					personalCode
				}))
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary button--block",
				disabled: busy,
				children: _t4({ id: "7AVt8y" })
			})
		]
	});
}
// src/features/auth/company-fields.tsx
function CompanyFields({ values, errors, onChange }) {
	const { _: _t } = useLingui();
	const id = (name) => fieldId("register", `company.${name}`);
	const text = (name) => ({
		id: id(name),
		value: values[name],
		error: errors[`company.${name}`],
		onChange: (value) => onChange({ [name]: value })
	});
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "auth__company",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "auth__legend",
				children: _t({ id: "D6nVvu" })
			}),
			/* @__PURE__ */ jsx(TextField, {
				...text("name"),
				label: _t({ id: "RA55Iu" }),
				autoComplete: "organization",
				required: true
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					...text("registryCode"),
					label: _t({ id: "auOaQG" }),
					inputMode: "numeric",
					required: true
				}), /* @__PURE__ */ jsx(TextField, {
					...text("vatNumber"),
					label: _t({ id: "WLkfqH" }),
					autoComplete: "off",
					placeholder: "EE123456789"
				})]
			}),
			/* @__PURE__ */ jsx(TextField, {
				...text("billingEmail"),
				label: _t({ id: "wbnXNt" }),
				type: "email",
				autoComplete: "email",
				hint: _t({ id: "Fj1KKP" }),
				required: true
			}),
			/* @__PURE__ */ jsx(TextField, {
				...text("street"),
				label: _t({ id: "xeghPl" }),
				autoComplete: "street-address",
				required: true
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					...text("city"),
					label: _t({ id: "3wV73y" }),
					autoComplete: "address-level2",
					required: true
				}), /* @__PURE__ */ jsx(TextField, {
					...text("postcode"),
					label: _t({ id: "OKJUcC" }),
					autoComplete: "postal-code",
					inputMode: "numeric",
					required: true
				})]
			}),
			/* @__PURE__ */ jsx(CountySelect, {
				id: id("regionId"),
				value: values.regionId,
				onChange: (county) => onChange({ regionId: county?.id ?? null })
			})
		]
	});
}
// src/features/auth/register-form.tsx
var isEmail = (value) => v.is(v.pipe(v.string(), v.email()), value);
/** Whether a well-formed value is already taken, asked after typing pauses (cached 60 s in commerce). */
function useTaken(typed, wellFormed, check) {
	const [taken, setTaken] = useState({
		value: "",
		taken: false
	});
	useEffect(() => {
		const value = typed.trim();
		if (!wellFormed(value)) return;
		let current = true;
		const timer = setTimeout(() => {
			isAvailable(value, check).then((available) => {
				if (current) setTaken({
					value,
					taken: !available
				});
			});
		}, 400);
		return () => {
			current = false;
			clearTimeout(timer);
		};
	}, [
		typed,
		wellFormed,
		check
	]);
	return taken.taken && taken.value === typed.trim();
}
var companyIssue = (issue) => ({
	...issue,
	path: [{ key: "company" }, ...issue.path ?? []]
});
function RegisterForm({ prefill, busy, error, onSubmit, onSignIn }) {
	const { _: _t } = useLingui();
	const [values, setValues] = useState(() => ({
		...emptyRegistration(),
		...prefill ? {
			firstname: prefill.firstname,
			lastname: prefill.lastname,
			personalCode: prefill.personalCode
		} : {}
	}));
	const [kind, setKind] = useState("personal");
	const [company, setCompany] = useState(emptyCompany);
	const taken = useTaken(values.email, isEmail, isEmailAvailable);
	const codeTaken = useTaken(company.registryCode, isValidRegistryCode, isCompanyIdNumberAvailable);
	const business = kind === "business";
	const issues = [
		...v.safeParse(registrationSchema, values).issues ?? [],
		...taken ? [{
			message: messageId("emailTaken"),
			path: [{ key: "email" }]
		}] : [],
		...business ? (v.safeParse(companySchema, company).issues ?? []).map(companyIssue) : [],
		...business && codeTaken ? [{
			message: messageId("registryCodeTaken"),
			path: [{ key: "company" }, { key: "registryCode" }]
		}] : []
	];
	const form = useValidatedForm(issues);
	const set = (name) => (value) => setValues((old) => ({
		...old,
		[name]: value
	}));
	const id = (name) => fieldId("register", name);
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => onSubmit(values, business ? company : null)),
		className: "auth__form",
		children: [
			error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: error
			}) : null,
			/* @__PURE__ */ jsxs("fieldset", {
				className: "auth__methods",
				children: [/* @__PURE__ */ jsx("legend", {
					className: "auth__legend",
					children: _t({ id: "N+3UCi" })
				}), [["personal", _t({ id: "961V5L" })], ["business", _t({ id: "ZgrWee" })]].map(([value, label]) => /* @__PURE__ */ jsxs("label", {
					className: "auth__method",
					children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "register-kind",
						value,
						checked: kind === value,
						onChange: () => setKind(value)
					}), /* @__PURE__ */ jsx("span", { children: label })]
				}, value))]
			}),
			business ? /* @__PURE__ */ jsx("p", {
				className: "auth__note",
				children: _t({ id: "EwzVPR" })
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					id: id("firstname"),
					label: _t({ id: "V1EGGU" }),
					autoComplete: "given-name",
					required: true,
					readOnly: !!prefill,
					value: values.firstname,
					error: form.errors.firstname,
					onChange: set("firstname")
				}), /* @__PURE__ */ jsx(TextField, {
					id: id("lastname"),
					label: _t({ id: "1ZaQUH" }),
					autoComplete: "family-name",
					required: true,
					readOnly: !!prefill,
					value: values.lastname,
					error: form.errors.lastname,
					onChange: set("lastname")
				})]
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("email"),
				label: _t({ id: "5Sa1Ss" }),
				type: "email",
				autoComplete: "email",
				required: true,
				value: values.email,
				error: form.errors.email ?? (taken ? _t({ id: "5zhRU4" }) : void 0),
				onChange: set("email")
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("confirmEmail"),
				label: _t({ id: "mfRzvG" }),
				type: "email",
				autoComplete: "email",
				required: true,
				value: values.confirmEmail,
				error: form.errors.confirmEmail,
				onChange: set("confirmEmail")
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("telephone"),
				label: _t({ id: "U1qw5I" }),
				type: "tel",
				autoComplete: "tel",
				required: true,
				value: values.telephone,
				error: form.errors.telephone,
				onChange: set("telephone")
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("personalCode"),
				label: _t({ id: "1sli2S" }),
				inputMode: "numeric",
				autoComplete: "off",
				readOnly: !!prefill,
				hint: prefill ? _t({ id: "+cYMf5" }) : void 0,
				value: values.personalCode,
				error: form.errors.personalCode,
				onChange: set("personalCode")
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				id: id("password"),
				label: _t({ id: "8ZsakT" }),
				autoComplete: "new-password",
				required: true,
				hint: _t({ id: "rFQIES" }),
				value: values.password,
				error: form.errors.password,
				onChange: set("password")
			}),
			business ? /* @__PURE__ */ jsx(CompanyFields, {
				values: company,
				errors: form.errors,
				onChange: (patch) => setCompany((old) => ({
					...old,
					...patch
				}))
			}) : null,
			/* @__PURE__ */ jsxs("label", {
				className: "checkbox",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: values.isSubscribed,
					onChange: (e) => setValues((old) => ({
						...old,
						isSubscribed: e.target.checked
					}))
				}), /* @__PURE__ */ jsx("span", { children: _t({ id: "kWsNEl" }) })]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary button--block",
				disabled: busy,
				children: busy ? _t({ id: "58QYAg" }) : business ? _t({ id: "DoiYqD" }) : _t({ id: "3T8ziB" })
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "auth__switch",
				children: [
					_t({ id: "8wYDMp" }),
					" ",
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button button--ghost",
						onClick: onSignIn,
						children: _t({ id: "5lWFkC" })
					})
				]
			})
		]
	});
}
// src/features/auth/eid-steps.tsx
function EidWaiting({ code, onCancel }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsxs("div", {
		className: "auth",
		"aria-live": "polite",
		children: [
			/* @__PURE__ */ jsx("p", { children: _t({ id: "yrsrhZ" }) }),
			/* @__PURE__ */ jsx("p", {
				className: "auth__code",
				"aria-label": _t({
					id: "cL+sqL",
					values: { code }
				}),
				children: code
			}),
			/* @__PURE__ */ jsx("p", {
				role: "status",
				children: _t({ id: "MJLHqW" })
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--secondary button--block",
				onClick: onCancel,
				children: _t({ id: "dEgA5A" })
			})
		]
	});
}
function PreRegister({ prefill, onContinue }) {
	const { _: _t2 } = useLingui();
	const name = `${prefill.firstname} ${prefill.lastname}`;
	return /* @__PURE__ */ jsxs("div", {
		className: "auth",
		children: [/* @__PURE__ */ jsx("p", { children: _t2({
			id: "dzIFI8",
			values: { name }
		}) }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary button--block",
			onClick: onContinue,
			children: _t2({ id: "3T8ziB" })
		})]
	});
}
function AccountChoice({ accounts, registering, onChoose }) {
	const { _: _t3 } = useLingui();
	const why = {
		pending: _t3({ id: "yxwWEj" }),
		blocked: _t3({ id: "hTnlX6" }),
		rejected: _t3({ id: "RMvWR3" }),
		inactive: _t3({ id: "gNP52M" })
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "auth",
		children: [/* @__PURE__ */ jsx("p", { children: registering ? _t3({ id: "elwwWV" }) : _t3({ id: "6zqx8N" }) }), /* @__PURE__ */ jsx("ul", {
			className: "auth__accounts",
			children: accounts.map((a) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "button button--secondary button--block",
				disabled: a.status !== "active",
				onClick: () => onChoose(a.token),
				children: [a.label, a.status !== "active" ? ` (${why[a.status] ?? a.status})` : null]
			}) }, a.token))
		})]
	});
}
/**
* spec §4 first-login: the name on the person's eID differs from the account's. They confirm or correct the
* details (has_data_changes on: the account is updated), or keep the account as it is (toggled off).
*/
function FirstLogin({ account, busy, error, onToggle, onConfirm }) {
	const { _: _t4 } = useLingui();
	const [values, setValues] = useState({
		firstname: account.firstname ?? "",
		lastname: account.lastname ?? "",
		email: account.email ?? "",
		telephone: account.telephone ?? ""
	});
	const form = useValidatedForm(account.has_data_changes ? v.safeParse(firstLoginSchema, values).issues ?? [] : []);
	const id = (name) => fieldId("first-login", name);
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => onConfirm(values)),
		className: "auth__form",
		children: [
			/* @__PURE__ */ jsx("p", { children: _t4({ id: "Uh2a0o" }) }),
			error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: error
			}) : null,
			/* @__PURE__ */ jsxs("label", {
				className: "checkbox",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: account.has_data_changes,
					onChange: onToggle
				}), /* @__PURE__ */ jsx("span", { children: _t4({ id: "kYT76y" }) })]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "auth__form",
				disabled: !account.has_data_changes,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: "visually-hidden",
						children: _t4({ id: "mmGBWT" })
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: id("firstname"),
						label: _t4({ id: "V1EGGU" }),
						required: true,
						value: values.firstname,
						error: form.errors.firstname,
						onChange: (firstname) => setValues((o) => ({
							...o,
							firstname
						}))
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: id("lastname"),
						label: _t4({ id: "1ZaQUH" }),
						required: true,
						value: values.lastname,
						error: form.errors.lastname,
						onChange: (lastname) => setValues((o) => ({
							...o,
							lastname
						}))
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: id("telephone"),
						label: _t4({ id: "U1qw5I" }),
						type: "tel",
						required: true,
						value: values.telephone,
						error: form.errors.telephone,
						onChange: (telephone) => setValues((o) => ({
							...o,
							telephone
						}))
					})
				]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary button--block",
				disabled: busy,
				children: _t4({ id: "xGVfLh" })
			})
		]
	});
}
// src/features/auth/auth-panel.tsx
function AuthPanel({ locale, initialStep, methods }) {
	const { _: _t, i18n } = useLingui();
	const queryClient = useQueryClient();
	const machine = useMemo(() => provideAuthMachine(queryClient), [queryClient]);
	const actor = useActorRef(machine, { input: { step: initialStep === "register" ? "register" : "login" } });
	const current = useSelector(actor, (s) => authModes.find((tag) => s.hasTag(tag)) ?? null);
	const [last, setLast] = useState("login");
	if (current && current !== last) setLast(current);
	const step = current ?? last;
	const busy = useSelector(actor, (s) => s.hasTag("busy"));
	const done = useSelector(actor, (s) => s.status === "done");
	const failure = useSelector(actor, (s) => s.context.error);
	const prefill = useSelector(actor, (s) => s.context.prefill);
	const eidCode = useSelector(actor, (s) => s.hasTag("eid") ? s.context.eid?.verificationCode ?? null : null);
	const accounts = useSelector(actor, (s) => s.context.accounts);
	const chosen = useSelector(actor, (s) => s.context.chosen);
	const pending = useSelector(actor, (s) => s.context.pending);
	useEffect(() => {
		if (step) overlays.setAuthMode(step);
	}, [step]);
	useEffect(() => {
		if (done) overlays.close();
	}, [done]);
	const error = failure ? authFailureMessage(failure, i18n) : null;
	const idCardHelp = failure?.kind === "message" && error === i18n._(ID_CARD_FAILED) ? ID_CARD_HELP.map((d) => i18n._(d)) : void 0;
	if (step === "pre-register" && prefill) return /* @__PURE__ */ jsx(PreRegister, {
		prefill,
		onContinue: () => actor.send({ type: "auth.continue" })
	});
	if (step === "switch_accounts" || step === "registered_accounts") return /* @__PURE__ */ jsx(AccountChoice, {
		accounts,
		registering: step === "registered_accounts",
		onChoose: (token) => actor.send({
			type: "auth.chooseAccount",
			token
		})
	});
	if (step === "first-login" && chosen) return /* @__PURE__ */ jsx(FirstLogin, {
		account: chosen,
		busy,
		error,
		onToggle: () => actor.send({ type: "auth.toggleChanges" }),
		onConfirm: (values) => actor.send({
			type: "auth.confirmDetails",
			values
		})
	});
	if (step === "register") return /* @__PURE__ */ jsx(RegisterForm, {
		prefill,
		busy,
		error,
		onSubmit: (values, company) => actor.send({
			type: "auth.register",
			values: {
				...values,
				company
			}
		}),
		onSignIn: () => actor.send({
			type: "auth.goTo",
			step: "login"
		})
	});
	if (step === "success_registration") return /* @__PURE__ */ jsxs("div", {
		className: "auth",
		children: [/* @__PURE__ */ jsx("p", {
			role: "status",
			children: pending ? _t({ id: "J6zWKa" }) : _t({ id: "kPxiJ0" })
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary button--block",
			onClick: () => actor.send({ type: "auth.close" }),
			children: _t({ id: "nYKQKg" })
		})]
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [eidCode ? /* @__PURE__ */ jsx(EidWaiting, {
		code: eidCode,
		onCancel: () => actor.send({ type: "auth.cancel" })
	}) : null, /* @__PURE__ */ jsx("div", {
		hidden: !!eidCode,
		children: /* @__PURE__ */ jsx(LoginMethods, {
			locale,
			methods,
			busy,
			error,
			errorHelp: idCardHelp,
			onEmail: (email, password) => actor.send({
				type: "auth.emailSignIn",
				email,
				password
			}),
			onEid: (input) => actor.send({
				type: "auth.eidStart",
				input
			}),
			onIdCard: () => actor.send({ type: "auth.idCard" }),
			onRegister: () => actor.send({
				type: "auth.goTo",
				step: "register"
			}),
			onNavigate: () => overlays.close()
		})
	})] });
}
export { AuthPanel };

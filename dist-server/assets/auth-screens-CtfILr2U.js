import { a as resetPassword, i as requestPasswordReset } from "./customer-session-DF8KEMu5.js";
import { n as OfflineError } from "./client-UmumqDEx.js";
import { n as backEndMessage } from "./account-messages-euibqbJX.js";
import { l as resetRequestSchema, s as newPasswordSchema } from "./auth-C5mC5hjB.js";
import { _t as overlays, yt as usePageTitle } from "../render.js";
import { a as fieldId, i as TextField, n as PasswordField } from "./form-field-DbC_Etxa.js";
import { t as useValidatedForm } from "./use-validated-form-QlvHNf_C.js";
import { useRouterState, useSearch } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/auth/reset-password-page.tsx
function useSend() {
	const { _: _t, i18n } = useLingui();
	const [state, setState] = useState({
		busy: false,
		error: null,
		done: false
	});
	const send = async (call) => {
		setState({
			busy: true,
			error: null,
			done: false
		});
		try {
			await call();
			setState({
				busy: false,
				error: null,
				done: true
			});
		} catch (e) {
			const text = e instanceof OfflineError || e instanceof Error && e.cause instanceof OfflineError ? _t({ id: "RPARTv" }) : backEndMessage(e instanceof Error ? e.message : String(e), i18n);
			setState({
				busy: false,
				error: text,
				done: false
			});
		}
	};
	return {
		...state,
		send
	};
}
function ResetPasswordPage({ pathname, email, token }) {
	const { _: _t2 } = useLingui();
	usePageTitle(_t2({ id: "RfwZxd" }), pathname);
	return /* @__PURE__ */ jsxs("section", {
		className: "page auth-page",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: _t2({ id: "RfwZxd" })
		}), token ? /* @__PURE__ */ jsx(NewPasswordForm, {
			email: email ?? "",
			token
		}) : /* @__PURE__ */ jsx(RequestForm, { email: email ?? "" })]
	});
}
function RequestForm({ email: initial }) {
	const { _: _t3 } = useLingui();
	const [email, setEmail] = useState(initial);
	const form = useValidatedForm(v.safeParse(resetRequestSchema, { email }).issues ?? []);
	const request = useSend();
	if (request.done) return /* @__PURE__ */ jsx("p", {
		role: "status",
		tabIndex: -1,
		ref: (el) => el?.focus(),
		children: _t3({
			id: "yGfcp+",
			values: { email }
		})
	});
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => void request.send(() => requestPasswordReset(email))),
		className: "auth__form",
		children: [
			/* @__PURE__ */ jsx("p", { children: _t3({ id: "YY0asC" }) }),
			request.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: request.error
			}) : null,
			/* @__PURE__ */ jsx(TextField, {
				id: fieldId("reset", "email"),
				label: _t3({ id: "5Sa1Ss" }),
				type: "email",
				autoComplete: "email",
				required: true,
				value: email,
				error: form.errors.email,
				onChange: setEmail
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: request.busy,
				children: _t3({ id: "mq7fja" })
			})
		]
	});
}
function NewPasswordForm({ email: initial, token }) {
	const { _: _t4 } = useLingui();
	const [values, setValues] = useState({
		email: initial,
		password: "",
		confirmation: ""
	});
	const issues = [...v.safeParse(resetRequestSchema, { email: values.email }).issues ?? [], ...v.safeParse(newPasswordSchema, values).issues ?? []];
	const form = useValidatedForm(issues);
	const reset = useSend();
	const id = (name) => fieldId("new-password", name);
	if (reset.done) return /* @__PURE__ */ jsxs("div", {
		className: "auth__form",
		children: [/* @__PURE__ */ jsx("p", {
			role: "status",
			tabIndex: -1,
			ref: (el) => el?.focus(),
			children: _t4({ id: "tWm4Dp" })
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary",
			onClick: () => overlays.open("loginModal"),
			children: _t4({ id: "5lWFkC" })
		})]
	});
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => void reset.send(() => resetPassword(values.email, token, values.password))),
		className: "auth__form",
		children: [
			reset.error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: reset.error
			}) : null,
			/* @__PURE__ */ jsx(TextField, {
				id: id("email"),
				label: _t4({ id: "5Sa1Ss" }),
				type: "email",
				autoComplete: "username",
				required: true,
				value: values.email,
				error: form.errors.email,
				onChange: (email) => setValues((o) => ({
					...o,
					email
				}))
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				id: id("password"),
				label: _t4({ id: "/nT6AE" }),
				autoComplete: "new-password",
				required: true,
				hint: _t4({ id: "rFQIES" }),
				value: values.password,
				error: form.errors.password,
				onChange: (password) => setValues((o) => ({
					...o,
					password
				}))
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				id: id("confirmation"),
				label: _t4({ id: "KHXPAL" }),
				autoComplete: "new-password",
				required: true,
				value: values.confirmation,
				error: form.errors.confirmation,
				onChange: (confirmation) => setValues((o) => ({
					...o,
					confirmation
				}))
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: reset.busy,
				children: _t4({ id: "MMNyt0" })
			})
		]
	});
}
// src/routes/screens/auth-screens.tsx
function ResetPasswordScreen() {
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const { email, token } = useSearch({ strict: false });
	return /* @__PURE__ */ jsx(ResetPasswordPage, {
		pathname,
		email,
		token
	});
}
export { ResetPasswordScreen };

import { r as emailField } from "./validation-C3R-wYId.js";
import { r as commerceRequest, t as CommerceError } from "./client-UmumqDEx.js";
import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { ot as useOnline } from "../render.js";
import { c as fieldErrors, i as TextField, s as VALIDATION_MESSAGES } from "./form-field-DbC_Etxa.js";
import { useLingui } from "@lingui/react";
import { useEffect, useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/commerce/newsletter.ts
var SubscribeEmailToNewsletterMutation = new TypedDocumentString(`
    mutation SubscribeEmailToNewsletter($email: String!) {
  subscribeEmailToNewsletter(email: $email) {
    status
  }
}
    `);
/** Subscribes the address in the page's store view; rejects with a CommerceError (refused) or a network error. */
var subscribeToNewsletter = (email, locale) => commerceRequest(SubscribeEmailToNewsletterMutation, { email }, { locale }).then((d) => d.subscribeEmailToNewsletter?.status ?? null);
// src/lib/newsletter-form.ts
var newsletterSchema = v.object({ email: emailField() });
var draft = "";
var newsletterDraft = {
	get: () => draft,
	set: (value) => {
		draft = value;
	}
};
// src/features/marketing/newsletter-form.tsx
function NewsletterForm({ locale, place }) {
	const { _: _t, i18n } = useLingui();
	const online = useOnline();
	const id = useId();
	const [email, setEmail] = useState(newsletterDraft.get);
	const [shown, setShown] = useState(false);
	const [sending, setSending] = useState(false);
	const [problem, setProblem] = useState(null);
	const [status, setStatus] = useState(null);
	const [attempt, setAttempt] = useState(0);
	const inputId = `newsletter-${place}-${id.replace(/[^a-z0-9]/gi, "")}`;
	useEffect(() => {
		if (attempt) document.getElementById(inputId)?.focus();
	}, [attempt, inputId]);
	const issues = v.safeParse(newsletterSchema, { email }).issues ?? [];
	const error = shown ? fieldErrors(issues, i18n).email : void 0;
	const change = (value) => {
		newsletterDraft.set(value);
		setEmail(value);
		setProblem(null);
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		setShown(true);
		if (issues.length) {
			setAttempt((a) => a + 1);
			return;
		}
		setSending(true);
		setProblem(null);
		try {
			const result = await subscribeToNewsletter(email.trim(), locale);
			if (result === "SUBSCRIBED" || result === "NOT_ACTIVE" || result === "UNCONFIRMED") {
				newsletterDraft.set("");
				setStatus(result);
			} else setProblem(i18n._(VALIDATION_MESSAGES.newsletterEmailUsed));
		} catch (err) {
			setProblem(err instanceof CommerceError ? i18n._(VALIDATION_MESSAGES.newsletterEmailUsed) : _t({ id: "Y64hPz" }));
			setAttempt((a) => a + 1);
		} finally {
			setSending(false);
		}
	};
	if (status) return /* @__PURE__ */ jsx("p", {
		className: "newsletter__done",
		role: "status",
		tabIndex: -1,
		ref: (el) => el?.focus(),
		children: status === "SUBSCRIBED" ? _t({
			id: "p2i9My",
			values: { email }
		}) : _t({
			id: "RuSRJI",
			values: { email }
		})
	});
	return /* @__PURE__ */ jsxs("form", {
		className: `newsletter newsletter--${place}`,
		noValidate: true,
		onSubmit: (e) => void onSubmit(e),
		"aria-label": place === "footer" ? void 0 : _t({ id: "5ACX4z" }),
		"aria-labelledby": place === "footer" ? "footer-newsletter-heading" : void 0,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "newsletter__lead",
				children: _t({ id: "IAuA2q" })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "newsletter__row",
				children: [/* @__PURE__ */ jsx(TextField, {
					id: inputId,
					label: _t({ id: "5Sa1Ss" }),
					required: true,
					type: "email",
					autoComplete: "email",
					inputMode: "email",
					value: email,
					error: error ?? problem ?? void 0,
					onChange: change
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button button--primary",
					disabled: !online || sending,
					children: sending ? _t({ id: "Sad2tK" }) : _t({ id: "EDl9kS" })
				})]
			}),
			!online ? /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "newsletter__note",
				children: _t({ id: "AuEcgv" })
			}) : null
		]
	});
}
export { NewsletterForm };

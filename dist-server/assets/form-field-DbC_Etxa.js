import { useLingui } from "@lingui/react";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/validation-messages.ts
var VALIDATION_MESSAGES = {
	required: { id: "VGVJET" },
	requiredShort: { id: "B8AaMI" },
	numeric: { id: "lIz3xl" },
	alpha: { id: "UX00OR" },
	noEdgeSpace: { id: "pH1YOZ" },
	identityNumber: { id: "98F0h/" },
	estonianPhone: { id: "Z3WDnw" },
	phone: { id: "gckssC" },
	vat: { id: "HK0YDv" },
	alphanumeric: { id: "TkKigs" },
	registryCode: { id: "Ve/Wlw" },
	postcodeDigits: { id: "x9Qx/C" },
	postcodeExact: { id: "P6vhIt" },
	postcodeLength: { id: "M10opO" },
	minLength: { id: "/Ywa9V" },
	maxLength: { id: "G9UdEY" },
	addressShort: { id: "gxDhvc" },
	cityShort: { id: "M7709n" },
	email: { id: "w5zqUB" },
	emailTaken: { id: "5zhRU4" },
	emailsDuplicate: { id: "hU4TNG" },
	registryCodeTaken: { id: "Cx7NdA" },
	newsletterEmailUsed: { id: "m6alZy" },
	newsletterChannel: { id: "gcdJAo" },
	uploadTooMany: { id: "VepUdh" },
	uploadTooLarge: { id: "MrgryV" },
	uploadType: { id: "9rEfhH" },
	dateInvalid: { id: "ja19AD" },
	passwordsMismatch: { id: "iHXlwG" },
	amountRange: { id: "HkeKEd" },
	daysRange: { id: "WRNSsl" }
};
var BY_ID = new Map(Object.values(VALIDATION_MESSAGES).map((d) => [d.id, d]));
/** The string a valibot rule uses as its message. */
var messageId = (key) => VALIDATION_MESSAGES[key].id;
var descriptorForId = (id) => BY_ID.get(id);
var VALUES_SEP = "␟";
/** A message string carrying values, e.g. messageWithValues('postcodeLength', { length: 4 }). */
var messageWithValues = (key, values) => `${messageId(key)}${VALUES_SEP}${JSON.stringify(values)}`;
/** An issue's message with a numeric `requirement` kept as {length} (for re-raised issues). */
var withRequirement = (issue) => typeof issue.requirement === "number" && !issue.message.includes(VALUES_SEP) ? `${issue.message}${VALUES_SEP}${JSON.stringify({ length: issue.requirement })}` : issue.message;
var decode = (message) => {
	const at = message.indexOf(VALUES_SEP);
	if (at < 0) return {
		id: message,
		values: {}
	};
	try {
		return {
			id: message.slice(0, at),
			values: JSON.parse(message.slice(at + 1))
		};
	} catch {
		return {
			id: message.slice(0, at),
			values: {}
		};
	}
};
/** Translated text of a validation issue; a message not from these rules is shown as it is. */
var validationMessage = (issue, i18n) => {
	const { id, values } = decode(issue.message);
	const descriptor = descriptorForId(id);
	if (!descriptor) return issue.message;
	const length = typeof issue.requirement === "number" ? { length: issue.requirement } : {};
	const withValues = {
		...descriptor,
		values: {
			...length,
			...values
		}
	};
	return i18n._(withValues);
};
/** First translated message per field path ('email', 'address.street'), for showing under inputs. */
var fieldErrors = (issues, i18n) => {
	const out = {};
	for (const issue of issues ?? []) {
		const path = (issue.path ?? []).map((p) => String(p.key)).join(".");
		if (!(path in out)) out[path] = validationMessage(issue, i18n);
	}
	return out;
};
// src/ui/form-field.tsx
function fieldId(form, name) {
	return `${form}-${name.replace(/\./g, "-")}`;
}
function FieldError({ id, error }) {
	return error ? /* @__PURE__ */ jsx("p", {
		id: `${id}-error`,
		className: "field__error",
		children: error
	}) : null;
}
function TextField({ id, label, value, error, onChange, required = false, hint, ...rest }) {
	const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
	return /* @__PURE__ */ jsxs("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: id,
				className: "field__label",
				children: [label, required ? /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: " *"
				}) : null]
			}),
			hint ? /* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "field__hint",
				children: hint
			}) : null,
			/* @__PURE__ */ jsx("input", {
				id,
				className: "field__input",
				value,
				"aria-required": required || void 0,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": described || void 0,
				onChange: (e) => onChange(e.target.value),
				...rest
			}),
			/* @__PURE__ */ jsx(FieldError, {
				id,
				error
			})
		]
	});
}
/** A labelled multi-line text field with its error, like TextField. */
function TextAreaField({ id, label, value, error, onChange, required = false, rows = 4 }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: id,
				className: "field__label",
				children: [label, required ? /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: " *"
				}) : null]
			}),
			/* @__PURE__ */ jsx("textarea", {
				id,
				className: "field__input",
				rows,
				value,
				"aria-required": required || void 0,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? `${id}-error` : void 0,
				onChange: (e) => onChange(e.target.value)
			}),
			/* @__PURE__ */ jsx(FieldError, {
				id,
				error
			})
		]
	});
}
/** Moves focus to the first field (in document order) that has an error; returns whether it did. */
function focusFirstInvalid(form) {
	const el = form?.querySelector("[aria-invalid=\"true\"]");
	if (!el) return false;
	el.focus();
	return true;
}
/** spec §5: password inputs have a show toggle (a real button, announced as pressed or not). */
function PasswordField(props) {
	const { _: _t } = useLingui();
	const [visible, setVisible] = useState(false);
	return /* @__PURE__ */ jsxs("div", {
		className: "field field--password",
		children: [/* @__PURE__ */ jsx(TextField, {
			...props,
			type: visible ? "text" : "password"
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--ghost field__toggle",
			"aria-pressed": visible,
			"aria-controls": props.id,
			onClick: () => setVisible((v) => !v),
			children: _t({ id: "7C+Jn5" })
		})]
	});
}
export { fieldId as a, fieldErrors as c, validationMessage as d, withRequirement as f, TextField as i, messageId as l, PasswordField as n, focusFirstInvalid as o, TextAreaField as r, VALIDATION_MESSAGES as s, FieldError as t, messageWithValues as u };

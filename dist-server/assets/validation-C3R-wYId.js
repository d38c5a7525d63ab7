import { f as withRequirement, l as messageId, u as messageWithValues } from "./form-field-DbC_Etxa.js";
import * as v from "valibot";
// src/lib/estonian-ids.ts
var digitsOf = (s) => [...s].map(Number);
/** Check digit over the leading digits: weights 1..9,1..; if 10 redo with 3..9,1..; if 10 again, 0. */
var estonianCheckDigit = (leading) => {
	const ds = digitsOf(leading);
	const pass = (shift) => ds.reduce((sum, d, i) => sum + ((i + shift) % 9 + 1) * d, 0) % 11;
	const first = pass(0);
	if (first !== 10) return first;
	const second = pass(2);
	return second === 10 ? 0 : second;
};
/** Personal code (isikukood) GYYMMDDSSSC: 11 digits, G 1–6, valid check digit. */
var isValidPersonalCode = (value) => /^[1-6]\d{10}$/.test(value) && estonianCheckDigit(value.slice(0, 10)) === Number(value[10]);
/**
* Registry code (registrikood): 8 digits, first digit 1 (companies), 7 (state), 8 (non-profits) or
* 9 (foundations), last digit a check digit over the first 7 by the personal-code algorithm.
*/
var isValidRegistryCode = (value) => /^[1789]\d{7}$/.test(value) && estonianCheckDigit(value.slice(0, 7)) === Number(value[7]);
var VAT_WEIGHTS = [
	3,
	7,
	1,
	3,
	7,
	1,
	3,
	7,
	1
];
/** Estonian VAT number (KMKR): EE + 9 digits, weights 3,7,1,… and the sum mod 10 = 0. */
var isValidEstonianVat = (value) => {
	const m = /^EE(\d{9})$/.exec(value);
	if (!m?.[1]) return false;
	return digitsOf(m[1]).reduce((sum, d, i) => sum + (VAT_WEIGHTS[i] ?? 0) * d, 0) % 10 === 0;
};
// src/lib/phone.ts
/** Spaces, dashes and brackets people type inside a number are not part of it. */
var normalizePhone = (value) => value.replace(/[\s\-()]/g, "");
var PHONE_PREFIXES = [
	{
		prefix: "+372",
		digits: [10, 11]
	},
	{
		prefix: "+7",
		digits: [11]
	},
	{
		prefix: "+358",
		digits: range(8, 15)
	},
	{
		prefix: "+371",
		digits: [10, 11]
	},
	{
		prefix: "+370",
		digits: [11]
	},
	{
		prefix: "+47",
		digits: [7, 10]
	},
	{
		prefix: "+46",
		digits: range(9, 15)
	},
	{
		prefix: "+380",
		digits: [12]
	}
];
function range(from, to) {
	return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
/**
* spec §5: an Estonian number (containing +372) must start +3725; otherwise the number must match the
* prefix table, else it is an invalid mobile number format. Returns null when the number is fine.
*/
var phoneProblem = (raw) => {
	const value = normalizePhone(raw);
	if (value.includes("+372") && !value.startsWith("+3725")) return "estonian-prefix";
	if (!/^\+\d+$/.test(value)) return "format";
	const entry = [...PHONE_PREFIXES].sort((a, b) => b.prefix.length - a.prefix.length).find((p) => value.startsWith(p.prefix));
	if (!entry) return "format";
	return entry.digits.includes(value.length - 1) ? null : "format";
};
// src/lib/validation.ts
var required = () => v.check((s) => s.trim().length > 0, messageId("required"));
var numeric = () => v.regex(/^\d*$/, messageId("numeric"));
var noEdgeSpace = () => v.check((s) => s === s.trim(), messageId("noEdgeSpace"));
var identityNumber = () => v.regex(/^\d{11}$/, messageId("identityNumber"));
var identityNumberChecksum = () => v.check((s) => isValidPersonalCode(s), messageId("identityNumber"));
var estonianPhonePrefix = () => v.check((s) => phoneProblem(s) !== "estonian-prefix", messageId("estonianPhone"));
var phoneFormat = () => v.check((s) => phoneProblem(s) !== "format", messageId("phone"));
var vatNumber = () => v.regex(/^[A-Z]{2}\d{9}$/, messageId("vat"));
var vatChecksum = () => v.check((s) => !s.startsWith("EE") || isValidEstonianVat(s), messageId("vat"));
var registryCode = () => v.regex(/^\d{8}$/, messageId("registryCode"));
var registryCodeChecksum = () => v.check((s) => isValidRegistryCode(s), messageId("registryCode"));
var postcodeDigits = () => v.regex(/^\d*$/, messageId("postcodeDigits"));
var postcodeExact = () => v.length(5, messageId("postcodeExact"));
var minLength = (n) => v.minLength(n, messageId("minLength"));
var maxLength = (n) => v.maxLength(n, messageId("maxLength"));
var addressLength = () => v.check((s) => s.trim().length >= 3, messageId("addressShort"));
var cityLength = () => v.check((s) => s.trim().length >= 2, messageId("cityShort"));
var email = () => v.email(messageId("email"));
/** A string that may arrive as undefined/null from a form: treated as ''. */
var text = () => v.pipe(v.optional(v.nullable(v.string(), ""), ""), v.transform((s) => s ?? ""));
/** Required field: other rules only speak when something was typed (the user sees one message). */
var requiredField = (...rules) => v.pipe(text(), required(), ...rules);
/** Optional field: empty passes, anything typed must satisfy the rules. */
var optionalField = (...rules) => {
	const inner = v.pipe(v.string(), ...rules);
	return v.pipe(text(), v.rawCheck(({ dataset, addIssue }) => {
		if (!dataset.typed || dataset.value.trim() === "") return;
		const r = v.safeParse(inner, dataset.value);
		for (const issue of r.issues ?? []) addIssue({ message: withRequirement(issue) });
	}));
};
var emailField = () => requiredField(noEdgeSpace(), email());
/** Phone: required, spaces/dashes removed in the output, then the §5 prefix rules. */
var phoneField = () => v.pipe(requiredField(), v.transform(normalizePhone), estonianPhonePrefix(), phoneFormat());
var personalCodeField = () => requiredField(identityNumber(), identityNumberChecksum());
var registryCodeField = () => requiredField(registryCode(), registryCodeChecksum());
var vatField = () => optionalField(vatNumber(), vatChecksum());
/**
* spec §5 "Confirmation email equals first → Emails must not duplicate": like every row of that table, the
* rule is what must hold (the confirmation is the same address, case and surrounding spaces ignored) and the
* message is said when it does not.
*/
var sameEmails = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();
var POSTCODE_LENGTHS = {
	EE: 5,
	LV: 4,
	LT: 5,
	FI: 5,
	SE: 5,
	NO: 4,
	DE: 5,
	PL: 5
};
/** Postcode rule for a country: the message string of the first problem, or null. */
var postcodeIssue = (postcode, country) => {
	const p = postcode.trim();
	const c = (country || "EE").toUpperCase();
	if (!p) return messageId("required");
	if (!/^\d+$/.test(p)) return messageId("postcodeDigits");
	if (c === "EE") return p.length === 5 ? null : messageId("postcodeExact");
	const len = POSTCODE_LENGTHS[c];
	if (len !== void 0 && p.length !== len) return messageWithValues("postcodeLength", { length: len });
	return null;
};
/**
* spec §5 availability checks (e-mail, company registry code): an empty value passes, a value in an
* allowed list (e.g. the customer's own) passes, and a failure of the check itself passes (§4, §8).
*/
var isAvailable = async (value, check, allowed = []) => {
	const s = value.trim();
	if (!s || allowed.some((a) => a.trim().toLowerCase() === s.toLowerCase())) return true;
	try {
		return await check(s);
	} catch {
		return true;
	}
};
/** The message string of the first upload problem, or null. */
var uploadIssue = (files) => {
	if (files.length > 3) return messageWithValues("uploadTooMany", { count: 3 });
	if (files.some((f) => f.size > 10485760)) return messageWithValues("uploadTooLarge", { size: 10 });
	return null;
};
export { uploadIssue as C, text as S, isValidRegistryCode as T, postcodeExact as _, identityNumber as a, requiredField as b, maxLength as c, numeric as d, optionalField as f, postcodeDigits as g, phoneFormat as h, estonianPhonePrefix as i, minLength as l, phoneField as m, cityLength as n, identityNumberChecksum as o, personalCodeField as p, emailField as r, isAvailable as s, addressLength as t, noEdgeSpace as u, postcodeIssue as v, vatField as w, sameEmails as x, registryCodeField as y };

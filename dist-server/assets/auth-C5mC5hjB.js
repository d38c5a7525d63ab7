import { l as messageId } from "./form-field-DbC_Etxa.js";
import { _ as postcodeExact, a as identityNumber, b as requiredField, c as maxLength, f as optionalField, g as postcodeDigits, l as minLength, m as phoneField, n as cityLength, o as identityNumberChecksum, p as personalCodeField, r as emailField, t as addressLength, u as noEdgeSpace, w as vatField, x as sameEmails, y as registryCodeField } from "./validation-C3R-wYId.js";
import * as v from "valibot";
var NAME_MAX = 50;
var nameField = () => requiredField(noEdgeSpace(), maxLength(NAME_MAX));
var passwordField = () => requiredField(minLength(8), maxLength(256));
var emailSignInSchema = v.object({
	email: emailField(),
	password: requiredField()
});
var smartIdSchema = v.object({ personalCode: personalCodeField() });
/** Mobile-ID numbers are Estonian: +372 and 7–8 digits (SK's demo numbers start +372 0). */
var mobileIdSchema = v.object({
	phone: v.pipe(requiredField(), v.transform((s) => s.replace(/[\s-]/g, "")), v.regex(/^\+372\d{7,8}$/, messageId("phone"))),
	personalCode: personalCodeField()
});
var emptyRegistration = () => ({
	firstname: "",
	lastname: "",
	email: "",
	confirmEmail: "",
	telephone: "",
	personalCode: "",
	password: "",
	isSubscribed: false
});
/** A personal customer: the identity number is optional unless it came from eID (then it is fixed). */
var registrationSchema = v.pipe(v.object({
	firstname: nameField(),
	lastname: nameField(),
	email: emailField(),
	confirmEmail: requiredField(),
	telephone: phoneField(),
	personalCode: optionalField(identityNumber(), identityNumberChecksum()),
	password: passwordField(),
	isSubscribed: v.boolean()
}), v.forward(v.partialCheck([["email"], ["confirmEmail"]], (a) => sameEmails(a.email, a.confirmEmail), messageId("emailsDuplicate")), ["confirmEmail"]));
var emptyCompany = () => ({
	name: "",
	registryCode: "",
	vatNumber: "",
	billingEmail: "",
	street: "",
	city: "",
	postcode: "",
	regionId: null
});
var companySchema = v.object({
	name: requiredField(noEdgeSpace(), maxLength(100)),
	registryCode: registryCodeField(),
	vatNumber: vatField(),
	billingEmail: emailField(),
	street: requiredField(addressLength(), maxLength(100)),
	city: requiredField(cityLength(), maxLength(50)),
	postcode: requiredField(postcodeDigits(), postcodeExact()),
	regionId: v.nullable(v.number())
});
var firstLoginSchema = v.object({
	firstname: nameField(),
	lastname: nameField(),
	telephone: phoneField()
});
var resetRequestSchema = v.object({ email: emailField() });
var newPasswordSchema = v.pipe(v.object({
	password: passwordField(),
	confirmation: requiredField()
}), v.forward(v.partialCheck([["password"], ["confirmation"]], (a) => a.password === a.confirmation, messageId("passwordsMismatch")), ["confirmation"]));
export { firstLoginSchema as a, registrationSchema as c, emptyRegistration as i, resetRequestSchema as l, emailSignInSchema as n, mobileIdSchema as o, emptyCompany as r, newPasswordSchema as s, companySchema as t, smartIdSchema as u };

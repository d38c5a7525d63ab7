import { s as VALIDATION_MESSAGES } from "./form-field-DbC_Etxa.js";
// src/lib/account-messages.ts
/** Magento's own account messages (CustomerGraphQl) the reference back end answers with. */
var BACK_END_MESSAGES = {
	"The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.": { id: "Na5s2G" },
	"A customer with the same email address already exists in an associated website.": { id: "bekBCN" },
	"Invalid login or password.": { id: "Na5s2G" },
	"The password doesn't match this account. Verify the password and try again.": { id: "VQ2/v5" },
	"Customer sign-in error": { id: "kLdJKw" },
	"Customer registration error": { id: "pzAcVJ" },
	"Your password reset link has expired.": { id: "lCX2XU" },
	"Too many requests. Please try again later.": { id: "M68C8m" },
	"The network is not available": { id: "4EgSa/" },
	"No Smart-ID account was found for this personal identification code.": { id: "zi3Vh3" },
	"Check your personal identification number": VALIDATION_MESSAGES.identityNumber,
	"Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.": { id: "TpRIgf" },
	"The password needs at least 8 characters. Create a new password and try again.": { id: "EDh8Zi" },
	"The password can't begin or end with a space. Verify the password and try again.": VALIDATION_MESSAGES.noEdgeSpace,
	"Invalid mobile number format": VALIDATION_MESSAGES.phone,
	"The identity confirmation has expired. Please sign in with your eID again.": { id: "Mlivhc" },
	"The password token is mismatched. Reset and try again.": { id: "CSDjA1" },
	"Your company account is waiting for activation. Customer service activates it within one business day.": { id: "nfoIPG" },
	"Your company account is blocked. Please contact customer support.": { id: "ARynIm" },
	"Your access to the company account has been deactivated. Please contact your company administrator.": { id: "B6QapP" },
	"Company registry code is already registered, please contact customer support.": VALIDATION_MESSAGES.registryCodeTaken,
	"Registry code must contain 8 numbers": VALIDATION_MESSAGES.registryCode,
	"VAT number is incorrect": VALIDATION_MESSAGES.vat,
	"Postcode length should be exactly 5 numbers": VALIDATION_MESSAGES.postcodeExact,
	"The field should contain only numbers": VALIDATION_MESSAGES.postcodeDigits,
	"Phone number must start with +372 5": VALIDATION_MESSAGES.estonianPhone,
	"A price quote can be requested from a cart total of 300 EUR.": { id: "+yMx1R" },
	"Your business account already gets Masters club prices.": { id: "ewV+EA" },
	"You are already a member of this club.": { id: "bRv5ZG" },
	"A new application for the Professional club is not accepted yet.": { id: "oB+J4l" },
	"You can attach at most 3 files": {
		...VALIDATION_MESSAGES.uploadTooMany,
		values: { count: 3 }
	},
	"Each file can be at most 10 MB": {
		...VALIDATION_MESSAGES.uploadTooLarge,
		values: { size: 10 }
	},
	"Only PDF, JPEG, PNG, WebP, HEIC, DOCX or XLSX files can be attached": { id: "aamUUf" },
	"The credit application has already been sent to your client manager.": { id: "IEmZZa" },
	"Company credit is not available in this store.": { id: "3fUGTF" }
};
/** An account change made offline: nothing is lost, it just cannot be sent yet. */
var OFFLINE_CHANGE = { id: "EuJC5l" };
function backEndMessage(text, i18n) {
	const known = BACK_END_MESSAGES[text];
	return known ? i18n._(known) : text;
}
export { backEndMessage as n, OFFLINE_CHANGE as t };

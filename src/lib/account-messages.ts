// The back end's (Magento's) account messages a person may read, translated; anything unknown is shown as
// it came. Also the offline answer of an account change: it needs the network, what was typed is kept.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { VALIDATION_MESSAGES } from '@/lib/validation-messages';

/** Magento's own account messages (CustomerGraphQl) the reference back end answers with. */
const BACK_END_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.': msg`The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.`,
  'A customer with the same email address already exists in an associated website.': msg`Email is already in use`,
  'Invalid login or password.': msg`The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.`,
  "The password doesn't match this account. Verify the password and try again.": msg`The password doesn't match this account. Verify the password and try again.`,
  'Customer sign-in error': msg`Customer sign-in error`,
  'Customer registration error': msg`Customer registration error`,
  'Your password reset link has expired.': msg`Your password reset link has expired.`,
  'Too many requests. Please try again later.': msg`Too many requests. Please try again later.`,
  'The network is not available': msg`You are offline. Signing in needs a connection.`,
  'No Smart-ID account was found for this personal identification code.': msg`No Smart-ID account was found for this personal identification code.`,
  'Check your personal identification number': VALIDATION_MESSAGES.identityNumber,
  'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.': msg`The password needs at least three of these: lower case letters, upper case letters, digits, special characters.`,
  'The password needs at least 8 characters. Create a new password and try again.': msg`The password needs at least 8 characters. Create a new password and try again.`,
  "The password can't begin or end with a space. Verify the password and try again.":
    VALIDATION_MESSAGES.noEdgeSpace,
  'Invalid mobile number format': VALIDATION_MESSAGES.phone,
  'The identity confirmation has expired. Please sign in with your eID again.': msg`The identity confirmation has expired. Please sign in with your eID again.`,
  'The password token is mismatched. Reset and try again.': msg`The password reset link is invalid or has already been used. Please request a new one.`,
  // business customers (issue 12): a company account before activation, blocked, or a deactivated user
  'Your company account is waiting for activation. Customer service activates it within one business day.': msg`Your company account is waiting for activation. Customer service activates it within one business day.`,
  'Your company account is blocked. Please contact customer support.': msg`Your company account is blocked. Please contact customer support.`,
  'Your access to the company account has been deactivated. Please contact your company administrator.': msg`Your access to the company account has been deactivated. Please contact your company administrator.`,
  'Company registry code is already registered, please contact customer support.':
    VALIDATION_MESSAGES.registryCodeTaken,
  'Registry code must contain 8 numbers': VALIDATION_MESSAGES.registryCode,
  'VAT number is incorrect': VALIDATION_MESSAGES.vat,
  'Postcode length should be exactly 5 numbers': VALIDATION_MESSAGES.postcodeExact,
  'The field should contain only numbers': VALIDATION_MESSAGES.postcodeDigits,
  'Phone number must start with +372 5': VALIDATION_MESSAGES.estonianPhone,
  'A price quote can be requested from a cart total of 300 EUR.': msg`A price quote can be requested from a cart total of 300 EUR.`,
  // clubs (issue 12 item 7)
  'Your business account already gets Masters club prices.': msg`Your business account already gets Masters club prices.`,
  'You are already a member of this club.': msg`You are already a member of this club.`,
  'A new application for the Professional club is not accepted yet.': msg`A new application for the Professional club is not accepted yet.`,
  // company credit (issue 12 item 5): the credit application's upload limits and refusals
  'You can attach at most 3 files': { ...VALIDATION_MESSAGES.uploadTooMany, values: { count: 3 } },
  'Each file can be at most 10 MB': { ...VALIDATION_MESSAGES.uploadTooLarge, values: { size: 10 } },
  'Only PDF, JPEG, PNG, WebP, HEIC, DOCX or XLSX files can be attached': msg`Only PDF, JPEG, PNG, WebP, HEIC, DOCX or XLSX files can be attached`,
  'The credit application has already been sent to your client manager.': msg`Your credit application has been sent to your client manager.`,
  'Company credit is not available in this store.': msg`Company credit is not available in this store.`,
  // company users (issue 12): the last active company administrator stays one
  'The company must keep at least one active company administrator.': msg`The company must keep at least one active company administrator.`,
  // the server's e-mail checks (input-rules.ts; contactUs as Magento says it)
  'Please enter a valid e-mail address': VALIDATION_MESSAGES.email,
  'The email address is invalid. Verify the email address and try again.': VALIDATION_MESSAGES.email,
  'This account choice has expired. Please choose again.': msg`This account choice has expired. Please choose again.`,
  // a one-time account choice (eID) used or expired, or a session that no longer opens this account
  "The current customer isn't authorized.": msg`You are not signed in to this account any more. Please sign in again.`,
};

/** Magento's messages that name a thing by its id, as patterns. */
const BACK_END_PATTERNS: readonly [RegExp, MessageDescriptor][] = [
  // an address edited here was deleted meanwhile (another tab or device)
  [/^Could not find a address with ID "\d+"$/, msg`This address is no longer in your address book.`],
];

/** An account change made offline: nothing is lost, it just cannot be sent yet. */
export const OFFLINE_CHANGE = msg`You are offline. Saving needs a connection; what you typed is kept.`;

export function backEndMessage(text: string, i18n: I18n): string {
  const known = BACK_END_MESSAGES[text] ?? BACK_END_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
  return known ? i18n._(known) : text;
}

/**
 * Why a send failed, in the person's language: offline (what was typed is kept), else the back end's words (a
 * CommerceError's whole error list). By name, not class: the commerce boundary sits above this module.
 */
export function failureReason(error: Error & { joinedMessage?: string }, i18n: I18n): string {
  if (error.name === 'OfflineError') return i18n._(OFFLINE_CHANGE);
  return backEndMessage(error.joinedMessage ?? error.message, i18n);
}

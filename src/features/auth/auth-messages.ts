// What a person reads when signing in fails: SK's Smart-ID / Mobile-ID outcome codes and the back end's
// (Magento's) account messages, translated; an unknown back-end message is shown as it came.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AuthFailure } from '@/features/auth/auth.machine';
import { backEndMessage } from '@/lib/account-messages';

const EID_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  USER_REFUSED: msg`You cancelled the sign-in on your phone.`,
  USER_CANCELLED: msg`You cancelled the sign-in on your phone.`,
  USER_REFUSED_DISPLAYTEXTANDPIN: msg`You cancelled the sign-in on your phone.`,
  USER_REFUSED_VC_CHOICE: msg`You cancelled the sign-in on your phone.`,
  TIMEOUT: msg`The sign-in was not confirmed in time. Please try again.`,
  EXPIRED: msg`The sign-in was not confirmed in time. Please try again.`,
  WRONG_VC: msg`The wrong verification code was chosen on the phone. Please try again.`,
  NOT_MID_CLIENT: msg`This phone number has no active Mobile-ID. Check the number or choose another method.`,
  NO_ACCOUNT: msg`No Smart-ID account was found for this personal identification code.`,
  DOCUMENT_UNUSABLE: msg`Your Smart-ID account cannot be used. Open the Smart-ID app for details.`,
  PHONE_ABSENT: msg`Your phone could not be reached. Check that it is switched on and has a signal.`,
  DELIVERY_ERROR: msg`The request could not be delivered to your phone. Please try again.`,
  SIM_ERROR: msg`Your SIM card could not handle the request. Please contact your mobile operator.`,
  SIGNATURE_HASH_MISMATCH: msg`Your Mobile-ID certificate does not match. Please contact your mobile operator.`,
};

/** spec §8 "Authentication failed" when nothing more precise is known. */
export const AUTHENTICATION_FAILED = msg`Authentication failed`;
/** spec §8 ID-card failure and its help. */
export const ID_CARD_FAILED = msg`ID card identification failed`;
export const ID_CARD_HELP: readonly MessageDescriptor[] = [
  msg`Check that the card reader is connected and the ID card is in it.`,
  msg`Check that the Web eID browser extension and the ID-card software are installed.`,
  msg`Restart the browser and try again.`,
  msg`Check that your ID card certificates are valid.`,
];

export function authFailureMessage(failure: AuthFailure, i18n: I18n): string {
  if (failure.kind === 'eid') return i18n._(EID_MESSAGES[failure.code] ?? AUTHENTICATION_FAILED);
  // the storefront's own failures (src/commerce/eid.ts), when the back end answered with no outcome
  if (failure.text === 'ID card identification failed') return i18n._(ID_CARD_FAILED);
  if (failure.text === 'Authentication failed') return i18n._(AUTHENTICATION_FAILED);
  return backEndMessage(failure.text, i18n);
}

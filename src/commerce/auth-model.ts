// The shapes the sign-in flow works with (spec §1 methods, §3 related account, §4 multi-account login),
// independent of the GraphQL documents so the auth machine stays React- and network-free.

import type { CompanyValues } from '@/lib/auth-forms';

export type EidMethod = 'smart-id' | 'mobile-id';

export interface EidStartInput {
  method: EidMethod;
  personalCode: string;
  /** Mobile-ID only: the phone number the person's SIM answers on. */
  phone?: string;
}

/** A started Smart-ID / Mobile-ID session: the code the person compares on the phone. */
export interface EidSession {
  sessionId: string;
  verificationCode: string;
}

/** spec §3 related account: one account of the person, chosen after an eID sign-in. */
export interface RelatedAccount {
  /** A one-time selection token, exchanged for the session when chosen. */
  token: string;
  /** e.g. "active" or "pending" (a company account waiting for activation). */
  status: string;
  has_data_changes: boolean;
  /** What the person reads: the name of the customer or company. */
  label: string;
  kind: 'customer' | 'company';
  /** The account's e-mail and the names to confirm on first login (the verified ones when they differ). */
  email?: string;
  firstname?: string;
  lastname?: string;
  telephone?: string | null;
}

/** What the person's identity needs to fill in the registration form (pre-register → register). */
export interface RegistrationPrefill {
  firstname: string;
  lastname: string;
  personalCode: string;
  /** Opaque, short-lived proof from the server that the code was verified by eID. */
  ticket: string;
}

/** How an eID sign-in ended (the session cookie is set by the server when `signedIn`). */
export type EidOutcome =
  | { kind: 'signedIn' }
  | { kind: 'register'; prefill: RegistrationPrefill }
  | { kind: 'accounts'; accounts: RelatedAccount[] }
  | { kind: 'failed'; code: string };

export interface RegistrationInput {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  telephone: string;
  personalCode: string;
  isSubscribed: boolean;
  /** From an eID pre-registration: the verified code is attached to the new account. */
  ticket: string | null;
  /** A business customer's company (spec §1, §3 company); null for a personal customer. */
  company: CompanyDetails | null;
}

/** What the register step asks of a business customer's company (spec §3 company, §5 rules). */
export type CompanyDetails = CompanyValues;

/** The details a person confirms on first login to an account whose data changed (spec §4). */
export interface FirstLoginInput {
  token: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
}

import { hash, verify } from '@node-rs/argon2';
import { inputError } from '@/server/resolvers/errors';

// Passwords are stored as argon2id PHC strings (OWASP's minimums: 19 MiB, 2 passes, 1 lane), never in clear.
// The rules and messages are Magento's defaults (customer/password/minimum_password_length = 8, 3 classes).

// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax)
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 8;
export const REQUIRED_CLASSES = 3;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (phc: string | null, password: string): Promise<boolean> => {
  if (!phc) return false;
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the account does not exist, so timing does not tell which e-mails exist. */
let dummy: Promise<string> | null = null;
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword('not-a-real-password-0A!'));

/** Magento's password strength check (AccountManagement::checkPasswordStrength). */
export function assertPasswordStrength(password: string): void {
  if (password.length !== password.trim().length)
    throw inputError("The password can't begin or end with a space. Verify the password and try again.");
  if (password.length < MIN_PASSWORD_LENGTH)
    throw inputError(
      `The password needs at least ${MIN_PASSWORD_LENGTH} characters. Create a new password and try again.`,
    );
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  if (classes < REQUIRED_CLASSES)
    throw inputError(
      `Minimum of different classes of characters in password is ${REQUIRED_CLASSES}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
    );
}

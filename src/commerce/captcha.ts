// spec §7 captcha hook point: account calls (sign-in, registration, password reset) may carry a captcha
// response. Magento reads it from the `X-ReCaptcha` header; a real provider (reCAPTCHA, hCaptcha) is
// installed with setCaptchaProvider and asked once per protected call. By default nothing is asked.
export type CaptchaProvider = (operation: string) => Promise<string | null>;

/** Operations Magento's ReCaptcha modules protect on the storefront. */
export const CAPTCHA_OPERATIONS: readonly string[] = [
  'SignIn',
  'CreateCustomer',
  'RequestPasswordReset',
  'ResetPassword',
  'ContactUs',
];

let provider: CaptchaProvider | null = null;

export function setCaptchaProvider(next: CaptchaProvider | null): void {
  provider = next;
}

/** The header to send with `operation`, if a provider is installed and protects it. */
export async function captchaHeader(operation: string | undefined): Promise<Record<string, string>> {
  if (!provider || !operation || !CAPTCHA_OPERATIONS.includes(operation)) return {};
  const token = await provider(operation);
  return token ? { 'X-ReCaptcha': token } : {};
}

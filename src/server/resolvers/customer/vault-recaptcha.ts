import type { ShopContext } from '@/server/resolvers/context';
import { noSuchEntity } from '@/server/resolvers/errors';

// Magento's VaultGraphQl and ReCaptchaWebapiGraphQl as they answer when unused: this shop stores no payment
// methods (every payment goes through the provider's page) and checks no reCAPTCHA on the server.

export const vaultRecaptchaQueries = {
  // only for the signed-in customer (Magento: "The current customer isn't authorized.")
  customerPaymentTokens: (_: unknown, __: unknown, ctx: ShopContext) => {
    ctx.customer.require();
    return { items: [] };
  },
  // ReCaptchaWebapiGraphQl: enabled only with keys and forms configured; the defaults of its config.xml
  recaptchaV3Config: () => ({
    is_enabled: false,
    website_key: '',
    minimum_score: 0.5,
    badge_position: 'inline',
    language_code: null,
    failure_message: 'reCAPTCHA verification failed.',
    forms: [],
  }),
};

export const vaultMutations = {
  deletePaymentToken: (_: unknown, args: { public_hash: string }, ctx: ShopContext) => {
    ctx.customer.require();
    throw noSuchEntity(`Could not find a token using public hash: ${args.public_hash}`);
  },
};

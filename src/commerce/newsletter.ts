// The newsletter signup: Magento's subscribeEmailToNewsletter (NewsletterGraphQl).
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { SubscriptionStatusesEnum } from '@/commerce/generated/graphql';
import type { Locale } from '@/lib/locale';

export const SubscribeEmailToNewsletterMutation = graphql(`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`);

export type NewsletterStatus = SubscriptionStatusesEnum;

/** Subscribes the address in the page's store view; rejects with a CommerceError (refused) or a network error. */
export const subscribeToNewsletter = (email: string, locale: Locale): Promise<NewsletterStatus | null> =>
  commerceRequest(SubscribeEmailToNewsletterMutation, { email }, { locale }).then(
    (d) => d.subscribeEmailToNewsletter?.status ?? null,
  );

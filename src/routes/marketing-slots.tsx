// The marketing feature composed into the shell (features never import each other): the newsletter signup in
// the footer (loaded when the footer comes near, with the rest of the catalog) and in the newsletter modal.
import { Suspense, lazy, type ReactNode } from 'react';
import type { Locale } from '@/lib/locale';
import { withAllMessages } from '@/lib/all-messages';
import { NearView } from '@/ui/near-view';

const NewsletterForm = lazy(
  withAllMessages(() =>
    import('@/features/marketing/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
  ),
);

export function newsletterModalPanel(locale: Locale): ReactNode {
  return (
    <Suspense fallback={null}>
      <NewsletterForm locale={locale} place="modal" />
    </Suspense>
  );
}

export function newsletterFooterSlot(locale: Locale): ReactNode {
  return (
    <NearView className="footer__newsletter">
      <Suspense fallback={null}>
        <NewsletterForm locale={locale} place="footer" />
      </Suspense>
    </NearView>
  );
}

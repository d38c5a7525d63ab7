// The marketing feature composed into the shell (features never import each other): the newsletter signup in
// the footer (loaded when the footer comes near, with the rest of the catalog) and in the newsletter modal;
// measurement with consent and the footer's button that reopens the consent choices.
import { Suspense, type ReactNode } from 'react';
import type { Locale } from '@/lib/locale';
import { withAllMessages } from '@/lib/all-messages';
import { NearView } from '@/ui/near-view';
import { OptionalPart } from '@/ui/optional-part';
import { ConsentSettingsSlot } from '@/features/marketing/consent-settings-slot';
import { lazyPart } from '@/ui/lazy-part';

const NewsletterForm = lazyPart(
  'NewsletterForm',
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
      <OptionalPart>
        <NewsletterForm locale={locale} place="footer" />
      </OptionalPart>
    </NearView>
  );
}

// Measurement (consent banner, data layer gate, tag manager, page views, conversions, chat): its own chunk,
// loaded after the shell's first render; it brings the rest of the catalog only when the banner shows.
const Measurement = lazyPart('Measurement', () =>
  import('@/features/marketing/measurement').then((m) => ({ default: m.Measurement })),
);

export function measurementSlot(locale: Locale, pathname: string, signedIn: boolean): ReactNode {
  return (
    <OptionalPart>
      <Measurement locale={locale} pathname={pathname} signedIn={signedIn} />
    </OptionalPart>
  );
}

/**
 * Where the footer's "Cookie settings" button goes: the measurement chunk renders it there (a portal) only when
 * a choice matters, so neither its code nor its message is part of the shell.
 */
export const consentLinkSlot = (): ReactNode => <ConsentSettingsSlot />;

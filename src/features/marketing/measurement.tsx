// Measurement with consent (issue 16 part 5), mounted once by the shell after its first render: reads which
// third parties are on (commerce/storefront-config) and the person's choice (lib/consent), opens or closes the
// data layer accordingly, shows the consent banner while a choice is needed, loads the tag manager with
// analytics consent, sends page_view 3000 ms after every route change (spec §7, §9), forwards events as
// conversions with marketing consent, and injects the chat 8000 ms after load when a chat key is set.
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customerAddresses, customerQueryOptions } from '@/commerce/customer-account';
import { loadStorefrontConfig, needsConsent, type StorefrontConfig } from '@/commerce/storefront-config';
import { withAllMessages } from '@/lib/all-messages';
import { consent } from '@/lib/consent';
import { onDataLayerEvent, pushDataLayer, setDataLayerGate } from '@/lib/data-layer';
import type { Locale } from '@/lib/locale';
import { forwardConversion, rememberFbc, type Contact } from '@/features/marketing/conversions';
import { loadTagManager, scheduleChat } from '@/features/marketing/third-parties';
import { useConsentSettingsSlot } from '@/features/marketing/consent-settings-slot';
import { lazyPart } from '@/ui/lazy-part';

const ConsentParts = lazyPart(
  'ConsentParts',
  withAllMessages(() =>
    import('@/features/marketing/consent-banner').then((m) => ({ default: m.ConsentParts })),
  ),
);

/** spec §9: page_view waits 3000 ms after a route change (the new page's title is set by then). */
export const PAGE_VIEW_DELAY_MS = 3000;

export interface MeasurementProps {
  locale: Locale;
  pathname: string;
  signedIn: boolean;
}

/** The e-mail and phone of a signed-in customer's default shipping address (spec §7 conversions). */
function useContact(enabled: boolean): Contact | null {
  const { data } = useQuery({ ...customerQueryOptions(), enabled });
  if (!enabled || !data) return null;
  const address = customerAddresses(data).find((a) => a.default_shipping) ?? null;
  return { email: data.email ?? null, telephone: address?.telephone ?? null };
}

export function Measurement({ locale, pathname, signedIn }: MeasurementProps) {
  const [config, setConfig] = useState<StorefrontConfig | null | undefined>(undefined);
  const choice = useSyncExternalStore(consent.subscribe, consent.get, () => null);
  const reopened = useSyncExternalStore(consent.subscribe, consent.isReopened, () => false);

  useEffect(() => {
    let live = true;
    void loadStorefrontConfig().then((c) => {
      if (live) setConfig(c);
    });
    return () => {
      live = false;
    };
  }, []);

  const required = config ? needsConsent(config) : false;
  const marketing = !!config?.conversions && choice?.marketing === true;
  // the data layer feeds the tag manager (analytics) and the conversions (marketing)
  const open = !!config && (!required || choice?.analytics === true || marketing);

  // conversions: every event that reaches the data layer, while marketing consent lasts (listening before the
  // gate below opens, so the events that waited are forwarded too)
  const fbc = useRef<string | undefined>(undefined);
  useEffect(() => {
    fbc.current = rememberFbc(window.location.search);
  }, []);
  const contact = useContact(marketing && signedIn);
  const contactRef = useRef(contact);
  useEffect(() => {
    contactRef.current = contact;
  });
  useEffect(() => {
    if (!marketing) return;
    return onDataLayerEvent((event) => void forwardConversion(event, fbc.current, contactRef.current));
  }, [marketing]);

  // the data layer: open with consent (or when nothing optional is on); an unknown config keeps it shut
  useEffect(() => {
    if (config === undefined) return;
    setDataLayerGate(open);
  }, [config, open]);

  useEffect(() => {
    if (config?.tagManager && choice?.analytics) loadTagManager(config.tagManager, choice);
  }, [config, choice]);

  // spec §7 page_view on every route change (the first page too), 3000 ms later, with its own event id; a page
  // left sooner still counts (its timer is only dropped when the shell goes)
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    const location = window.location.href;
    const timer = window.setTimeout(() => {
      pending.delete(timer);
      pushDataLayer({
        event: 'page_view',
        page_location: location,
        page_path: pathname,
        page_title: document.title,
        language: locale,
      });
    }, PAGE_VIEW_DELAY_MS);
    pending.add(timer);
  }, [pathname, locale]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  useEffect(() => (config?.chat ? scheduleChat(config.chat, locale) : undefined), [config, locale]);

  // the footer's place for "Cookie settings" (a layout change brings a new footer)
  const linkTarget = useConsentSettingsSlot();

  if (!required) return null;
  return (
    <Suspense fallback={null}>
      <ConsentParts current={choice} reopened={reopened} linkTarget={linkTarget} />
    </Suspense>
  );
}

import { useEffect } from 'react';
import type { Locale } from '@/lib/locale';

/**
 * issue 13 item 1: on kiosk pages the page names the kiosk's own manifest (its name, start URL
 * /{locale}/kiosk, fullscreen, landscape), so installing from here installs the kiosk app.
 */
export function useKioskManifest(locale: Locale, kiosk = true): void {
  useEffect(() => {
    if (!kiosk) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const shop = link.getAttribute('href');
    link.setAttribute('href', `/kiosk-${locale}.webmanifest`);
    return () => {
      if (shop) link.setAttribute('href', shop);
    };
  }, [locale, kiosk]);
}

import type { StorefrontConfig } from '@/commerce/storefront-config';
import { gtagArguments } from '@/lib/data-layer';
import type { ConsentChoice } from '@/lib/consent';

// The third-party scripts (issue 16 part 5), each only when configured: the tag manager after analytics
// consent, the support chat 8000 ms after load (spec §9) when a chat key is set.

type Win = Window & { dataLayer?: unknown[]; _smartsupp?: Record<string, unknown> };

function addScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Google consent mode's defaults (denied) go first, then the person's choice, then the container. */
export function loadTagManager(
  tagManager: NonNullable<StorefrontConfig['tagManager']>,
  choice: ConsentChoice,
) {
  if (document.getElementById('tag-manager')) return;
  const w = window as Win;
  w.dataLayer ??= [];
  const state = (on: boolean) => (on ? 'granted' : 'denied');
  w.dataLayer.push(
    gtagArguments('consent', 'default', {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }),
    gtagArguments('consent', 'update', {
      analytics_storage: state(choice.analytics),
      ad_storage: state(choice.marketing),
      ad_user_data: state(choice.marketing),
      ad_personalization: state(choice.marketing),
    }),
    { 'gtm.start': Date.now(), event: 'gtm.js' },
  );
  addScript(tagManager.scriptUrl, 'tag-manager');
}

export const CHAT_DELAY_MS = 8000;

/** spec §9: the chat script is injected 8000 ms after the page loaded; returns a cancel. */
export function scheduleChat(chat: NonNullable<StorefrontConfig['chat']>, locale: string): () => void {
  const wait = Math.max(0, CHAT_DELAY_MS - performance.now());
  const timer = window.setTimeout(() => {
    const w = window as Win;
    w._smartsupp = { ...(w._smartsupp ?? {}), key: chat.key, language: locale };
    addScript(chat.scriptUrl, 'support-chat');
  }, wait);
  return () => window.clearTimeout(timer);
}

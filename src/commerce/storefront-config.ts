import { storageKeys } from '@/lib/storage-keys';
import { commerceFetch } from '@/commerce/client';

// Which optional third parties the shop has on (GET /api/storefront/config, issue 16 part 5): the tag manager,
// the conversions forwarder and the support chat. The last answer is kept on the device, so an offline start
// knows too; with neither (first start offline) the answer is unknown and nothing optional runs.

export interface StorefrontConfig {
  tagManager: { containerId: string; scriptUrl: string } | null;
  conversions: boolean;
  chat: { key: string; scriptUrl: string } | null;
}

const parse = (value: unknown): StorefrontConfig | null => {
  const v = value as Partial<StorefrontConfig> | null;
  if (!v || typeof v !== 'object' || typeof v.conversions !== 'boolean') return null;
  return { tagManager: v.tagManager ?? null, conversions: v.conversions, chat: v.chat ?? null };
};

export function cachedStorefrontConfig(): StorefrontConfig | null {
  try {
    return parse(JSON.parse(localStorage.getItem(storageKeys.storefrontConfig) ?? 'null'));
  } catch {
    return null;
  }
}

/** The server's answer (kept for later), else the last one kept, else null. */
export async function loadStorefrontConfig(): Promise<StorefrontConfig | null> {
  try {
    const res = await commerceFetch('/api/storefront/config', { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`storefront config: ${res.status}`);
    const config = parse(((await res.json()) as { data?: unknown }).data);
    if (config) {
      try {
        localStorage.setItem(storageKeys.storefrontConfig, JSON.stringify(config));
      } catch {
        // storage blocked: this page's answer still counts
      }
      return config;
    }
  } catch {
    // offline or refused: the last answer kept
  }
  return cachedStorefrontConfig();
}

/** The consent banner is needed only when something optional would run. */
export const needsConsent = (c: StorefrontConfig): boolean => c.tagManager !== null || c.conversions;

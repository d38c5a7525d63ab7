// Issue 16 part 5: the optional third parties, each on only when configured (README "Environment variables"):
// the tag manager (GTM_CONTAINER_ID), the conversions forwarder (CONVERSIONS_API_URL) and the support chat
// (CHAT_KEY). The storefront learns what is on from GET /api/storefront/config; the CSP allows exactly the
// hosts of what is on, and nothing more when nothing is.

export interface MarketingConfig {
  tagManager: { containerId: string; scriptUrl: string } | null;
  /** where conversion events are forwarded (Meta's Conversions API shape), with its access token */
  conversions: { url: string; accessToken: string | null } | null;
  chat: { key: string; scriptUrl: string } | null;
}

export const NO_MARKETING: MarketingConfig = { tagManager: null, conversions: null, chat: null };

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const CHAT_KEY = /^[A-Za-z0-9_-]{8,100}$/;
export const DEFAULT_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
export const DEFAULT_CHAT_SCRIPT_URL = 'https://www.smartsuppchat.com/loader.js';

const httpUrl = (value: string, name: string): URL => {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL`);
  return url;
};

type Env = Record<string, string | undefined>;

/** Reads the settings; a malformed value stops the start with a message naming the variable. */
export function marketingConfigFromEnv(env: Env = process.env): MarketingConfig {
  const containerId = env.GTM_CONTAINER_ID?.trim();
  if (containerId && !CONTAINER_ID.test(containerId))
    throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, got ${containerId}`);
  const gtmOrigin = httpUrl(
    env.GTM_SCRIPT_ORIGIN?.trim() || DEFAULT_TAG_MANAGER_ORIGIN,
    'GTM_SCRIPT_ORIGIN',
  ).origin;
  const conversionsUrl = env.CONVERSIONS_API_URL?.trim();
  const chatKey = env.CHAT_KEY?.trim();
  if (chatKey && !CHAT_KEY.test(chatKey)) throw new Error('CHAT_KEY has unexpected characters');
  return {
    tagManager: containerId
      ? { containerId, scriptUrl: `${gtmOrigin}/gtm.js?id=${encodeURIComponent(containerId)}` }
      : null,
    conversions: conversionsUrl
      ? {
          url: httpUrl(conversionsUrl, 'CONVERSIONS_API_URL').href,
          accessToken: env.CONVERSIONS_ACCESS_TOKEN?.trim() || null,
        }
      : null,
    chat: chatKey
      ? {
          key: chatKey,
          scriptUrl: httpUrl(env.CHAT_SCRIPT_URL?.trim() || DEFAULT_CHAT_SCRIPT_URL, 'CHAT_SCRIPT_URL').href,
        }
      : null,
  };
}

/** What the storefront may know (no access token). */
export const publicMarketingConfig = (c: MarketingConfig) => ({
  tagManager: c.tagManager,
  conversions: c.conversions !== null,
  chat: c.chat,
});

/** The origins the browser may reach for what is configured: the tag manager's and the chat's. */
export function thirdPartyOrigins(c: MarketingConfig): {
  scripts: string[];
  connect: string[];
  frames: string[];
} {
  const gtm = c.tagManager ? [new URL(c.tagManager.scriptUrl).origin] : [];
  const chat = c.chat ? [new URL(c.chat.scriptUrl).origin] : [];
  const all = [...new Set([...gtm, ...chat])];
  return { scripts: all, connect: all, frames: all };
}

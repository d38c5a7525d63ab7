// Listing search validation for the route definitions (spec §2 listing parameters) without putting
// the listing-params module, and with it valibot, into the app shell (issue 4: home page JS budget).
// The module loads with the first listing route (or right at startup when the app opens on one, see
// early-queries.ts and app.tsx); until it is there, a route's search passes through as the router
// parsed it, and the route's beforeLoad validates it and drops anything invalid (the same redirect).
import type * as ListingParams from '@/lib/listing-params';
import type { ListingSearch } from '@/lib/listing-params';

type ListingParamsModule = typeof ListingParams;

let loaded: ListingParamsModule | undefined;
let loading: Promise<ListingParamsModule> | undefined;

export function loadListingParams(): Promise<ListingParamsModule> {
  loading ??= import('@/lib/listing-params').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // a failed chunk load may succeed later (back online)
      throw error;
    },
  );
  return loading;
}

/**
 * Whole-number values stay numbers: the router writes a numeric-looking string JSON-quoted
 * (`f.product_brand=%2243%22`), a number plainly (`f.product_brand=43`); parsing accepts both.
 */
function wholeNumbers(search: ListingSearch): ListingSearch {
  const out: ListingSearch = {};
  for (const [key, value] of Object.entries(search))
    out[key] = typeof value === 'string' && /^(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : value;
  return out;
}

/** Text and number values as the router parsed them (anything else waits for beforeLoad). */
function passThrough(raw: Record<string, unknown>): ListingSearch {
  const out: ListingSearch = {};
  for (const [key, value] of Object.entries(raw))
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  return out;
}

/** The listing parameters are a listing loader's dependencies: a filter change reloads. */
export const listingLoaderDeps = ({ search }: { search: ListingSearch }) => ({ search });

/** The address bar's own search, parsed the way the router parses it (JSON values where they parse). */
export function rawSearch(searchStr: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    try {
      out[key] = JSON.parse(value);
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/** spec §2 listing parameters: invalid values are dropped, never thrown. */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  if (!loaded) return passThrough(raw);
  return wholeNumbers(loaded.serializeListingParams(loaded.parseListingParams(raw)));
}

/** The routes with listing parameters (spec §2): category, brand, offers, campaign, search. */
export function isListingPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/(c|brands|pakkumised|kampaaniad|search)(\/|$)/.test(pathname);
}

/**
 * Loads the module before the router first matches a listing path (validated from the first render),
 * else on the user's first interaction, ahead of a click on a listing link; never during the home
 * page's own startup.
 */
export function preloadListingParams(pathname: string): Promise<unknown> {
  const quiet = () => loadListingParams().catch(() => undefined);
  if (isListingPath(pathname)) return quiet();
  if (typeof window !== 'undefined') {
    const onFirstInput = () => {
      window.removeEventListener('pointerdown', onFirstInput, true);
      window.removeEventListener('keydown', onFirstInput, true);
      void quiet();
    };
    window.addEventListener('pointerdown', onFirstInput, true);
    window.addEventListener('keydown', onFirstInput, true);
  }
  return Promise.resolve();
}

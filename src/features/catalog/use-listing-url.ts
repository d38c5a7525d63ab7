// spec §2: every listing change is written to the URL (f.{name}, page, sort, itemsPerPage, display)
// and the URL alone restores the listing.
import { useCallback } from 'react';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import {
  listingSearchString,
  parseListingParams,
  serializeListingParams,
  type ListingParams,
} from '@/lib/listing-params';
import { useListingDisplay } from '@/ui/use-listing-display';

export interface ListingUrl {
  params: ListingParams;
  /** Writes the next state into the URL (a history entry, so Back undoes it). */
  update: (next: ListingParams, options?: { resetScroll?: boolean }) => void;
  hrefFor: (next: ListingParams) => string;
}

export function useListingUrl(): ListingUrl {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const [storedDisplay, setStoredDisplay] = useListingDisplay();
  const parsed = parseListingParams(search);
  // The URL's display wins; without one the remembered choice applies (spec §2: default grid).
  const params: ListingParams = 'display' in search ? parsed : { ...parsed, display: storedDisplay };

  const update = useCallback(
    (next: ListingParams, options: { resetScroll?: boolean } = {}) => {
      if (next.display !== storedDisplay) setStoredDisplay(next.display);
      const serialized = serializeListingParams(next);
      void navigate({
        to: pathname,
        search: serialized as never,
        resetScroll: options.resetScroll ?? false,
      });
    },
    [navigate, pathname, setStoredDisplay, storedDisplay],
  );

  const hrefFor = useCallback(
    (next: ListingParams) => {
      const query = listingSearchString(next);
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname],
  );

  return { params, update, hrefFor };
}

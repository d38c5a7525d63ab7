// schema.org BreadcrumbList for category and product pages: the trail from the top down, positions from 1.
// Google reads `item` as the crumb's page; the last crumb (the page itself) may leave it out.

export interface Crumb {
  name: string;
  /** Absolute URL of the crumb's page; may be left out for the last crumb. */
  url?: string | null;
}

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item?: string }[];
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): BreadcrumbListJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => {
      if (!crumb.url && i < crumbs.length - 1)
        throw new RangeError(`Crumb ${i + 1} (${crumb.name}) has no URL`);
      return {
        '@type': 'ListItem' as const,
        position: i + 1,
        name: crumb.name,
        ...(crumb.url ? { item: crumb.url } : {}),
      };
    }),
  };
}

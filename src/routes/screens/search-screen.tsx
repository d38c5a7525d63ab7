// The search page /search?term= (spec §2): the search feature's page with the catalogue's listing
// composed in (features never import each other). Its own chunk: the search field and the offline
// index are not loaded by category pages.
import { ProductListing } from '@/features/catalog/product-listing';
import { SearchPage } from '@/features/search/search-page';
import { useLocale } from '@/routes/use-locale';

export function SearchScreen() {
  const locale = useLocale();
  return (
    <SearchPage
      locale={locale}
      renderListing={({ term, offlineFallback, onOpenProduct, empty }) => (
        <ProductListing
          key={term}
          scope={{ kind: 'search' }}
          locale={locale}
          offlineFallback={offlineFallback}
          onOpenProduct={onOpenProduct}
          empty={(listing) => empty(listing.suggestions)}
        />
      )}
    />
  );
}

import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import {
  DEFAULT_LISTING_PARAMS,
  listingSearchString,
  parseListingParams,
  type ListingParams,
} from '@/lib/listing-params';
import type { Facet } from '@/commerce/catalog';
import { FiltersPanel } from '@/features/catalog/filters-panel';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const facets: Facet[] = [
  {
    code: 'type_of_stones',
    label: 'Stones',
    options: [
      { label: 'Granite', value: '11', count: 4 },
      { label: 'Basalt', value: '12', count: 2 },
    ],
  },
  {
    code: 'product_brand',
    label: 'Brand',
    options: [
      { label: 'Voltra', value: '80', count: 7 },
      { label: 'Ferrox', value: '47', count: 3 },
    ],
  },
  { code: 'price', label: 'Price', options: [{ label: '0-100', value: '0_100', count: 9 }] },
  { code: 'availability', label: 'Stock', options: [{ label: 'In stock', value: '1', count: 9 }] },
];

/** Renders the panel wired to an in-memory "URL": every change goes through the query string. */
function renderPanel(initial: ListingParams = DEFAULT_LISTING_PARAMS) {
  let url = listingSearchString(initial);
  const view = (params: ListingParams) => (
    <I18nProvider i18n={i18n}>
      <FiltersPanel
        facets={facets}
        params={params}
        onChange={(next) => {
          url = listingSearchString(next);
          result.rerender(view(parseListingParams(new URLSearchParams(url))));
        }}
      />
    </I18nProvider>
  );
  const result = render(view(initial));
  return { url: () => url };
}

describe('filters panel', () => {
  it('renders type_of_stones as radios and other options as checkboxes (spec §9)', () => {
    renderPanel();
    const stones = screen.getByRole('group', { name: 'Stones' });
    expect(within(stones).getAllByRole('radio')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Brand' })).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('offers in-stock as the two §9 choices, "only in stock" by default, and the back end facet is not repeated', () => {
    const { url } = renderPanel();
    const stock = screen.getByRole('group', { name: 'Availability' });
    expect(within(stock).getByRole('radio', { name: 'Show only in-stock items' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByRole('group', { name: 'Stock' })).toBeNull();
    fireEvent.click(within(stock).getByRole('radio', { name: 'Show all products' }));
    expect(url()).toBe('f.availability=0');
    fireEvent.click(within(stock).getByRole('radio', { name: 'Show only in-stock items' }));
    expect(url()).toBe(''); // back to the default: nothing in the URL
  });

  it('toggles checkboxes, keeps radios single-valued, clears a radio on a second click, returns to page 1', () => {
    const { url } = renderPanel({ ...DEFAULT_LISTING_PARAMS, page: 4 });
    fireEvent.click(screen.getByRole('checkbox', { name: /Voltra/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Ferrox/ }));
    expect(url()).toBe('f.product_brand=80%2C47');
    fireEvent.click(screen.getByRole('radio', { name: /Granite/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Basalt/ }));
    expect(new URLSearchParams(url()).get('f.type_of_stones')).toBe('12');
    fireEvent.click(screen.getByRole('radio', { name: /Basalt/ }));
    expect(new URLSearchParams(url()).has('f.type_of_stones')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /Voltra/ }));
    expect(url()).toBe('f.product_brand=47');
    expect(screen.getByRole('button', { name: 'Clear filters (1)' })).toBeTruthy();
  });

  it('writes a typed price range as from_to and a bucket as its value (spec §5)', () => {
    const { url } = renderPanel();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '99.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(url()).toBe('f.price=15_99.5');
    fireEvent.click(screen.getByRole('radio', { name: /0-100/ }));
    expect(url()).toBe('f.price=0_100');
    fireEvent.click(screen.getByRole('button', { name: 'Any price' }));
    expect(url()).toBe('');
  });
});

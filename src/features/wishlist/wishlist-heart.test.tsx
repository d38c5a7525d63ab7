import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { wishlistQueryKey, type Wishlist } from '@/commerce/wishlist';
import { overlays } from '@/lib/overlays';
import { WishlistBadge, WishlistHeart } from '@/features/wishlist/wishlist-heart';

// The heart's state and name (aria-pressed, the product in the name), the store config flag hiding it, and a
// guest's press opening the wishlist sidebar without asking the server.

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const target = {
  sku: 'SIM-1',
  name: 'Cordless screwdriver',
  typename: 'SimpleProduct',
  place: 'card',
} as const;

function mount(client: QueryClient) {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <WishlistHeart locale="et" target={target} />
        <WishlistBadge locale="et" />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const withConfig = (flag: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['storeConfig', 'et'], { magento_wishlist_general_is_enabled: flag });
  return client;
};

afterEach(() => {
  document.cookie = 'vsf-session=; max-age=0; path=/';
  overlays.close();
  vi.restoreAllMocks();
});

describe('WishlistHeart', () => {
  it('says which product it is for and whether it is in the wishlist; the badge counts', async () => {
    document.cookie = 'vsf-session=1; path=/';
    const client = withConfig('1');
    client.setQueryData<Wishlist>(wishlistQueryKey('et'), {
      id: '7',
      count: 1,
      items: [{ id: '1', quantity: 1, addedAt: '', product: { sku: 'SIM-1' } as never }],
    });
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
    mount(client);
    const heart = screen.getByRole('button', { name: 'Wishlist: Cordless screwdriver' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('wishlist-badge').textContent).toContain('1');
    // the badge asks the server again as it mounts (once per page load); here that fails and the cached list stays
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByTestId('wishlist-badge').textContent).toContain('1');
  });

  it('is not there when the store config turns the wishlist off', () => {
    mount(withConfig('0'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a guest’s press opens the wishlist sidebar and asks the server nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    mount(withConfig('1'));
    const heart = screen.getByRole('button', { name: 'Wishlist: Cordless screwdriver' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await new Promise((r) => setTimeout(r, 0));
    expect(overlays.getSnapshot().active).toBe('wishlistSidebar');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('wishlist-badge')).toBeNull();
  });
});

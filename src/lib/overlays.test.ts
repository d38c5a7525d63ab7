import { createOverlayStore } from '@/lib/overlays';

describe('overlays (spec §2)', () => {
  it('keeps one overlay open at a time', () => {
    const store = createOverlayStore();
    store.open('cartSidebar');
    store.open('wishlistSidebar');
    expect(store.getSnapshot().active).toBe('wishlistSidebar');
  });

  it('opening most overlays closes the mobile menu first', () => {
    const store = createOverlayStore();
    store.setMobileMenu(true);
    store.open('search');
    expect(store.getSnapshot()).toMatchObject({ active: 'search', mobileMenuOpen: false });
  });

  it('the mega menu sidebar opens on top of the mobile menu', () => {
    const store = createOverlayStore();
    store.setMobileMenu(true);
    store.open('megaMenuSidebar');
    expect(store.getSnapshot()).toMatchObject({ active: 'megaMenuSidebar', mobileMenuOpen: true });
  });

  it('the my-account sidebar opens only for a signed-in user', () => {
    const store = createOverlayStore();
    expect(store.open('myAccountSidebar')).toBe(false);
    expect(store.getSnapshot().active).toBeNull();
    expect(store.open('myAccountSidebar', { signedIn: true })).toBe(true);
    expect(store.getSnapshot().active).toBe('myAccountSidebar');
  });

  it('login modal and auth sidebar open in login mode unless told otherwise', () => {
    const store = createOverlayStore();
    store.open('authSidebar', { authMode: 'register' });
    expect(store.getSnapshot().authMode).toBe('register');
    store.open('loginModal');
    expect(store.getSnapshot().authMode).toBe('login');
  });

  it('close(id) only closes that overlay; toggle opens and closes', () => {
    const store = createOverlayStore();
    store.open('cartSidebar');
    store.close('search');
    expect(store.getSnapshot().active).toBe('cartSidebar');
    store.toggle('cartSidebar');
    expect(store.getSnapshot().active).toBeNull();
    store.toggle('newsletterModal');
    expect(store.getSnapshot().active).toBe('newsletterModal');
  });

  it('notifies subscribers only on real changes', () => {
    const store = createOverlayStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.close();
    store.setMobileMenu(false);
    expect(listener).not.toHaveBeenCalled();
    store.setMobileMenu(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

import {
  localeCookies,
  parseCookies,
  readCookie,
  sessionExpiryCookies,
  serializeCookie,
} from '@/lib/cookies';

describe('cookies', () => {
  it('parses a document.cookie string, decoding values and keeping the first duplicate', () => {
    const jar = 'vsf-locale=ru; vsf-customer=abc%20def; vsf-locale=et; broken';
    expect(parseCookies(jar)).toEqual({ 'vsf-locale': 'ru', 'vsf-customer': 'abc def' });
    expect(readCookie(jar, 'vsf-cart')).toBeNull();
  });

  it('serializes with path / and SameSite=Lax by default', () => {
    expect(serializeCookie('a', 'b c')).toBe('a=b%20c; Path=/; SameSite=Lax');
  });

  it('spec §4/§9: a language switch writes locale, currency EUR and store for one year', () => {
    const written = localeCookies('ru');
    expect(written).toContain('vsf-locale=ru; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(written).toContain('vsf-currency=EUR; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(written).toContain('vsf-store=ru; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('spec §4 session expiry clears customer and cart cookies at the root and each locale path', () => {
    const expired = sessionExpiryCookies();
    for (const name of ['vsf-customer', 'vsf-session', 'vsf-cart'])
      for (const path of ['/', '/et', '/ru'])
        expect(expired).toContain(`${name}=; Max-Age=0; Path=${path}; SameSite=Lax`);
    expect(expired).toHaveLength(9);
  });
});

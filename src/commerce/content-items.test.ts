import { shopPath } from '@/commerce/content-items';
import { parseCountdownBanner } from '@/commerce/content';

describe('editable content', () => {
  it('keeps a link only when it is a page of the shop', () => {
    expect(shopPath('/et/kampaaniad/saunahooaeg')).toBe('/et/kampaaniad/saunahooaeg');
    expect(shopPath('//evil.example/x')).toBe('');
    expect(shopPath('https://evil.example/x')).toBe('');
    expect(shopPath('javascript:alert(1)')).toBe('');
  });

  it('reads the countdown banner: a title and an end time are needed', () => {
    expect(
      parseCountdownBanner([
        {
          title: 'Tööriistade nädal',
          text: 'Pakkumine lõpeb',
          url: '/et/kampaaniad/tooriistade-nadal',
          endsAt: '2026-11-29T23:59:59+02:00',
        },
      ]),
    ).toEqual({
      title: 'Tööriistade nädal',
      text: 'Pakkumine lõpeb',
      url: '/et/kampaaniad/tooriistade-nadal',
      endsAt: Date.parse('2026-11-29T21:59:59Z'),
    });
    expect(parseCountdownBanner({ title: 'X', endsAt: 'soon' })).toBeNull();
    expect(parseCountdownBanner({ endsAt: '2026-11-29T23:59:59+02:00' })).toBeNull();
    expect(parseCountdownBanner(null)).toBeNull();
    expect(parseCountdownBanner({ title: 'X', endsAt: '2026-11-29', url: 'https://x.example' })?.url).toBe(
      '',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  keptCardAlternatives,
  kioskCardImageUrl,
  kioskImageDensity,
  kioskImageUrls,
} from '@/lib/kiosk-images';
import { fixedImageSources, IMAGE_SIZES } from '@/lib/image-url';

describe('kiosk card pictures', () => {
  it('is the shop card rendering at the density the browser would pick from its srcset', () => {
    const { src, srcSet } = fixedImageSources('/media/catalog/a b.svg', IMAGE_SIZES.productCard);
    expect(kioskCardImageUrl('catalog/a b.svg', 1)).toBe(src);
    expect(srcSet).toContain(`${kioskCardImageUrl('catalog/a b.svg', 2)} 2x`);
    expect([1, 1.25, 1.4].map(kioskImageDensity)).toEqual([1, 1, 1]);
    expect([1.5, 2, 3].map(kioskImageDensity)).toEqual([2, 2, 2]);
  });

  it('keeps one picture per image, in stock here first, bounded', () => {
    const products = [
      { imagePath: 'a.svg', qtyHere: 0 },
      { imagePath: 'b.svg', qtyHere: 3 },
      { imagePath: null, qtyHere: 5 },
      { imagePath: 'b.svg', qtyHere: 1 },
      { imagePath: 'c.svg', qtyHere: 2 },
    ];
    const urls = kioskImageUrls(products, 1);
    expect(urls.map((u) => u.split('/').at(-1))).toEqual(['b.svg', 'c.svg', 'a.svg']);
    expect(kioskImageUrls(products, 1, 2).map((u) => u.split('/').at(-1))).toEqual(['b.svg', 'c.svg']);
  });

  it('offers the kept card pictures for any size of the same file, never for other URLs', () => {
    const large = '/img/s_600x600,f_webp,q_80,fit_contain,b_ffffff/catalog/x.svg';
    expect(keptCardAlternatives(large)).toEqual([
      kioskCardImageUrl('catalog/x.svg', 2),
      kioskCardImageUrl('catalog/x.svg', 1),
    ]);
    expect(keptCardAlternatives('/media/catalog/x.svg')).toHaveLength(2);
    expect(keptCardAlternatives(kioskCardImageUrl('catalog/x.svg', 1))).toEqual([
      kioskCardImageUrl('catalog/x.svg', 2),
    ]);
    expect(keptCardAlternatives('/api/kiosk/store')).toEqual([]);
  });
});

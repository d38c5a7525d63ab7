import { nextCarouselIndex } from '@/ui/product-carousel';

describe('carousel paging', () => {
  it('moves a page at a time and wraps to the start after the last page', () => {
    expect(nextCarouselIndex(0, 10, 4, 1)).toBe(4);
    expect(nextCarouselIndex(4, 10, 4, 1)).toBe(6); // the last page shows the last 4, not 2
    expect(nextCarouselIndex(6, 10, 4, 1)).toBe(0);
  });

  it('goes back a page and from the start to the last page', () => {
    expect(nextCarouselIndex(6, 10, 4, -1)).toBe(2);
    expect(nextCarouselIndex(0, 10, 4, -1)).toBe(6);
  });

  it('stays put when everything fits', () => {
    expect(nextCarouselIndex(0, 3, 4, 1)).toBe(0);
  });
});

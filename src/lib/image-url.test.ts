import { densitySrcSet, imageModifiers, imageUrl, mediaPath, widthSrcSet } from '@/lib/image-url';

describe('image optimiser URLs', () => {
  const src = '/media/catalog/product/drill/1f6feb/makita/kruvikeeraja-1.svg';

  it('turns a media URL into the optimiser path with the README modifier order', () => {
    expect(
      imageUrl(src, {
        width: 216,
        height: 268,
        format: 'webp',
        quality: 80,
        fit: 'contain',
        background: '#FFFFFF',
      }),
    ).toBe(
      '/img/s_216x268,f_webp,q_80,fit_contain,b_ffffff/catalog/product/drill/1f6feb/makita/kruvikeeraja-1.svg',
    );
  });

  it('uses w_ or h_ when only one side is known and _ when nothing is asked', () => {
    expect(imageModifiers({ width: 640 })).toBe('w_640');
    expect(imageModifiers({ height: 200 })).toBe('h_200');
    expect(imageModifiers({})).toBe('_');
    expect(imageModifiers({ background: 'not-a-colour', quality: 500 })).toBe('q_100');
  });

  it('leaves foreign and non-media URLs alone', () => {
    expect(imageUrl('https://cdn.example/media/a.jpg', { width: 10 })).toBe(
      'https://cdn.example/media/a.jpg',
    );
    expect(imageUrl('/icons/logo.svg', { width: 10 })).toBe('/icons/logo.svg');
    expect(mediaPath('http://shop.test/media/a/b.png', 'http://shop.test')).toBe('a/b.png');
    expect(mediaPath('http://other.test/media/a/b.png', 'http://shop.test')).toBeNull();
  });

  it('gives 1x and 2x candidates for a fixed box and clamps to the optimiser limit', () => {
    expect(densitySrcSet(src, { width: 140, height: 200, format: 'webp' })).toBe(
      '/img/s_140x200,f_webp/catalog/product/drill/1f6feb/makita/kruvikeeraja-1.svg 1x, ' +
        '/img/s_280x400,f_webp/catalog/product/drill/1f6feb/makita/kruvikeeraja-1.svg 2x',
    );
    expect(densitySrcSet(src, { width: 1500, height: 1500 })).toBe(
      '/img/s_1500x1500/catalog/product/drill/1f6feb/makita/kruvikeeraja-1.svg 1x',
    );
    expect(densitySrcSet('/icons/a.svg', { width: 10, height: 10 })).toBeUndefined();
  });

  it('gives width candidates with the height from the aspect ratio', () => {
    expect(widthSrcSet(src, [320, 640], 216 / 268, { fit: 'contain' })).toBe(
      '/img/s_320x397,fit_contain/catalog/product/drill/1f6feb/makita/kruvikeeraja-1.svg 320w, ' +
        '/img/s_640x794,fit_contain/catalog/product/drill/1f6feb/makita/kruvikeeraja-1.svg 640w',
    );
  });
});

describe('absolute media URLs of the back end (Magento answers them absolute)', () => {
  it("count as the shop's media when they are on the page's origin", () => {
    const own = `${location.origin}/media/catalog/product/x.svg`;
    expect(mediaPath(own)).toBe('catalog/product/x.svg');
    expect(imageUrl(own, { width: 100, height: 100 })).toBe('/img/s_100x100/catalog/product/x.svg');
    // another origin's media stay as they are
    expect(mediaPath('https://cdn.example/media/catalog/product/x.svg')).toBeNull();
  });
});

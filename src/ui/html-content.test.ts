import { describe, expect, it } from 'vitest';
import { withLeadImage } from '@/ui/html-content';

describe('withLeadImage', () => {
  it('marks only the first picture (priority and Element Timing name), and leaves one the editor marked as it is', () => {
    expect(withLeadImage('<p>x</p><picture><img src="a.webp"></picture><img src="b.webp">')).toBe(
      '<p>x</p><picture><img fetchpriority="high" elementtiming="lead-picture" src="a.webp"></picture><img src="b.webp">',
    );
    expect(withLeadImage('<img fetchpriority="low" src="a.webp"><img src="b.webp">')).toBe(
      '<img fetchpriority="low" src="a.webp"><img src="b.webp">',
    );
    expect(withLeadImage('<p>no pictures</p>')).toBe('<p>no pictures</p>');
  });
});

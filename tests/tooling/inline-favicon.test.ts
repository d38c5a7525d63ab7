import { readFileSync } from 'node:fs';
import { inlineFavicon, svgDataUrl } from '../../build/inline-favicon';

// The favicon comes inline with every page (build/inline-favicon.ts): no request of its own before the first paint.

const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const transform = (html: string): string => {
  const hook = inlineFavicon().transformIndexHtml as (html: string) => string;
  return hook(html);
};

describe('the inline favicon', () => {
  it('replaces the link to /favicon.svg with a data: URL that decodes to the same picture', () => {
    const html = transform('<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>');
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(href).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(href).not.toMatch(/[#<>"]/);
    const decoded = decodeURIComponent(href!.slice('data:image/svg+xml,'.length));
    const normalise = (s: string) => s.trim().replace(/>\s+</g, '><').replace(/"/g, "'");
    expect(decoded).toBe(normalise(svg));
  });

  it('keeps a percent sign a percent sign', () => {
    expect(decodeURIComponent(svgDataUrl('<svg width="100%"/>').slice(19))).toBe("<svg width='100%'/>");
  });

  it('stops the build when index.html no longer links the file it inlines', () => {
    expect(() => transform('<head></head>')).toThrow(/no longer links/);
  });

  it('finds the link in index.html as it is', () => {
    const built = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(transform(built)).not.toContain('href="/favicon.svg"');
  });
});

import { jsonLdScript } from '@/lib/seo/json-ld-script';

describe('jsonLdScript', () => {
  it('cannot be broken out of by a product name that closes the script', () => {
    const value = { name: 'Drill </script><script>alert(1)</script> & <!-- x -->' };
    const text = jsonLdScript(value);
    expect(text).not.toMatch(/[<>&]/);
    // what a JSON-LD reader gets back is the very same value
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes the line and paragraph separators', () => {
    const text = jsonLdScript({ description: 'a\u2028b\u2029c' });
    expect(text).toBe('{"description":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ description: 'a\u2028b\u2029c' });
  });

  it('stays inside the script element when put into an HTML document', () => {
    const name = '</script><img src=x onerror=alert(1)>';
    const doc = new DOMParser().parseFromString(
      `<html><head><script type="application/ld+json">${jsonLdScript({ name })}</script></head><body></body></html>`,
      'text/html',
    );
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('img')).toBeNull();
    expect(JSON.parse(doc.querySelector('script')!.textContent!)).toEqual({ name });
  });

  it('refuses what is not JSON', () => {
    expect(() => jsonLdScript(undefined)).toThrow(TypeError);
  });
});

import fc from 'fast-check';
import { parseQueryString } from '@/server/http/query-string';

// The routes' query string parser: what Fastify's default gave, with strings V8 need not join first, and what
// URLSearchParams reads from any query string.

describe('parseQueryString', () => {
  it('decodes names and values, a plus as a space', () => {
    expect({ ...parseQueryString('term=valge+v%C3%A4rv&q=%7B%20a%20%7D&empty=&bare') }).toEqual({
      term: 'valge värv',
      q: '{ a }',
      empty: '',
      bare: '',
    });
  });

  it('gives a repeated name all its values, in order (the query schemas refuse them)', () => {
    expect({ ...parseQueryString('sort=a&term=x&sort=b&sort=c') }).toEqual({
      sort: ['a', 'b', 'c'],
      term: 'x',
    });
  });

  it('keeps __proto__ and constructor as plain names of an object without a prototype', () => {
    const parsed = parseQueryString('__proto__=x&constructor=y&toString=z');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parsed.__proto__).toBe('x');
    expect(parsed.constructor).toBe('y');
    expect(parsed.toString).toBe('z');
  });

  it('gives a long GET document as one flat string, equal to the one sent', () => {
    const document = `query Listing { products { items { ${'sku name url_key '.repeat(80)}} } }`;
    const parsed = parseQueryString(`query=${encodeURIComponent(document)}&operationName=Listing`);
    expect(parsed.query).toBe(document);
    expect(parsed.operationName).toBe('Listing');
  });

  it('reads malformed escapes, empty parts, a leading ? and bare = as URLSearchParams does', () => {
    expect({ ...parseQueryString('?a=%zz&&b=%E0%A4%A&=x&c=%FF&d=50%') }).toEqual({
      a: '%zz',
      b: '\uFFFD%A', // two bytes of a three-byte character, then a broken escape
      '': 'x',
      c: '\uFFFD',
      d: '50%',
    });
  });

  it('gives what URLSearchParams gives for any query string a request line can carry', () => {
    const reference = (query: string) => {
      const out = Object.create(null) as Record<string, string | string[]>;
      for (const [name, value] of new URLSearchParams(query)) {
        const had = out[name];
        out[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
      }
      return out;
    };
    // what Node makes of a request line's bytes: latin1 characters, escapes among them
    const piece = fc.oneof(
      fc.constantFrom(
        'a',
        'b',
        '=',
        '&',
        '+',
        '?',
        '%',
        '%2',
        '%41',
        '%2B',
        '%26',
        '%3D',
        '%C3%A9',
        '%E2%82%AC',
        '%FF',
        '%zz',
        'é',
        ' ',
      ),
      fc.string({
        unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
        maxLength: 4,
      }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const query = pieces.join('');
        expect({ ...parseQueryString(query) }).toEqual({ ...reference(query) });
      }),
      { numRuns: 2000 },
    );
  });
});

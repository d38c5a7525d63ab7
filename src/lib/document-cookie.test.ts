import { afterEach, describe, expect, it } from 'vitest';
import { readDocumentCookie, writeDocumentCookie } from '@/lib/document-cookie';

describe('document cookies', () => {
  afterEach(() => {
    for (const name of ['a', 'b']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it('sees its own writes at once and a change from elsewhere (a server answer) in the next task', async () => {
    writeDocumentCookie('a=1; Path=/');
    expect(readDocumentCookie('a')).toBe('1');
    writeDocumentCookie('a=2; Path=/');
    expect(readDocumentCookie('a')).toBe('2');
    document.cookie = 'b=x; Path=/';
    await Promise.resolve();
    expect(readDocumentCookie('b')).toBe('x');
    expect(readDocumentCookie('missing')).toBeNull();
  });
});

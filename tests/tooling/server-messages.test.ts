import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

// Issue 17 item 8: a server message the shopper reads (marked shopperText) must be translated in the
// storefront's et and ru catalogs (scripts/eslint/server-messages.js).

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function problems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/server/store/planted.ts' });
  return result!.messages.filter((m) => m.ruleId === 'shop/translated-server-message').map((m) => m.message);
}

const module = (call: string) => `import { shopperText } from '@/server/shopper-text';
export const planted = (reason: string) => ${call};
`;

describe('server messages a shopper reads', () => {
  it('accepts one the storefront translates in et and ru', async () => {
    expect(await problems(module("shopperText('Special transport is only for bulk goods.')"))).toEqual([]);
  });

  it('refuses a planted English message, once per missing language', async () => {
    const found = await problems(module("shopperText('Your parcel is too heavy for this truck.')"));
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('no et translation');
    expect(found[1]).toContain('no ru translation');
  });

  it('refuses a message built at run time, whose translation cannot be checked', async () => {
    expect(await problems(module('shopperText(`Not enough ${reason}`)'))).toHaveLength(1);
    expect(await problems(module('shopperText(reason)'))).toHaveLength(1);
  });
});

import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

// Issue 17 item 8: the lint rule (scripts/eslint/untranslated-strings.js, Lingui's no-unlocalized-strings)
// refuses English planted on a screen, and lets translated text and non-language strings through.

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

async function problems(code: string, filePath = 'src/features/cart/planted.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'lingui/no-unlocalized-strings' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const component = (jsx: string) => `import { Trans, useLingui } from '@lingui/react/macro';
export function Planted({ open }: { open: boolean }) {
  const { t } = useLingui();
  return ${jsx};
}
`;

describe('untranslated strings on screens', () => {
  it.each([
    ['JSX text', '<button type="button">Add to cart</button>'],
    ['an aria-label', '<input aria-label="Search products" />'],
    ['an alt text', '<img src="/a.png" alt="Product photo" />'],
    ['a placeholder', '<input name="q" placeholder="Type a product name" />'],
    ['a title', '<span title="In stock">✓</span>'],
    ['a string in an expression', '<p>{open ? "Open now" : t`Closed`}</p>'],
  ])('refuses English in %s', async (_what, jsx) => {
    expect(await problems(component(jsx))).toHaveLength(1);
  });

  it('lets translated text and strings that are not language through', async () => {
    const jsx = `<div className="cart-line cart-line--pending" id="cart-1" data-testid="cart-line" role="status"
      aria-live="polite"><a href="/et/cart" aria-label={t\`Open the cart\`}><Trans>Add to cart</Trans></a>
      <input type="email" name="email" autoComplete="email" placeholder={t\`E-mail\`} />
      <span>{open ? 'is-open' : 'is-closed'}</span> (PDF)</div>`;
    expect(await problems(component(jsx))).toEqual([]);
  });

  it('applies to every screen folder, not to tests or the server', async () => {
    const english = component('<p>Your cart is empty.</p>');
    expect(await problems(english, 'src/ui/planted.tsx')).toHaveLength(1);
    expect(await problems(english, 'src/routes/screens/planted.tsx')).toHaveLength(1);
    expect(await problems(english, 'src/features/cart/planted.test.tsx')).toEqual([]);
  });
});

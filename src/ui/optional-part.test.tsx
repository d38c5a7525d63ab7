import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { OptionalPart } from '@/ui/optional-part';

describe('OptionalPart', () => {
  it('renders the lazy part when it arrives', async () => {
    const Part = lazy(async () => ({ default: () => <p>newsletter</p> }));
    render(
      <main>
        <h1>page</h1>
        <OptionalPart>
          <Part />
        </OptionalPart>
      </main>,
    );
    expect(await screen.findByText('newsletter')).toBeTruthy();
  });

  it('a part whose chunk cannot be loaded renders nothing; the page stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: x.js')),
    );
    render(
      <main>
        <h1>page</h1>
        <OptionalPart>
          <Part />
        </OptionalPart>
      </main>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();
    expect(screen.queryByText('newsletter')).toBeNull();
    error.mockRestore();
  });
});

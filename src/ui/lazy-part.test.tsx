import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyPart, loadRenderedParts, RenderedParts } from '@/ui/lazy-part';

const button = (onPress: () => void) => async () => ({
  default: () => (
    <button type="button" onClick={onPress}>
      press
    </button>
  ),
});

describe('lazyPart', () => {
  it('a server render names the parts it showed', async () => {
    const Shown = lazyPart(
      'shown',
      button(() => {}),
    );
    lazyPart(
      'not-shown',
      button(() => {}),
    );
    await loadRenderedParts(['shown']);
    const names = new Set<string>();
    const html = renderToString(
      <RenderedParts.Provider value={names}>
        <Suspense fallback="loading">
          <Shown />
        </Suspense>
      </RenderedParts.Provider>,
    );
    expect(html).toContain('press');
    expect([...names]).toEqual(['shown']);
  });

  it('hydrates a page whole once the parts the server named are loaded: a click right away works', async () => {
    const onPress = vi.fn();
    const ServerPart = lazyPart(
      'buy',
      button(() => {}),
    );
    await loadRenderedParts(['buy']);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback="loading">
        <ServerPart />
      </Suspense>,
    );
    document.body.append(container);
    // the browser's own copy of the part, its code not loaded yet (a fresh page): it arrives when released
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const BrowserPart = lazyPart('buy', () => arrived.then(button(onPress)));
    const loading = loadRenderedParts(['buy']);
    release();
    await loading;
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback="loading">
          <BrowserPart />
        </Suspense>,
      );
    });
    container.querySelector('button')?.click();
    expect(onPress).toHaveBeenCalledOnce();
    container.remove();
  });

  it('loads the parts declared inside a loaded part too', async () => {
    const inner = vi.fn(button(() => {}));
    lazyPart('outer', async () => {
      lazyPart('inner', inner); // as a module that declares its own lazy part, once its code has arrived
      return button(() => {})();
    });
    await loadRenderedParts(['outer', 'inner', 'unknown']);
    expect(inner).toHaveBeenCalledOnce();
  });
});

import { act } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setFirstHydration, useFromServer } from '@/ui/use-from-server';

let readings: boolean[] = [];
let roots: Root[] = [];

function Reader() {
  const fromServer = useFromServer();
  readings.push(fromServer);
  return <p>{fromServer ? 'server' : 'browser'}</p>;
}

/** As src/routes/app.tsx: the first hydration is over once the outermost effect has run. */
function AfterFirstCommit({ children }: { children: ReactNode }) {
  useEffect(() => setFirstHydration(false), []);
  return children;
}

describe('useFromServer', () => {
  beforeEach(() => {
    readings = [];
  });
  afterEach(() => {
    act(() => roots.forEach((root) => root.unmount()));
    roots = [];
    setFirstHydration(false);
    document.body.innerHTML = '';
  });

  it('reads true on the server and in the hydration, without a second render right after it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader />);
    document.body.append(container);
    expect(readings).toEqual([true]);
    readings = [];
    setFirstHydration(true);
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          <AfterFirstCommit>
            <Reader />
          </AfterFirstCommit>,
        ),
      );
    });
    // one render: the hydrated page is not rendered again (urgently, with every effect of the page in its task)
    expect(readings).toEqual([true]);
    expect(container.textContent).toBe('server');
  });

  it('reads false in a page rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(<Reader />));
    expect(readings).toEqual([false]);
    expect(container.textContent).toBe('browser');
  });
});

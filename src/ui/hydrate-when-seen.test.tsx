import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// The page's first hydration as src/routes/app.tsx does it, with an IntersectionObserver the test drives.
class FakeObserver {
  static instance: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instance = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {}
  /** the observed element comes near the screen */
  show(el: Element) {
    this.callback(
      [{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

let mounted: string[] = [];
let pressed: string[] = [];

function Card({ label }: { label: string }) {
  useEffect(() => {
    mounted.push(label);
  }, [label]);
  return (
    <button type="button" onClick={() => pressed.push(label)}>
      {label}
    </button>
  );
}

async function setUp() {
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const { HydrateWhenSeen, deferHydrationOutOfReach } = await import('@/ui/hydrate-when-seen');
  const Page = ({ label }: { label: string }) => (
    <main>
      <h1>{label}</h1>
      <ul>
        <HydrateWhenSeen as="li">
          <Card label={label} />
        </HydrateWhenSeen>
      </ul>
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page label="first" />);
  document.body.append(container);
  const serverButton = container.querySelector('button')!;
  const recoverable = vi.fn();
  deferHydrationOutOfReach();
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Page label="first" />, { onRecoverableError: recoverable });
  });
  return { Page, container, serverButton, recoverable, root, part: container.querySelector('li')! };
}

describe('HydrateWhenSeen', () => {
  beforeEach(() => {
    mounted = [];
    pressed = [];
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('keeps a part the server rendered as it is until it comes near the screen, then hydrates it', async () => {
    const { part, serverButton, recoverable } = await setUp();
    expect(mounted).toEqual([]); // the page is hydrated, the part is not
    expect(FakeObserver.instance?.observed.has(part)).toBe(true);
    await act(async () => FakeObserver.instance?.show(part));
    expect(mounted).toEqual(['first']);
    expect(part.querySelector('button')).toBe(serverButton); // hydrated: the server's button, not a new one
    expect(FakeObserver.instance?.observed.size).toBe(0);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('a tap on a waiting part hydrates it and reaches it', async () => {
    const { serverButton, recoverable } = await setUp();
    await act(async () => {
      serverButton.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(mounted).toEqual(['first']);
    expect(pressed).toEqual(['first']);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('new props for a waiting part (a client navigation) hydrate it and then show them', async () => {
    const { Page, root, part, serverButton, recoverable } = await setUp();
    await act(async () => root.render(<Page label="second" />));
    expect(part.querySelector('button')).toBe(serverButton);
    expect(serverButton.textContent).toBe('second');
    expect(mounted).toEqual(['first', 'second']);
    expect(recoverable).not.toHaveBeenCalled();
    serverButton.click();
    expect(pressed).toEqual(['second']);
  });
});

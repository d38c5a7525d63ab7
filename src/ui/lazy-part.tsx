// A part of a page whose code loads in a chunk of its own (React.lazy), known by a name so that a page the server
// rendered can be taken over whole. A server render records the parts it showed (RenderedParts, src/ssr/render.tsx);
// the browser loads their code before it hydrates (loadRenderedParts, src/routes/app.tsx). Without that, React
// hydrates the page around a part whose code has not arrived and leaves the part as the server's inert HTML: a
// click there does nothing, and a form's submit button sends the form natively, reloading the page.
import { createContext, lazy, useContext, useState, type ComponentProps, type ComponentType } from 'react';

/** Provided by a server render: every part rendered adds its name. */
export const RenderedParts = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

/** `React.lazy` with a name; once its code is in, a new instance renders it directly (nothing to suspend on). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyPart<T extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  type P = ComponentProps<T>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  loaders.set(name, start);
  function Part(props: P) {
    useContext(RenderedParts)?.add(name);
    // chosen once per instance: switching from the lazy wrapper to the component would remount the part
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return <Component {...props} />;
  }
  return Part;
}

/**
 * Loads the code of the named parts, and of named parts inside them (their names are known once the code that
 * declares them has loaded). A part whose code fails to load is left to its error boundary.
 */
export async function loadRenderedParts(names: Iterable<string>): Promise<void> {
  const waiting = new Set(names);
  for (;;) {
    const known = [...waiting].filter((name) => loaders.has(name));
    if (known.length === 0) return;
    for (const name of known) waiting.delete(name);
    await Promise.all(
      known.map((name) =>
        loaders
          .get(name)?.()
          .catch(() => undefined),
      ),
    );
  }
}

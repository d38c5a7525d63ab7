// Hydrating only what the shopper can reach (issue 14, Total Blocking Time). A page the server rendered is on screen
// before its code runs; hydrating all of it at once (every card of a listing) and running every effect in
// it is work a phone's main thread does while the shopper is already scrolling and tapping. A part wrapped in
// HydrateWhenSeen (the cards further down a listing) stays the server's HTML during the page's first hydration and is
// hydrated on its own, later:
// - when it comes near the screen (an IntersectionObserver, a screen's height ahead), or
// - when the shopper touches, clicks, focuses or types in it: a window listener in the capture phase opens it before
//   React sees the event, so React hydrates that part at once and then hands it the event (React's own replay of a
//   discrete event on a part not yet hydrated);
// - or as soon as its parent renders it again after the first hydration (new props, a client navigation): its gate
//   opens in that same render, so React hydrates it first and then applies the new props (React's selective
//   hydration; a gate still shut there would make React drop the server's HTML and render the part afresh).
// Not for the footer: its cookie-choices button renders in the browser only and has to be there without scrolling.
// Outside that first hydration (the server's page in the browser, src/routes/app.tsx) it renders its children as any
// element would: pages rendered in the browser, server renders and later navigations are unaffected.
import { Suspense, use, useEffect, useId, type ReactNode } from 'react';
import { useFromServer } from '@/ui/use-from-server';

type Tag = 'div' | 'li';

const HYDRATE_ATTRIBUTE = 'data-hydrate';
/** How far outside the screen a part starts hydrating (a screen's height), so it is ready when scrolled to. */
const AHEAD = '100%';
const OPENING_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/** Marks a promise settled the way React's `use` reads it at once (its `status`), not a microtask later. */
const settled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled', value: undefined });
/** What a part reads once open or outside hydration (every render of it asks, as React expects of `use`). */
const OPEN = settled(Promise.resolve());
const gates = new Map<string, { promise: Promise<void>; open: () => void }>();
const opened = new Set<string>();
/** Parts whose wrapper is on screen (committed): a render of one after that brings it new props. */
const committed = new Set<string>();
let observer: IntersectionObserver | null = null;

// (an id from useId: letters, digits and marks, never a quote or a backslash; escaped all the same)
const findPart = (id: string) =>
  document.querySelector(`[${HYDRATE_ATTRIBUTE}="${id.replace(/["\\]/g, '\\$&')}"]`);

function open(id: string): void {
  if (opened.has(id)) return;
  opened.add(id);
  gates.get(id)?.open();
}

function openAround(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  for (
    let el = target.closest(`[${HYDRATE_ATTRIBUTE}]`);
    el;
    el = el.parentElement?.closest(`[${HYDRATE_ATTRIBUTE}]`) ?? null
  ) {
    const id = el.getAttribute(HYDRATE_ATTRIBUTE);
    if (id) open(id);
  }
}

/** The gate of one part: observed once its server HTML is found; without it (or an observer) it opens at once. */
function gateFor(id: string): Promise<void> {
  const existing = gates.get(id);
  if (existing) return existing.promise;
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  gates.set(id, {
    promise,
    open: () => {
      settled(promise);
      resolve();
      gates.delete(id);
      const el = findPart(id);
      if (el) observer?.unobserve(el);
    },
  });
  queueMicrotask(() => {
    const el = findPart(id);
    if (el && observer) observer.observe(el);
    else open(id);
  });
  return promise;
}

/** src/routes/app.tsx, before hydrating a page the server rendered: parts out of reach wait. */
export function deferHydrationOutOfReach(): void {
  if (typeof IntersectionObserver !== 'function') return;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = entry.target.getAttribute(HYDRATE_ATTRIBUTE);
        if (entry.isIntersecting && id) open(id);
      }
    },
    { rootMargin: AHEAD },
  );
  for (const type of OPENING_EVENTS) window.addEventListener(type, openAround, { capture: true });
}

function Part({ id, as: Element, className, children }: PartProps & { id: string; as: Tag }) {
  const hydrating = useFromServer();
  if (observer) use(hydrating && !opened.has(id) ? gateFor(id) : OPEN);
  return (
    <Element className={className} {...{ [HYDRATE_ATTRIBUTE]: id }}>
      {children}
    </Element>
  );
}

interface PartProps {
  as?: Tag;
  className?: string;
  children: ReactNode;
}

export function HydrateWhenSeen({ as = 'div', className, children }: PartProps) {
  const id = useId();
  // rendered again once on screen (a render that was never committed, e.g. one React started over, does not count):
  // whatever its part waited for, it hydrates now, with these props
  if (committed.has(id)) open(id);
  useEffect(() => {
    committed.add(id);
  }, [id]);
  return (
    <Suspense fallback={null}>
      <Part id={id} as={as} className={className}>
        {children}
      </Part>
    </Suspense>
  );
}

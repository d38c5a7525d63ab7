import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNoObserver } from '@/ui/use-on-screen';

// Renders its children only once the placeholder comes near the viewport (then keeps them): parts far
// down a page (the footer's forms) load their code and messages when the shopper gets there, not at startup.
export function NearView({
  children,
  margin = '400px',
  className,
}: {
  children: ReactNode;
  margin?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Not near at first, on the server too (the page's HTML has the placeholder, as its hydration does); an old
  // browser without IntersectionObserver shows the children right after.
  const [seen, setNear] = useState(false);
  const noObserver = useNoObserver();
  const near = seen || noObserver;
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={ref} className={className}>
      {near ? children : null}
    </div>
  );
}

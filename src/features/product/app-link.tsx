// A plain link to a path inside the app that navigates client-side on an ordinary click (paths are
// built from back-end data, so they are not typed route ids).
import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { isPlainClick } from '@/lib/plain-click';

export function AppLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}

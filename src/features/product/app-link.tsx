// A plain link to a path inside the app that navigates client-side on an ordinary click (paths are
// built from back-end data, so they are not typed route ids).
import type { ReactNode } from 'react';
import { useClientNavigation } from '@/ui/use-client-navigation';

export function AppLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const navigateOnClick = useClientNavigation();
  return (
    <a href={href} className={className} onClick={navigateOnClick(href)}>
      {children}
    </a>
  );
}

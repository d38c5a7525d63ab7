import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { usePageTitle } from '@/ui/page-title';

/** An account page: its heading is the page title (e.g. "Purchase history" for business customers). */
export function AccountSection({ title, children }: { title: string; children?: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageTitle(title, pathname);
  return (
    <section className="page account-section">
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}

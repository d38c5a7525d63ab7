// What a server render learns about the page while rendering it (issue 14): its HTTP status, where it
// redirects, and its head tags. Screens record into it during render, because effects never run on the server;
// in the browser there is no context and the hooks do nothing (the head is set by effects, use-page-head.ts).
import { createContext, useContext } from 'react';
import type { PageHeadTags, ServerPage } from '@/lib/server-page';

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The page being rendered on the server; null in the browser. */
export function useServerPage(): ServerPage | null {
  return useContext(ServerPageContext);
}

/** Records head tags of the page on the server (later calls, deeper in the tree, win). */
export function useServerHead(tags: PageHeadTags): void {
  const page = useServerPage();
  if (page) Object.assign(page.head, tags);
}

/** Like useServerHead, for tags worth computing only on the server (structured data), given the shop's origin. */
export function useServerHeadOf(make: (origin: string) => PageHeadTags): void {
  const page = useServerPage();
  if (page) Object.assign(page.head, make(page.origin));
}

/** The status of the page on the server (404 from the not-found page, 500 from the error page). */
export function useServerStatus(status: number): void {
  const page = useServerPage();
  if (page) Object.assign(page, { status });
}

/** A permanent redirect on the server (an old address the URL resolver knows); the browser navigates itself. */
export function useServerRedirect(href: string): void {
  const page = useServerPage();
  if (page) Object.assign(page, { status: 301, location: href });
}

// What a server render learns about a page (issue 14), shared by the renderer (src/ssr/render.tsx), the screens
// that record into it (src/ui/server-page.ts) and the server that sends the page (src/server/http/server-pages.ts).

export interface PageHeadTags {
  title?: string;
  description?: string;
  /** path of the canonical address (the server makes it absolute) */
  canonical?: string;
  noindex?: boolean;
  /** schema.org objects, one <script type="application/ld+json"> each */
  jsonLd?: object[];
  /** Open Graph: type and picture (absolute or root-relative) */
  ogType?: 'website' | 'product';
  image?: string;
}

export interface ServerPage {
  /** the shop's origin (PUBLIC_URL, else the request's), for absolute addresses in structured data */
  origin: string;
  status: number;
  location?: string;
  head: PageHeadTags;
}

/** How the renderer reaches the back end: the server's own /graphql, in process, as the visitor. */
export type GraphqlFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** path and query of the page, e.g. /et/p/SIM-0001 */
  url: string;
  /** the shop's origin, e.g. https://ehituspood.example */
  origin: string;
  fetch: GraphqlFetch;
  /** gives up on data the back end has not answered by then (the browser then loads it itself) */
  signal?: AbortSignal;
}

export interface RenderResult {
  status: number;
  /** where a 301/302 points (status 301 or 302) */
  location?: string;
  locale: string;
  page: ServerPage;
  /** the body's HTML: a stream of a page already rendered to its end (it waited for all its data) */
  html: AsyncIterable<string | Uint8Array>;
  /** the query cache, as JSON, for the browser to start from */
  state: string;
  /** the lazily loaded parts the page shows (ui/lazy-part.tsx): the browser loads them before it hydrates */
  parts: string[];
}

/** dist-server/render.js */
export interface PageRenderer {
  renderPage(input: RenderInput): Promise<RenderResult>;
}

// Which navigations the service worker answers with the app shell (sw.ts): every route, including deep links never
// opened before, but not the back end's paths or files. Workbox matches these against the path AND the query
// string, so the file rule looks at the path alone: a search for "kruvi 4.5" or a price filter of 10_49.99 is a
// route, not a file (it had counted as a file, and such a page seen online did not open offline).
export const notShell: RegExp[] = [
  /^\/api(\/|$|\?)/,
  /^\/graphql(\/|$|\?)/,
  /^\/img\//,
  /^\/media\//,
  /^\/health(\/|$|\?)/,
  /^[^?]*\/[^/?]+\.[a-z0-9]+(\?|$)/i,
];

/** True when the navigation to this path and query (as Workbox tests them) gets the shell. */
export const getsShell = (pathAndSearch: string): boolean =>
  !notShell.some((rule) => rule.test(pathAndSearch));

/**
 * While a loader waits: a page-tall empty box in the layout (the header and navigation work meanwhile),
 * so the footer starts below the fold and nothing visible shifts when the page arrives (CLS). The
 * router's default after 300 ms; home and product pages show it from the first paint (pendingMs 0).
 */
export function TallPending() {
  return <div className="page container" aria-busy="true" style={{ minHeight: '100vh' }} />;
}

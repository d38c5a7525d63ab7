// Runs in a worker (src/lib/intl-warm-up.ts): the first Intl formatter of a page loads the engine's locale data,
// which took 25–80 ms of one task in Chromium here, whatever the locale; the data and its caches are the browser
// process's, so formatting once on this thread makes the page's own first formatter cost a fraction of a millisecond.
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.NumberFormat(locale).format(1.5);
  new Intl.DateTimeFormat(locale).format(0);
  new Intl.PluralRules(locale).select(1);
  self.postMessage('done');
};

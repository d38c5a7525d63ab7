// Moves the cost of the page's first Intl formatter (locale data loading: 25–80 ms on this machine's Chromium, more
// on a slow phone) off the main thread: a short-lived worker formats once, and the data it loaded is shared with
// the page. Measured on a bare page in Debian Chromium: the main thread's first `new Intl.NumberFormat('et', …)`
// took 26–45 ms cold and 0.1–0.2 ms after the worker had formatted. Where no worker starts (or it is slow), nothing
// else changes: the first formatter then pays as before.
import { intlLocale, type Locale } from '@/lib/locale';

const WARM_UP_WAIT_MS = 1000;

/** Resolves once the worker has formatted (at once where it cannot run, after a second at most); never rejects. */
export function warmUpIntl(locale: Locale): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    const done = () => {
      worker?.terminate();
      resolve();
    };
    try {
      worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve();
      return;
    }
    setTimeout(done, WARM_UP_WAIT_MS);
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(intlLocale(locale));
  });
}

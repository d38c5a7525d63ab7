import { createHash } from 'node:crypto';
import { TICKER_CLOSE_MS, TICKER_CLOSED_ATTRIBUTE } from '@/lib/ticker-closed';
import { LEAD_PENDING_ATTRIBUTE, LEAD_PICTURE_TIMING } from '@/lib/lead-picture';

// How a page the server rendered starts (issue 14). The page shows without its code (links are plain links), and
// what the shopper waits for is its lead picture (the one marked fetchpriority="high": a product's photo, the home
// page's banner). With the entry script in the head, the entry and the chunks it imports took connections and
// bandwidth from the styles and that picture on a slow line, and running them held up its paint. So the page names
// its scripts in a meta tag, and this inline script at the end of its body (page-template.ts) imports them (and links
// the web app manifest) once the picture has loaded and been painted, or after WAIT_MS whatever happens; on a page
// without a lead picture after its first paint, in a tab in the background (no frames) at once. Painted: where the
// browser has Element Timing (Chromium), when it reports the picture's paint (the picture carries the attribute:
// src/lib/lead-picture.ts), at most PAINT_WAIT_MS after its decoding; two frames after its decoding were not enough
// (in Lighthouse traces the entry was asked for 10–50 ms before the frame with the picture was on screen).
// Elsewhere a frame after its decoding. The offline shell (index.html as built) keeps its module script: it needs
// the code to show anything.
// When it starts the scripts it also takes the page's LEAD_PENDING_ATTRIBUTE away (the server renders <html> with it:
// pictures the styles hide meanwhile are asked for then).
// Where it stands it runs after the page's markup and, by the browser's rules, after its styles: before the first
// paint. So it also hides a ticker banner this device closed (spec §9: for 24 h, kept in local storage;
// src/lib/ticker-closed.ts), which the server renders open as its page is everyone's.
// Inline, as a file of its own would be one more round trip before it could wait; the CSP allows it by its hash.

/** The meta tag naming the scripts to import, separated by spaces. */
export const ENTRY_META = 'app-entry';
/** Its attribute naming the web app manifest, linked when the scripts start (page-template.ts). */
export const ENTRY_MANIFEST_ATTRIBUTE = 'data-manifest';
const WAIT_MS = 3000;
/** after the picture's decoding, how long at most to wait for its paint to be reported */
const PAINT_WAIT_MS = 500;

export const ENTRY_LOADER = `(function () {
  var d = document, started = false, img = d.querySelector('#root img[fetchpriority="high"]');
  var ticker = d.querySelector("#root .ticker[data-key]");
  try {
    var closedAt = ticker ? Number(localStorage.getItem(ticker.dataset.key)) : NaN, now = Date.now();
    if (now >= closedAt && now - closedAt < ${TICKER_CLOSE_MS}) d.documentElement.setAttribute("${TICKER_CLOSED_ATTRIBUTE}", "");
  } catch (e) {}
  function start() {
    if (started) return;
    started = true;
    d.documentElement.removeAttribute("${LEAD_PENDING_ATTRIBUTE}");
    var scripts = d.querySelector('meta[name="${ENTRY_META}"]');
    if (!scripts) return;
    var manifest = scripts.getAttribute("${ENTRY_MANIFEST_ATTRIBUTE}");
    if (manifest) {
      var link = d.createElement("link");
      link.rel = "manifest";
      link.href = manifest;
      d.head.appendChild(link);
    }
    scripts.content.split(" ").forEach(function (src) { import(src); });
  }
  function painted() {
    if (d.visibilityState === "hidden") return start();
    d.addEventListener("visibilitychange", start, { once: true });
    var P = window.PerformanceObserver, types = P && P.supportedEntryTypes;
    if (img && img.getAttribute("elementtiming") === "${LEAD_PICTURE_TIMING}" && types && types.indexOf("element") >= 0) {
      new P(function (list, observer) {
        list.getEntries().forEach(function (e) {
          if (e.element === img) { observer.disconnect(); setTimeout(start, 0); }
        });
      }).observe({ type: "element", buffered: true });
      return setTimeout(start, ${PAINT_WAIT_MS});
    }
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  setTimeout(start, ${WAIT_MS});
  if (!img || img.complete) return painted();
  img.addEventListener("load", function () { img.decode().then(painted, painted); }, { once: true });
  img.addEventListener("error", painted, { once: true });
})();`;

/** The loader as a CSP source expression (script-src). */
export const ENTRY_LOADER_HASH = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;

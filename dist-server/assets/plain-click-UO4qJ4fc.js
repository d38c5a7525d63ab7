// src/lib/plain-click.ts
/**
* A plain primary click: the app may handle it with client-side navigation. Modified clicks (new tab,
* new window, download) and other buttons are left to the browser.
*/
var isPlainClick = (event) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
export { isPlainClick as t };

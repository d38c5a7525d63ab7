/** The mouse/keyboard state of a click, as DOM and React events carry it. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain primary click: the app may handle it with client-side navigation. Modified clicks (new tab,
 * new window, download) and other buttons are left to the browser.
 */
export const isPlainClick = (event: ClickLike): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

// Kept apart from lib/device (which needs the breakpoints): the install button's startup check uses it.

/** iOS, with iPadOS 13+, which reports itself as a Mac with touch points. */
export function isIosUserAgent(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

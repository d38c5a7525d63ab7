// A page's lead picture (the one with fetchpriority="high": a product's photo, the first cards of a listing, the home
// banner) is also named for the browser's Element Timing: a server page's start script imports the app once the
// browser reports that picture painted (src/server/http/entry-loader.ts). The largest-contentful-paint entry said
// nothing when a text was larger (a category's lead paragraph), and frames counted after the picture's decoding
// came before its paint reached the screen.

export const LEAD_PICTURE_TIMING = 'lead-picture';

/** The attribute as JSX props: React passes it through, its DOM typings do not name it. */
export const leadPictureTiming: Record<string, string> = { elementtiming: LEAD_PICTURE_TIMING };

/**
 * On <html> of a page the server rendered (page-template.ts) until its start script starts the app, once the lead
 * picture is painted (src/server/http/entry-loader.ts): the pictures the page's styles hide meanwhile (home.css: the
 * home page's side banners, campaign tiles and brand logos on a phone; product-card.css: the cards' lazily loaded
 * photos) are asked for only then, so on a slow line they do not share its bandwidth.
 */
export const LEAD_PENDING_ATTRIBUTE = 'data-lead-pending';

// src/lib/breakpoints.ts
var breakpoints = {
	mobileMax: 767,
	tabletMin: 768,
	tabletMax: 1024,
	desktopMin: 1025,
	wide: 1200
};
var imageBreakpoints = {
	xs: 320,
	sm: 640,
	md: 768,
	lg: 1024,
	xl: 1280,
	"2xl": 1536
};
/** Bottom navigation height per viewport (the ticker sits right above it). */
var bottomNavHeight = {
	mobile: 52,
	tablet: 76,
	desktop: 0
};
function viewportFor(width) {
	if (width <= breakpoints.mobileMax) return "mobile";
	if (width <= breakpoints.tabletMax) return "tablet";
	return "desktop";
}
var mediaQueries = {
	mobile: `(max-width: ${breakpoints.mobileMax}px)`,
	tablet: `(min-width: ${breakpoints.tabletMin}px) and (max-width: ${breakpoints.tabletMax}px)`,
	desktop: `(min-width: ${breakpoints.desktopMin}px)`,
	wide: `(min-width: ${breakpoints.wide}px)`
};
export { viewportFor as i, imageBreakpoints as n, mediaQueries as r, bottomNavHeight as t };

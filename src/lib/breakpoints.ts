// Layout constants of spec §9.
export const breakpoints = {
  mobileMax: 767,
  tabletMin: 768,
  tabletMax: 1024,
  desktopMin: 1025,
  wide: 1200,
} as const;

export const containerMaxWidth = 1440;

export const imageBreakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const imageDensities = [1, 2] as const;
export const imageFormats = ['webp', 'avif', 'jpg', 'jpeg', 'png', 'gif'] as const;

export type Viewport = 'mobile' | 'tablet' | 'desktop';

export function viewportFor(width: number): Viewport {
  if (width <= breakpoints.mobileMax) return 'mobile';
  if (width <= breakpoints.tabletMax) return 'tablet';
  return 'desktop';
}

export const mediaQueries = {
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  tablet: `(min-width: ${breakpoints.tabletMin}px) and (max-width: ${breakpoints.tabletMax}px)`,
  desktop: `(min-width: ${breakpoints.desktopMin}px)`,
  wide: `(min-width: ${breakpoints.wide}px)`,
} as const;

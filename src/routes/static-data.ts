import type { MessageDescriptor } from '@lingui/core';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title (document.title and the route announcement), translated at render time. */
    title?: MessageDescriptor;
    /** spec §2: set false to opt a route out of the "{title} has loaded" announcement. */
    announce?: boolean;
  }
}

export {};

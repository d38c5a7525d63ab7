// TanStack Query's `queryOptions` is an identity function that only adds types. Importing it from
// '@tanstack/react-query' ties every query module to the framework chunk, so nothing built from these
// modules could run before React has downloaded. This is the same function, typed as the original,
// which lets the startup module (src/main.tsx) ask for a page's data while the framework is still
// on its way.
import type { queryOptions as tanstackQueryOptions } from '@tanstack/react-query';

export const queryOptions = (<T>(options: T): T => options) as typeof tanstackQueryOptions;

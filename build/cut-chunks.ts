// The chunks a visit starts with, cut from the module graph for the pages a visit starts on (picked at
// buildEnd; the plugin's own `codeSplitting` groups take them):
// - `framework` and `app`: what src/routes/app.tsx imports statically (the framework's part, and the rest,
//   with the helpers the home screen shares with other screens), less what the entry (src/main.tsx) has;
// - `cards`: what the product page shares with the category and search pages (card, price, image);
// - `listing`: what the category and search pages share besides (listing, filters, URL state, the
//   catalogue loaders).
// Left to itself rolldown makes a file of every set of screens that shares a helper: 22–24 files for a
// listing or product page, each a round trip of its own on HTTP/1.1, and about 0.3 s more LCP. Its answer
// to that, inlining small common chunks, needs strict execution order, which wraps every module in an init
// function: 3.5 kB more on the home page's startup. Every group's modules import only the entry, the
// framework, `app` and (for `listing`) `cards`, all loaded before them, so turning off
// `includeDependenciesRecursively` keeps the execution order.
import type { Plugin } from 'vite';

const GROUPS = ['framework', 'app', 'cards', 'listing'] as const;
type GroupName = (typeof GROUPS)[number];

// React, the router, the query cache and Lingui: the part of them the app runs at startup is one chunk
// (left to itself rolldown cuts it into many small shared chunks, each compressed on its own).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@lingui)[\\/]/;
// What the layout loads after the first render on every page: what these use stays out of `cards` and
// `listing`, or the home page would download a whole group for one hook.
const EVERY_PAGE_LAZY = [
  '/src/features/offline/register-sw.ts',
  '/src/features/install/install-button.tsx',
  '/src/features/ticker/ticker-banner.tsx',
  '/src/routes/layout-extras.ts',
  '/src/features/layout/footer.tsx',
  // consent, data layer gate, page views, conversions (issue 16 part 5): on every page after the first render
  '/src/features/marketing/measurement.tsx',
];

export function cutChunksFromGraph(): Plugin {
  const chunkOf = new Map<string, GroupName>();
  return {
    name: 'cut-chunks-from-graph',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Each group takes the modules picked for it and no more (see the header).
              includeDependenciesRecursively: false,
              groups: GROUPS.map((name) => ({ name, test: (id: string) => chunkOf.get(id) === name })),
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** A module and everything it imports statically. */
      const closure = (suffix: string) => {
        const start = ids.find((id) => id.endsWith(suffix));
        if (!start) throw new Error(`cut-chunks-from-graph: no module ${suffix}`);
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
        };
        visit(start);
        return seen;
      };
      const entry = closure('/src/main.tsx');
      const home = closure('/src/routes/screens/home-screen.tsx');
      // A listing route loads its screen and the catalogue loaders (routes/shop-routes.tsx).
      const loaders = closure('/src/routes/catalog-loaders.ts');
      const catalog = new Set([...closure('/src/routes/screens/catalog-screens.tsx'), ...loaders]);
      const search = new Set([...closure('/src/routes/screens/search-screen.tsx'), ...loaders]);
      const product = closure('/src/routes/screens/product-screen.tsx');
      chunkOf.clear();
      const assign = (name: GroupName, modules: Iterable<string>) => {
        for (const id of modules) if (!entry.has(id) && !chunkOf.has(id)) chunkOf.set(id, name);
      };
      const startup = [...closure('/src/routes/app.tsx')];
      assign(
        'framework',
        startup.filter((id) => FRAMEWORK.test(id)),
      );
      assign('app', startup);
      assign(
        'app',
        [...home].filter((id) => !/\/src\/(features\/home|routes\/screens)\//.test(id)),
      );
      const everyPage = new Set(EVERY_PAGE_LAZY.flatMap((suffix) => [...closure(suffix)]));
      assign(
        'cards',
        [...product].filter((id) => (catalog.has(id) || search.has(id)) && !everyPage.has(id)),
      );
      assign(
        'listing',
        [...catalog].filter((id) => search.has(id) && !everyPage.has(id)),
      );
    },
  };
}

import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Client chunks, cut along the static import graph so that a page loads the code it imports and
 * little else, in a few files (every extra request costs a round trip on a phone):
 * - `framework`: React, React DOM and React Router, one long-cached chunk;
 * - `site`: the app code the root route imports (the shell), which every page loads anyway, and
 *   the code both listing pages use (see LANDING_ROUTES);
 * - app code several routes import but the root does not: one chunk per set of such routes (named
 *   after them), so code only some pages need stays out of the others;
 * - the rest stays with the one route or lazily loaded module that imports it.
 * Lazily loaded modules (dynamic import) count as entries of their own here.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const APP_CODE = /frontend[\\/]app[\\/]|backend[\\/]src[\\/]contracts[\\/]/;
const ROUTE_MODULE = /frontend[\\/]app[\\/](root\.tsx|routes[\\/])/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}

/** The route modules and lazily loaded modules from which `id` is reached through static imports. */
function entriesReaching(id: string, graph: ModuleGraph, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const entries = new Set<string>();
  memo.set(id, entries); // import cycles end here
  const info = graph.getModuleInfo(id);
  const path = id.split('?')[0]!;
  if (!info || ROUTE_MODULE.test(path) || info.isEntry || info.dynamicImporters.length) entries.add(path);
  for (const importer of info?.importers ?? []) {
    if (ROUTE_MODULE.test(importer.split('?')[0]!)) entries.add(importer.split('?')[0]!);
    else for (const entry of entriesReaching(importer, graph, memo)) entries.add(entry);
  }
  return entries;
}

const reach = new Map<string, Set<string>>();

/**
 * The listing pages most visits land on (a family's list, a listing): app code both of them use
 * goes with `site` too, so each loads one file instead of several small shared ones.
 */
const SHARED_ICONS = /frontend[\\/]app[\\/]components[\\/]Icons\.tsx$/;
const LANDING_ROUTES = [/routes[\\/]listings[\\/]family-list\.tsx$/, /routes[\\/]listings[\\/]listing-detail\.tsx$/];

/** The routes an entry belongs to: a route itself, or the routes that load a lazily loaded module. */
function routesOf(entry: string, graph: ModuleGraph, seen = new Set<string>()): string[] {
  if (ROUTE_MODULE.test(entry) || seen.has(entry)) return [entry];
  seen.add(entry);
  const importers = graph.getModuleInfo(entry)?.dynamicImporters ?? [];
  return importers.flatMap((importer) => [...entriesReaching(importer, graph, reach)].flatMap((of) => routesOf(of, graph, seen)));
}

/** The chunk of an app module: `site`, a chunk named after the routes that share it, or none (null). */
function appChunkName(id: string, graph: ModuleGraph): string | null {
  if (ROUTE_MODULE.test(id.split('?')[0]!)) return null;
  const entries = [...entriesReaching(id, graph, reach)];
  if (entries.some((entry) => /app[\\/]root\.tsx$/.test(entry))) return 'site';
  // The shared icons go with the shell: most pages draw some, and a chunk of their own costs a listing page a request and its overhead.
  if (SHARED_ICONS.test(id.split('?')[0]!) && entries.length > 1) return 'site';
  if (LANDING_ROUTES.every((route) => entries.some((entry) => routesOf(entry, graph).some((of) => route.test(of))))) return 'site';
  if (entries.length < 2) return null;
  return entries
    .map((entry) => entry.replace(/^.*[\\/]/, '').replace(/\.tsx?$/, ''))
    .sort()
    .join('+')
    .slice(0, 60);
}

/**
 * A group takes the imports of its modules along, unless a group of higher priority took them
 * first. A module's imports are reached from every route that reaches the module, and maybe from
 * more: so the framework goes first, then `site`, then shared chunks by how many routes share them,
 * most first. Each module then lands in the chunk of its own set of routes.
 */
const MOST_ENTRIES = 200;
const CLIENT_CHUNKS = [
  { name: 'framework', test: FRAMEWORK, priority: MOST_ENTRIES + 2 },
  {
    name: (id: string, graph: ModuleGraph) => (appChunkName(id, graph) === 'site' ? 'site' : null),
    debugName: 'site',
    test: APP_CODE,
    priority: MOST_ENTRIES + 1,
  },
  ...Array.from({ length: MOST_ENTRIES - 1 }, (_, index) => {
    const count = MOST_ENTRIES - index;
    const name = (id: string, graph: ModuleGraph) => {
      const chunk = appChunkName(id, graph);
      return chunk !== 'site' && entriesReaching(id, graph, reach).size === count ? chunk : null;
    };
    return { name, debugName: `shared by ${count}`, test: APP_CODE, priority: count };
  }),
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  // modulePreload: false: a lazily loaded part fetches its imports itself instead of listing them
  // for the browser to preload (they are mostly loaded with the page already), and no preload
  // polyfill ships; Vite's dynamic-import helper itself stays (it also loads a lazy part's CSS).
  build: isSsrBuild ? {} : { modulePreload: false, rollupOptions: { output: { codeSplitting: { groups: CLIENT_CHUNKS } } } },
  server: {
    // `react-router dev` serves the site alone: browser-side /api calls go to the API process.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
}));

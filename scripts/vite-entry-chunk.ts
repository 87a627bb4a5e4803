import { resolve } from 'node:path';

/** What the chunk naming reads of the module graph (Rolldown's chunking context). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    importers: readonly string[];
    isEntry: boolean;
  } | null;
}

/** A route's page module: `src/pages/<folder>/<name>-page.tsx` (the project's convention). */
const PAGE = /[\\/]src[\\/]pages[\\/][^\\/]+[\\/][^\\/]+-page\.tsx$/;

/** `start` and what it imports, statically only or on demand too. */
function closure(start: string, graph: ModuleGraph, onDemand = false): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    queue.push(...(info?.importedIds ?? []));
    if (onDemand) queue.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

/**
 * A codeSplitting group's `name`: 'entry' for what belongs in the entry's chunk, null for the
 * rest. A group's chunk that holds the entry module is the entry chunk, so everything named here
 * is downloaded in that one file: the app's modules the entry imports statically, and those the
 * first paint of at least `minPages` of the routes uses (their page module's static imports).
 * Rolldown's own splitting put the second kind, and the libraries both kinds share, in a file of
 * their own that every route downloaded beside the entry: one file compresses better (every
 * route 0.6 KB gzip less), and a route that does not use one of them downloads a little more.
 *
 * Libraries (node_modules) are not named: the graph lists every module a package's index
 * re-exports, used or not, so the names would pull in what no page uses (TanStack Query's
 * useQueries into every page). They follow the app modules that import them into the entry.
 */
export function entryChunk(root: string, minPages: number) {
  const main = resolve(root, 'src/main.tsx');
  let inEntry: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    inEntry ??= entryModules(main, graph, minPages);
    return inEntry.has(id) ? 'entry' : null;
  };
}

function entryModules(main: string, graph: ModuleGraph, minPages: number): Set<string> {
  const modules = closure(main, graph);
  // The standalone build's entry is index.html, which imports src/main.tsx.
  for (const importer of graph.getModuleInfo(main)?.importers ?? []) {
    if (graph.getModuleInfo(importer)?.isEntry) modules.add(importer);
  }
  const pagesUsing = new Map<string, number>();
  for (const page of [...closure(main, graph, true)].filter((id) => PAGE.test(id))) {
    for (const id of closure(page, graph)) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
  }
  for (const [id, pages] of pagesUsing) if (pages >= minPages) modules.add(id);
  return new Set([...modules].filter((id) => !/[\\/]node_modules[\\/]/.test(id)));
}

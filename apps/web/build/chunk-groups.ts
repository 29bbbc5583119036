import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

export interface ChunkGroupsOptions {
  /** The main script. */
  readonly main: string;
  /** The module main.tsx imports to start the router, and the route files every page of the app loads (its layout). */
  readonly app: readonly string[];
  /** The router's file routes. */
  readonly routesDir: string;
}

interface ChunkGroup {
  readonly name: string;
  readonly test: (id: string) => boolean;
}

/**
 * Two chunks the bundler would otherwise cut into many small files, each a round trip on one of a phone's
 * handful of connections (a signed-in page asked for 26 scripts before it could paint):
 * - `index`: everything the main script imports (React, the landing page): left to itself, the bundler moves
 *   what it shares with the app (React, the icons) to chunks of their own;
 * - `app`: what every page of the app loads (the router, the route tree, the /app layout, the data client)
 *   and whatever two routes share, less what is in `index`.
 * A page then loads the main script, the app chunk and its own route's chunk. The groups' tests run while the
 * bundler makes chunks, after `buildEnd` has seen the whole module graph.
 */
export function chunkGroups(options: ChunkGroupsOptions): { plugin: Plugin; groups: ChunkGroup[] } {
  let root = '';
  let main = new Set<string>();
  let app = new Set<string>();
  const plugin: Plugin = {
    name: 'worldloom:chunk-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      main = staticClosure(this, [resolve(root, options.main)]);
      app = appModules(this, root, options);
      main.forEach((id) => app.delete(id));
    },
  };
  return {
    plugin,
    groups: [
      { name: 'index', test: (id) => main.has(id) },
      { name: 'app', test: (id) => app.has(id) },
    ],
  };
}

type ModuleGraph = Pick<Rollup.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

function appModules(graph: ModuleGraph, root: string, { app, routesDir }: ChunkGroupsOptions): Set<string> {
  const path = (module: string) => resolve(root, module);
  // The route files' code-split parts (component and loader): `<file>?tsr-split=…`.
  const splits = [...graph.getModuleIds()].filter((id) => id.startsWith(`${path(routesDir)}/`) && id.includes('?tsr-split='));
  const modules = staticClosure(
    graph,
    app.flatMap((module) => [path(module), ...splits.filter((id) => id.startsWith(`${path(module)}?`))]),
  );
  const reachedBy = new Map<string, number>();
  for (const split of splits) for (const id of staticClosure(graph, [split])) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
  for (const [id, splitCount] of reachedBy) if (splitCount >= 2) modules.add(id);
  return modules;
}

/** The modules a set of modules imports statically, transitively, themselves included. */
function staticClosure(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = starts.filter((id) => graph.getModuleInfo(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

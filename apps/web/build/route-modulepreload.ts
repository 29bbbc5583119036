import { relative, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { EARLY_ANSWER_GLOBAL, EARLY_ROUTES } from '../src/lib/early-calls';
import { SESSION_REFRESH_MARGIN_MS, SESSION_STORAGE_KEY } from '../src/lib/stored-session';

type OutputChunk = Rollup.OutputChunk;

export interface RouteModulePreloadOptions {
  /** The router's file routes. */
  readonly routesDir: string;
  /** The module the main script imports to start the router, for every address but the routerless one. */
  readonly router: string;
  /** The address (a pattern starting with ^) the main script shows by itself, without the router. */
  readonly routerless: string;
}

/**
 * Route chunks are found only once the main script has run and the router has matched the address, and a
 * signed-in page's data only once those chunks have run its loader: round trips before a page can paint.
 * This writes a small inline script into index.html, ahead of the main script and the stylesheet, that from
 * the address alone (1) makes the page's first data calls with the session in storage (src/lib/early-calls.ts;
 * the app takes their answers, src/lib/early-answer.ts), and (2) asks for the chunks the page will load (the
 * router's, the matching route files' code-split parts, their CSS and everything they import) together with
 * the main script. Its text depends on the build alone, so a CSP can allow it by hash.
 */
export function routeModulePreload(options: RouteModulePreloadOptions): Plugin {
  let root = '';
  return {
    name: 'worldloom:route-modulepreload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const script = `(() => {
  const path = location.pathname.replace(/\\/+$/, '') || '/';
${earlyCalls()}
  const hrefs = new Set();
  for (const [pattern, files] of ${JSON.stringify(addressChunks(bundle, root, options))}) if (new RegExp(pattern).test(path)) files.forEach((file) => hrefs.add(file));
  for (const href of hrefs) {
    const link = Object.assign(document.createElement('link'), href.endsWith('.css') ? { rel: 'preload', as: 'style', href } : { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
})();`;
        // Before the stylesheet: a script after it would wait for the stylesheet to arrive before it ran.
        return html.replace(/(\s*)(<script type="module")/, `$1<script>${script}</script>$1$2`);
      },
    },
  };
}

/**
 * The early data calls: one tRPC batch GET, as the app's client would send it, with the stored session's
 * token if auth-js would use that session as it is (session.ts reads it the same way: sessionIsFresh).
 * Anything unexpected (no session, a malformed address, no localStorage) leaves the calls to the app.
 */
function earlyCalls(): string {
  return `  try {
    const route = ${JSON.stringify(EARLY_ROUTES)}.find((candidate) => new RegExp(candidate.pattern).test(path));
    const session = route && JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) || 'null');
    const fresh = session && typeof session.access_token === 'string' && (session.expires_at ?? Infinity) * 1000 - Date.now() >= ${SESSION_REFRESH_MARGIN_MS};
    const value = fresh && route.param ? decodeURIComponent(path.match(new RegExp(route.pattern))[1]).trim() : '';
    if (fresh && (value || !route.param)) {
      const input = route.param ? { [route.param]: value } : null;
      const batch = {};
      route.procedures.forEach((procedure, index) => (batch[index] = input ? { json: input } : { json: null, meta: { values: ['undefined'], v: 1 } }));
      const token = session.access_token;
      const answers = fetch('/api/trpc/' + route.procedures.join(',') + '?batch=1&input=' + encodeURIComponent(JSON.stringify(batch)), {
        headers: { authorization: 'Bearer ' + token },
      })
        .then((response) => response.json())
        .then((json) => (Array.isArray(json) ? json : null), () => null);
      window.${EARLY_ANSWER_GLOBAL} = { token, calls: route.procedures.map((procedure) => [procedure, input]), answers };
    }
  } catch {}`;
}

/** [address pattern, files]: what a first visit to a matching address will load, beyond the main script. */
function addressChunks(bundle: Rollup.OutputBundle, root: string, { routesDir, router, routerless }: RouteModulePreloadOptions): [string, string[]][] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The main script's own imports are in index.html already.
  const loaded = new Set<string>();
  chunks.filter((chunk) => chunk.isEntry).forEach((entry) => collect(entry, byFile, loaded));
  const routerChunk = chunks.find((chunk) => chunk.moduleIds.includes(resolve(root, router)));
  if (!routerChunk) throw new Error(`route-modulepreload: no chunk holds ${router}`);
  const routerFiles = new Set<string>();
  collect(routerChunk, byFile, routerFiles);
  const table: [string, Set<string>][] = [
    // Every address but the routerless one (whose route file's chunks are for the app's own /).
    [`^(?!${routerless.slice(1)})`, routerFiles],
    ...[...routeChunks(chunks, byFile, routesDir)].filter(([pattern]) => pattern !== routerless),
  ];
  return table.map(([pattern, found]) => [pattern, [...found].filter((file) => !loaded.has(file)).map((file) => `/${file}`)]);
}

/** The chunks of each route file, by the addresses it matches. */
function routeChunks(chunks: readonly OutputChunk[], byFile: ReadonlyMap<string, OutputChunk>, routesDir: string): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry) continue;
    for (const id of chunk.moduleIds) {
      const file = relative(routesDir, id.replace(/\?.*$/, ''));
      if (file.startsWith('..') || !/\?tsr-split=/.test(id)) continue;
      const pattern = addressPattern(file, chunks, routesDir);
      const files = routes.get(pattern) ?? new Set<string>();
      collect(chunk, byFile, files);
      routes.set(pattern, files);
    }
  }
  return routes;
}

/** `app.tsx` → ^/app(/|$) when an app/ folder holds child routes, `app/worlds/$worldId.tsx` → ^/app/worlds/[^/]+$. */
function addressPattern(file: string, chunks: readonly OutputChunk[], routesDir: string): string {
  const path = file.replace(/\.tsx?$/, '').replace(/(^|\/)index$/, '');
  const segments = path ? path.split('/').map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))) : [];
  const isIndex = /(^|\/)index\.tsx?$/.test(file);
  const isLayout = !isIndex && chunks.some((chunk) => chunk.moduleIds.some((id) => relative(routesDir, id).startsWith(`${path}/`)));
  return `^/${segments.join('/')}${path && isLayout ? '(/|$)' : '$'}`;
}

/** A chunk, its CSS and every chunk it imports statically, transitively. */
function collect(chunk: OutputChunk, byFile: ReadonlyMap<string, OutputChunk>, files: Set<string>): void {
  if (files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
  for (const imported of chunk.imports) {
    const next = byFile.get(imported);
    if (next) collect(next, byFile, files);
  }
}

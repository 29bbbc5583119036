import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Route chunks are found only once the main script has run and the router has matched the address: one
 * more round trip before a signed-in page can even ask for its data. This writes a small inline script
 * into index.html, ahead of the main script and the stylesheet, that from the address alone asks for the
 * chunks of the matching route files (their code-split parts, their CSS and everything they import)
 * together with the main script.
 */
export function routeModulePreload(routesDir: string): Plugin {
  return {
    name: 'worldloom:route-modulepreload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const routes = routeChunks(bundle, routesDir);
        const script = `(() => {
  const path = location.pathname.replace(/\\/+$/, '') || '/';
  const hrefs = new Set();
  for (const [pattern, files] of ${JSON.stringify(routes)}) if (new RegExp(pattern).test(path)) files.forEach((file) => hrefs.add(file));
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

/** [address pattern, files] per route file: what a first visit to a matching address will load. */
function routeChunks(bundle: Rollup.OutputBundle, routesDir: string): [string, string[]][] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The main script's own imports are in index.html already.
  const loaded = new Set<string>();
  chunks.filter((chunk) => chunk.isEntry).forEach((entry) => collect(entry, byFile, loaded));
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
  return [...routes].map(([pattern, files]) => [pattern, [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`)]);
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

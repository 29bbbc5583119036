import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/*
 * The web imports the contracts' vocabularies through `@worldloom/contracts/vocabulary`, a zod-free entry.
 * This reads the production build (apps/web/dist, made by `npm run build`) through its source maps: every
 * chunk that reaches the vocabulary, with everything it imports statically, holds no zod and no other file
 * of libs/contracts.
 */

const ROOT = resolve(__dirname, '../..');
const ASSETS = join(ROOT, 'apps/web/dist/assets');
const VOCABULARY = 'libs/contracts/src/vocabulary.ts';

interface Chunk {
  readonly file: string;
  /** The files bundled into the chunk, relative to the repository. */
  readonly sources: readonly string[];
  /** The chunks it imports statically (dynamic imports load other routes later). */
  readonly imports: readonly string[];
}

/** The bundler's own runtime helpers come without a source map; every other chunk has one. */
function sourcesOf(file: string): string[] {
  const mapFile = join(ASSETS, `${file}.map`);
  if (!existsSync(mapFile) && file.startsWith('rolldown-runtime-')) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => relative(ROOT, resolve(ASSETS, source)));
}

function readChunks(): Map<string, Chunk> {
  if (!existsSync(ASSETS)) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const chunks = new Map<string, Chunk>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(ASSETS, file), 'utf8');
    const imports = [...code.matchAll(/\b(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]!);
    chunks.set(file, { file, sources: sourcesOf(file), imports });
  }
  return chunks;
}

/** The chunk and every chunk it reaches through static imports. */
function staticClosure(chunks: ReadonlyMap<string, Chunk>, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

describe('the web bundle and the vocabulary entry', () => {
  const chunks = readChunks();
  const closureSources = (file: string) => [...new Set([...staticClosure(chunks, file)].flatMap((reached) => chunks.get(reached)?.sources ?? []))];
  const vocabularyChunks = [...chunks.keys()].filter((file) => closureSources(file).includes(VOCABULARY));

  it('bundles the vocabulary into the world pages', () => {
    expect(vocabularyChunks.some((file) => file.startsWith('_worldId-'))).toBe(true);
  });

  it('brings neither zod nor the zod schemas of libs/contracts along with it', () => {
    for (const file of vocabularyChunks) {
      const sources = closureSources(file);
      expect({ file, zod: sources.filter((source) => source.includes('node_modules/zod/')) }).toEqual({ file, zod: [] });
      expect({ file, contracts: sources.filter((source) => source.startsWith('libs/contracts/')) }).toEqual({ file, contracts: [VOCABULARY] });
    }
  });
});

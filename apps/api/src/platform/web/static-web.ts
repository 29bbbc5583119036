import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/** Where `vite build` puts the web app, relative to the compiled API (apps/api/dist → apps/web/dist). */
export const WEB_DIST = resolve(__dirname, '../../../../web/dist');

const API_PREFIXES = ['/api/', '/auth/'];

/** Hashed build output never changes under its name. */
const HASHED_MAX_AGE = '1y';
/**
 * Media, sounds, icons, the manifest and robots.txt keep their names across releases: long enough that a
 * returning visitor downloads none of them, short enough that a changed file reaches everyone within a month.
 * Their ETag and Last-Modified let a browser revalidate one cheaply before then.
 */
const NAMED_FILE_MAX_AGE = '30d';

/**
 * Serves the built web app: compressed text (the build's brotli copies of its scripts and styles where the
 * browser takes brotli, else gzip made on the fly); hashed assets immutable for a year; every other file of the build
 * for 30 days with validators; index.html (revalidated on every visit) for every page path so client routing
 * works; a 404 for a path with a file extension that is not in the build, so a missing script or image is not
 * answered with a page; nothing under /api or /auth (those answer in their own error shapes).
 */
export function serveWebApp(server: Express, webDist = WEB_DIST): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  const compress = compression();
  const files = express.static(webDist, { index: false, maxAge: NAMED_FILE_MAX_AGE, etag: true, lastModified: true });
  const hashed = express.static(join(webDist, 'assets'), { immutable: true, maxAge: HASHED_MAX_AGE, fallthrough: false });
  // API calls never look at the disk (the static check would cost every one of them a stat()), nor pass here.
  server.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : compress(req, res, next)));
  server.use('/assets', brotliCopies(join(webDist, 'assets')), hashed);
  server.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : files(req, res, next)));
  server.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) return next();
    if (extname(req.path)) {
      res.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache');
      res.send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}

/**
 * `name.br` beside a hashed asset (apps/web/build/precompress.ts), for a browser that prefers brotli: sent as
 * the asset itself, with its type, brotli encoding and the asset's caching; compression() leaves it alone.
 */
function brotliCopies(assets: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.acceptsEncodings('br', 'gzip', 'identity') !== 'br') return next();
    // Hashed names need no decoding: anything else falls through to express.static.
    const file = normalize(join(assets, req.path));
    if (!file.startsWith(`${assets}${sep}`) || !existsSync(`${file}.br`)) return next();
    res.vary('Accept-Encoding').type(extname(file)).setHeader('Content-Encoding', 'br');
    res.sendFile(`${file}.br`, { maxAge: HASHED_MAX_AGE, immutable: true }, (error) => error && next(error));
  };
}

function isApiPath(path: string): boolean {
  return path === '/api' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/** Where `vite build` puts the web app, relative to the compiled API (apps/api/dist → apps/web/dist). */
export const WEB_DIST = resolve(__dirname, '../../../../web/dist');

const API_PREFIXES = ['/api/', '/auth/'];

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every other page path so
 * client routing works, and nothing under /api or /auth (those answer in their own error shapes).
 */
export function serveWebApp(server: Express, webDist = WEB_DIST): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  const files = express.static(webDist, { index: false, maxAge: '1h' });
  server.use('/assets', express.static(join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  // API calls never look at the disk: the static check would cost every one of them a stat().
  server.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : files(req, res, next)));
  server.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}

function isApiPath(path: string): boolean {
  return path === '/api' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

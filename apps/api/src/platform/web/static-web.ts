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
  server.use('/assets', express.static(join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  server.use(express.static(webDist, { index: false, maxAge: '1h' }));
  server.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (API_PREFIXES.some((prefix) => req.path.startsWith(prefix)) || req.path === '/api') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}

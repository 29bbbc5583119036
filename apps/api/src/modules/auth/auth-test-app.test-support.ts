import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { GoTrueClient } from '@supabase/auth-js';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { loadConfig } from '../../app.config';
import { ConfigModule } from '#platform/config/config.module';
import { DatabaseModule } from '#platform/database/database.module';
import { AuthModule } from './auth.module';

export interface AuthTestApp {
  readonly app: INestApplication;
  readonly db: TestDatabase;
  /** `http://127.0.0.1:<port>/auth/v1`, as auth-js is pointed at it. */
  readonly authUrl: string;
  /** A fresh auth-js client: its own in-memory session, like one browser. */
  client(): GoTrueClient;
  /** A raw request to /auth/v1, for what auth-js would not send. */
  request(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** AuthModule on its own migrated database, listening on a free port. */
export async function startAuthTestApp(
  env: Record<string, string> = {},
  existingDb?: TestDatabase,
): Promise<AuthTestApp> {
  const db = existingDb ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://auth.test', ...env });
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot({ url: db.url, poolSize: 5 }), AuthModule],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const authUrl = `http://127.0.0.1:${listeningPort(app.getHttpServer())}/auth/v1`;
  return {
    app,
    db,
    authUrl,
    client: () =>
      new GoTrueClient({ url: authUrl, autoRefreshToken: false, persistSession: false, detectSessionInUrl: false }),
    request: (path, init = {}) =>
      fetch(`${authUrl}${path}`, {
        method: init.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body:
          init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
      }),
    async close() {
      await app.close();
      if (!existingDb) await db.drop();
    },
  };
}

function listeningPort(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test app is not listening on a TCP port');
  return address.port;
}

let emailCounter = 0;

/** A unique address per call, so tests in one suite never collide on the unique email. */
export function uniqueEmail(label = 'user'): string {
  emailCounter += 1;
  return `${label}-${emailCounter}-${Date.now()}@example.test`;
}

export const GOOD_PASSWORD = 'correct horse battery staple';

/** What following a mailed /auth/v1/verify link gives: where the browser is sent, and the fragment's values. */
export interface FollowedLink {
  readonly status: number;
  readonly location: URL;
  readonly fragment: URLSearchParams;
}

/**
 * Follows a mailed link against the test app, as a browser would, without following the redirect after it. The
 * app writes links under PUBLIC_URL (http://auth.test), which is replaced by the app's real address.
 */
export async function followLink(auth: AuthTestApp, link: string): Promise<FollowedLink> {
  const url = new URL(link);
  const real = new URL(auth.authUrl);
  url.protocol = real.protocol;
  url.host = real.host;
  const response = await fetch(url, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? 'http://missing.test/');
  return { status: response.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

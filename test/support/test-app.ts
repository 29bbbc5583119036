import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import superjson from 'superjson';
import { createApp } from '../../apps/api/src/app.factory';
import { type AppConfig, loadConfig } from '../../apps/api/src/app.config';
import type { AppOptions } from '../../apps/api/src/app.module';
import type { AppRouter } from '../../apps/api/src/app-router';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly url: string;
  readonly database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The whole app, as `npm start` builds it, listening on 127.0.0.1, on a database of its own — or on
 * another instance's database, which then stays when this instance closes. `storyGenerator` replaces the configured one.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  shared?: TestDatabase,
  { storyGenerator, smtpUrl }: Pick<AppOptions, 'storyGenerator'> & { smtpUrl?: string } = {},
): Promise<TestApp> {
  const database = shared ?? (await createTestDatabase());
  // smtpUrl: a MailReceiver's url (test/support/mail-receiver.ts), so the app's mails reach the test.
  const mail = smtpUrl ? { SMTP_URL: smtpUrl } : {};
  const config: AppConfig = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: database.url, ...mail, ...env });
  const app = await createApp({ config, databaseUrl: database.url, storyGenerator });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    database,
    async close() {
      await app.close();
      if (!shared) await database.drop();
    },
  };
}

export interface SignedInUser {
  readonly email: string;
  readonly accessToken: string;
  readonly trpc: TRPCClient<AppRouter>;
}

export function authClientFor(baseUrl: string): GoTrueClient {
  return new AuthClient({ url: `${baseUrl}/auth/v1`, persistSession: false, autoRefreshToken: false });
}

export function trpcClientFor(baseUrl: string, accessToken: string | null): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/api/trpc`,
        transformer: superjson,
        headers: () => ({ authorization: accessToken ? `Bearer ${accessToken}` : '' }),
      }),
    ],
  });
}

/** Signs a new user up through auth-js and gives a tRPC client carrying their bearer token. */
export async function signUpUser(baseUrl: string): Promise<SignedInUser> {
  const email = `user-${randomUUID()}@example.com`;
  const { data, error } = await authClientFor(baseUrl).signUp({ email, password: 'correct horse battery staple' });
  if (error || !data.session) throw error ?? new Error('sign-up gave no session');
  return { email, accessToken: data.session.access_token, trpc: trpcClientFor(baseUrl, data.session.access_token) };
}

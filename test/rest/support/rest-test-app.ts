import type { OpenApiDocument } from '../../../apps/api/src/platform/openapi/openapi-document';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../../support/test-app';
import { RestClient } from './rest-client';

export interface RestUser {
  readonly user: SignedInUser;
  readonly apiKey: string;
  readonly keyId: string;
  readonly rest: RestClient;
}

/** The document as the server serves it, which every response of the suites is checked against. */
export async function servedDocument(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  if (response.status !== 200) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** A new user with an API key made through tRPC auth.apiKeys.create, and a REST client using it. */
export async function restUser(baseUrl: string, doc: OpenApiDocument): Promise<RestUser> {
  const user = await signUpUser(baseUrl);
  const created = await user.trpc.auth.apiKeys.create.mutate({ name: 'REST tests' });
  return { user, apiKey: created.key, keyId: created.id, rest: new RestClient(baseUrl, doc, created.key) };
}

export interface RestTestApp {
  readonly testApp: TestApp;
  readonly doc: OpenApiDocument;
  close(): Promise<void>;
}

export async function startRestTestApp(env: Record<string, string> = {}): Promise<RestTestApp> {
  const testApp = await startTestApp(env);
  const doc = await servedDocument(testApp.url);
  return { testApp, doc, close: () => testApp.close() };
}

export async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

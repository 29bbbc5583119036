import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, operations, paths } from './schema';

type Schemas = components['schemas'];
export type World = Schemas['World'];
export type Arc = Schemas['Arc'];
export type Beat = Schemas['Beat'];
export type WorldEvent = Schemas['WorldEvent'];
export type Location = Schemas['Location'];
export type Character = Schemas['Character'];
export type Faction = Schemas['Faction'];
/** The body of every error answer: `{ error, code, issues? }`. */
export type ApiError = Schemas['ApiError'];

/** An openapi-fetch client typed by the Worldloom OpenAPI document: `client.GET('/api/worlds')` and so on. */
export type WorldloomClient = Client<paths>;

export interface WorldloomClientOptions {
  /** Where Worldloom runs, e.g. `http://localhost:3000`. */
  readonly baseUrl: string;
  /** A key from the app's API Keys page; keep it out of code that runs in a browser. */
  readonly apiKey: string;
  /** Replaces `globalThis.fetch`, e.g. in tests or behind a proxy. */
  readonly fetch?: ClientOptions['fetch'];
}

export function createWorldloomClient({ baseUrl, apiKey, fetch }: WorldloomClientOptions): WorldloomClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { 'x-api-key': apiKey },
    ...(fetch ? { fetch } : {}),
  });
}

/*
 * The data a signed-in page asks for first, by address. The early script in index.html (written by
 * build/route-modulepreload.ts) asks for it with the page, from the session in storage, while the app's code
 * is still on its way; the app's tRPC client (early-answer.ts) then takes those answers for its own first
 * calls instead of making them. What is listed here must be what the routes' loaders ask for first, procedure
 * and input: a call it misses is made by the app as usual, and an answer the app never asks for is dropped.
 * No imports: the build runs this module too.
 */

export interface EarlyRoute {
  /** The address, without a trailing slash; its capture group, if any, is the input's one value. */
  readonly pattern: string;
  readonly procedures: readonly string[];
  /** The input's one key, its value from the capture group; none: the procedures take no input. */
  readonly param?: string;
}

export const EARLY_ROUTES: readonly EarlyRoute[] = [
  // routes/app/index.tsx (the first world's lists follow once the list is there) and routes/app/worlds/index.tsx.
  { pattern: '^/app$', procedures: ['world.list'] },
  { pattern: '^/app/worlds$', procedures: ['world.list'] },
  // routes/app/worlds/$worldId.tsx (prefetchWorld; its current beat's events follow once the world is there).
  { pattern: '^/app/worlds/([^/]+)$', procedures: ['location.list', 'faction.list', 'character.list', 'world.getWorldState'], param: 'worldId' },
];

/** Where the early script leaves its calls for the app: `window[EARLY_ANSWER_GLOBAL]`. */
export const EARLY_ANSWER_GLOBAL = '__worldloomEarly';

/** The early answers serve a page's first load: the app takes none later than this after navigation start. */
export const EARLY_ANSWER_TTL_MS = 10_000;

export interface EarlyAnswer {
  /** The bearer token the calls carried. */
  readonly token: string;
  /** [procedure, input] per call, in the batch's order; input null for a procedure that takes none. */
  readonly calls: readonly (readonly [procedure: string, input: unknown])[];
  /** The tRPC batch's answer, one entry per call, or null when the request failed. Never rejects. */
  readonly answers: Promise<unknown[] | null>;
}

/** A call's identity: its procedure and its input (none and null alike). */
export function callKey(procedure: string, input: unknown): string {
  return `${procedure} ${JSON.stringify(input ?? null)}`;
}

import type { TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import { callKey, EARLY_ANSWER_GLOBAL, EARLY_ANSWER_TTL_MS, type EarlyAnswer } from './early-calls';

declare global {
  interface Window {
    [EARLY_ANSWER_GLOBAL]?: EarlyAnswer;
  }
}

let taken: { readonly early: EarlyAnswer | undefined } | undefined;

/**
 * The early script's calls, taken from the page once (the app's tRPC client takes them when its module runs,
 * which is as soon as the app's chunk has arrived); every later call returns the same calls.
 */
export function takeEarlyAnswer(): EarlyAnswer | undefined {
  if (!taken) {
    taken = { early: window[EARLY_ANSWER_GLOBAL] };
    delete window[EARLY_ANSWER_GLOBAL];
  }
  return taken.early;
}

/** A tRPC batch entry that succeeded, as the server sends it: superjson's `{ json, meta }` under result.data. */
function successData(entry: unknown): { found: true; data: unknown } | { found: false } {
  if (typeof entry !== 'object' || entry === null || !('result' in entry)) return { found: false };
  const { result } = entry as { result: { data?: unknown } };
  if (typeof result !== 'object' || result === null || !('data' in result)) return { found: false };
  return { found: true, data: superjson.deserialize(result.data as Parameters<typeof superjson.deserialize>[0]) };
}

/**
 * Answers the app's first queries from the early script's calls (early-calls.ts), each at most once: only a
 * query with the same procedure and input, made with the very token those calls carried, within the first
 * seconds. Anything else, and any call that did not succeed (an expired token, a missing world, no network),
 * goes to the server as usual: the early answers only ever save a round trip.
 */
export function earlyAnswerLink<TRouter extends AnyTRPCRouter>(
  early: EarlyAnswer | undefined,
  currentToken: () => string | null | undefined,
): TRPCLink<TRouter> {
  const unclaimed = new Map(early?.calls.map(([procedure, input], index) => [callKey(procedure, input), index]));
  const usable = (key: string) =>
    early !== undefined && unclaimed.has(key) && currentToken() === early.token && performance.now() <= EARLY_ANSWER_TTL_MS;

  return () =>
    ({ op, next }) => {
      const key = callKey(op.path, op.input);
      if (op.type !== 'query' || !usable(key)) return next(op);
      const index = unclaimed.get(key)!;
      unclaimed.delete(key);
      return observable((observer) => {
        let closed = false;
        let forwarded: { unsubscribe: () => void } | undefined;
        void early!.answers.then((answers) => {
          if (closed) return;
          const answer = successData(answers?.[index]);
          if (!answer.found) {
            forwarded = next(op).subscribe(observer);
            return;
          }
          observer.next({ result: { type: 'data', data: answer.data as never } });
          observer.complete();
        });
        return () => {
          closed = true;
          forwarded?.unsubscribe();
        };
      });
    };
}

import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink, type TRPCClient } from '@trpc/client';
import type { WorldLiveMessage } from '@worldloom/contracts';
import superjson from 'superjson';
import type { AppRouter } from '../../../apps/api/src/app-router';
import { NodeEventSource } from './node-event-source';

/** A tRPC client as the web app builds it: subscriptions over server-sent events, the rest batched. */
export function liveTrpcClient(baseUrl: string, accessToken: string): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: `${baseUrl}/api/trpc`,
          transformer: superjson,
          EventSource: NodeEventSource as unknown as typeof EventSource,
          connectionParams: () => ({ authorization: `Bearer ${accessToken}` }),
        }),
        false: httpBatchLink({
          url: `${baseUrl}/api/trpc`,
          transformer: superjson,
          headers: () => ({ authorization: `Bearer ${accessToken}` }),
        }),
      }),
    ],
  });
}

/** A received message with the time it arrived (ms since the epoch) and its event id, when it has one. */
export interface Received {
  readonly id: string | undefined;
  readonly message: WorldLiveMessage;
  readonly at: number;
}

/** One open `world.live` subscription that keeps what it receives. */
export class LiveRecorder {
  readonly received: Received[] = [];
  error: unknown;
  /** The server ended the feed. */
  completed = false;
  private started = false;
  private readonly waiters = new Set<() => void>();
  private readonly subscription: { unsubscribe(): void };

  constructor(client: TRPCClient<AppRouter>, input: { worldId: string; lastEventId?: string | null }) {
    this.subscription = client.world.live.subscribe(input, {
      onStarted: () => {
        this.started = true;
        this.notify();
      },
      onData: (envelope) => {
        const tracked = envelope as { id?: string; data?: WorldLiveMessage } | WorldLiveMessage;
        const message = 'kind' in tracked ? tracked : (tracked.data as WorldLiveMessage);
        const id = 'kind' in tracked ? undefined : tracked.id;
        this.received.push({ id, message, at: Date.now() });
        this.notify();
      },
      onError: (error) => {
        this.error = error;
        this.notify();
      },
      onComplete: () => {
        this.completed = true;
        this.notify();
      },
    });
  }

  /** The changes received, in order. */
  get changes(): Array<Extract<WorldLiveMessage, { kind: 'change' }> & { at: number; id: string | undefined }> {
    return this.received.flatMap(({ id, message, at }) => (message.kind === 'change' ? [{ ...message, at, id }] : []));
  }

  get presence(): Array<Extract<WorldLiveMessage, { kind: 'presence' }>> {
    return this.received.flatMap(({ message }) => (message.kind === 'presence' ? [message] : []));
  }

  /** Resolves once `probe` holds (checked on every message), rejects after `timeoutMs` or on an error. */
  until(probe: (recorder: LiveRecorder) => boolean, timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (probe(this)) finish();
        else if (this.error) finish(this.error);
      };
      const finish = (error?: unknown) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve();
      };
      const timer = setTimeout(() => finish(new Error(`timed out; received ${JSON.stringify(this.received.map((r) => r.message))}`)), timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  /** Open: the server has sent the first presence message, so every later commit will reach it. */
  ready(timeoutMs?: number): Promise<void> {
    return this.until((recorder) => recorder.started && recorder.presence.length > 0, timeoutMs);
  }

  close(): void {
    this.subscription.unsubscribe();
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DATABASE_URL_TOKEN } from '../event-store/event-store.module';
import { PostgresNotificationListener } from '../event-store/postgres-notification-listener';

/**
 * What a committed projection batch touched: the streams whose events it applied, or everything (a
 * reset, a rebuild, a batch too large to name, or changes this process may have missed).
 */
export type ReadModelChange = { readonly streams: readonly string[] } | { readonly all: true };

/** A change as notified: `origin` names the ReadModelChanges whose runners made it, which ignores its own echo. */
type NotifiedChange = ReadModelChange & { readonly origin: string };

export const EVERYTHING_CHANGED: ReadModelChange = { all: true };

/** The Postgres channel every projection batch notifies, so other processes learn of its commit. */
export const READ_MODEL_CHANGES_CHANNEL = 'worldloom_read_models';

/** NOTIFY payloads are limited to 8,000 bytes; a batch naming more streams says "everything". */
const MAX_PAYLOAD_BYTES = 7_000;

export function changeOfStreams(streams: Iterable<string>): ReadModelChange {
  const distinct = [...new Set(streams)];
  return JSON.stringify(distinct).length > MAX_PAYLOAD_BYTES ? EVERYTHING_CHANGED : { streams: distinct };
}

/** Inside the batch's transaction: Postgres delivers it to every listener when (and only if) it commits. */
export async function notifyReadModelChange(tx: PoolClient, change: ReadModelChange, origin: string): Promise<void> {
  await tx.query(readModelChangeNotifySql(tx, change, origin));
}

/** The statement notifyReadModelChange runs, with its values as literals: to send in one round trip with others. */
export function readModelChangeNotifySql(tx: Pick<PoolClient, 'escapeLiteral'>, change: ReadModelChange, origin: string): string {
  const notified: NotifiedChange = { ...change, origin };
  return `SELECT pg_notify(${tx.escapeLiteral(READ_MODEL_CHANGES_CHANNEL)}, ${tx.escapeLiteral(JSON.stringify(notified))})`;
}

/** A notification's payload and its origin; anything unreadable counts as everything changed. */
export function parseReadModelChange(payload: string | undefined): { change: ReadModelChange; origin?: string } {
  if (!payload) return { change: EVERYTHING_CHANGED };
  try {
    const parsed = JSON.parse(payload) as Partial<{ streams: unknown; origin: unknown }>;
    const origin = typeof parsed.origin === 'string' ? parsed.origin : undefined;
    if (Array.isArray(parsed.streams) && parsed.streams.every((stream) => typeof stream === 'string')) {
      return { change: { streams: parsed.streams as string[] }, origin };
    }
    return { change: EVERYTHING_CHANGED, origin };
  } catch {
    // A payload we cannot read invalidates everything rather than nothing.
    return { change: EVERYTHING_CHANGED };
  }
}

type ChangeListener = (change: ReadModelChange) => void;

/**
 * Tells read-side caches which read models changed. This process's projection runners publish each
 * batch synchronously after its commit and before they report progress, so a caller whose
 * read-your-writes wait has ended never sees a cache entry older than its write. Batches committed by
 * other processes (other instances, `projections:rebuild`) arrive by LISTEN a moment after their commit;
 * after a lost LISTEN connection everything counts as changed.
 */
@Injectable()
export class ReadModelChanges implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReadModelChanges');
  private readonly listeners = new Set<ChangeListener>();
  private listener: PostgresNotificationListener | undefined;
  /** Names this process's runners in their notifications: their commits are published here directly. */
  readonly origin = randomUUID();

  constructor(@Inject(DATABASE_URL_TOKEN) private readonly databaseUrl: string) {}

  onApplicationBootstrap(): void {
    this.listener = new PostgresNotificationListener({
      connectionString: this.databaseUrl,
      channel: READ_MODEL_CHANGES_CHANNEL,
      applicationName: 'worldloom-read-model-changes',
      onNotification: (payload) => {
        const { change, origin } = parseReadModelChange(payload);
        if (origin !== this.origin) this.publish(change);
      },
      logger: this.logger,
    });
    this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.close();
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(change: ReadModelChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

import { type LoggerService } from '@nestjs/common';
import { Client } from 'pg';

const FIRST_RECONNECT_DELAY_MS = 100;
const MAX_RECONNECT_DELAY_MS = 5000;

export interface NotificationListenerOptions {
  readonly connectionString: string;
  readonly channel: string;
  /** Names the connection in pg_stat_activity. */
  readonly applicationName?: string;
  /**
   * Called with the payload of every notification, and with none after each (re)connection, since
   * notifications sent while disconnected are lost.
   */
  readonly onNotification: (payload?: string) => void;
  readonly logger: LoggerService;
}

/** A dedicated connection that LISTENs on one channel and reconnects, with backoff, whenever it drops. */
export class PostgresNotificationListener {
  private client: Client | undefined;
  private started = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;
  private connecting: Promise<void> | undefined;
  private readonly firstListen: { promise: Promise<void>; resolve: () => void };

  constructor(private readonly options: NotificationListenerOptions) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    this.firstListen = { promise, resolve };
  }

  /** Resolves once the channel is listened to for the first time, after that connection's wake-up went out. */
  listening(): Promise<void> {
    return this.firstListen.promise;
  }

  /** Connects in the background; until then (and whenever disconnected) subscribers rely on polling. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.connecting = this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName ?? 'worldloom-event-listener',
    });
    let lost = false;
    // pg may report one loss as both 'error' and 'end': reconnect once.
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      this.dropped(client, error);
    };
    client.on('notification', (message) => this.options.onNotification(message.payload));
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;
    this.options.onNotification();
    this.firstListen.resolve();
  }

  private dropped(client: Client, error: unknown): void {
    if (this.closed) return;
    if (this.client === client) this.client = undefined;
    client.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    this.options.logger.warn(`LISTEN connection lost (${reason}); reconnecting in ${this.reconnectDelayMs} ms`);
    this.reconnectTimer = setTimeout(() => {
      this.connecting = this.connect();
    }, this.reconnectDelayMs);
    this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, MAX_RECONNECT_DELAY_MS);
  }
}

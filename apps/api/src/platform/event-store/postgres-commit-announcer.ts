import { type LoggerService } from '@nestjs/common';
import { type Pool } from 'pg';
import { comparePositions, formatPosition, LOG_START, type LogPosition } from './event-store.port';

// A NOTIFY holds a cluster-wide lock until its transaction's commit is done. The notification needs no
// durability, so committing it asynchronously keeps that lock short instead of waiting for a WAL flush.
const NOTIFY_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`;
// Under a steady stream of appends, one NOTIFY per few milliseconds wakes other processes just as well
// and costs the writers far less than one per append (each is a transaction of its own).
const MIN_SPACING_MS = 5;

/**
 * Tells every listening process that appends were committed, after the fact and outside the appending
 * transaction, with where the furthest of them ended as the payload (formatPosition). The first announcement goes
 * out at once; while one is in flight or was sent less than MIN_SPACING_MS ago, further announcements are folded
 * into the next one.
 */
export class PostgresCommitAnnouncer {
  private sending: Promise<void> | undefined;
  private announcedAgain = false;
  private furthest: LogPosition = LOG_START;

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
    private readonly logger: LoggerService,
  ) {}

  announce(position: LogPosition): void {
    if (comparePositions(position, this.furthest) > 0) this.furthest = position;
    if (this.sending) {
      this.announcedAgain = true;
      return;
    }
    this.sending = this.sendWhileAnnounced().finally(() => {
      this.sending = undefined;
    });
  }

  /** Resolves once no NOTIFY is in flight. */
  async settled(): Promise<void> {
    await this.sending;
  }

  private async sendWhileAnnounced(): Promise<void> {
    do {
      this.announcedAgain = false;
      const sentAt = Date.now();
      await this.pool.query(NOTIFY_SQL, [this.channel, formatPosition(this.furthest)]).catch((error: unknown) => {
        // Subscribers fall back to polling; the next append announces again.
        this.logger.warn(`NOTIFY failed: ${error instanceof Error ? error.message : String(error)}`);
      });
      const wait = sentAt + MIN_SPACING_MS - Date.now();
      if (this.announcedAgain && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    } while (this.announcedAgain);
  }
}

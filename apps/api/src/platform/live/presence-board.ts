import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';
import { DATABASE_URL_TOKEN } from '../event-store/event-store.module';
import { PostgresNotificationListener } from '../event-store/postgres-notification-listener';

/** Someone with a room (a world's page) open. */
export interface Viewer {
  readonly userId: string;
  readonly name: string;
}

export type PresenceListener = (viewers: readonly Viewer[]) => void;

/** The channel on which every process tells the others who has which room open on it. */
export const PRESENCE_CHANNEL = 'worldloom_presence';
/** Each process repeats its rooms' viewers this often, so a process that died is forgotten after EXPIRY_MS. */
const HEARTBEAT_MS = 15_000;
const EXPIRY_MS = 40_000;

/** A notification: `origin`'s viewers of `room` (all of them; an empty list when none are left). */
interface PresenceNotice {
  readonly origin: string;
  readonly room: string;
  readonly viewers: readonly Viewer[];
  /** A process that just got its first viewer of the room asks the others to say theirs. */
  readonly ask?: boolean;
}

interface RemoteRoom {
  viewers: readonly Viewer[];
  expiresAt: number;
}

/**
 * Who has which room open, across API instances: each process keeps its own viewers and tells the others
 * through Postgres NOTIFY whenever they change (and on a heartbeat); a viewer counts once however many
 * pages or instances they have the room open on.
 */
@Injectable()
export class PresenceBoard implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PresenceBoard');
  readonly origin = randomUUID();
  /** room → connection → viewer */
  private readonly local = new Map<string, Map<string, Viewer>>();
  /** room → origin → viewers */
  private readonly remote = new Map<string, Map<string, RemoteRoom>>();
  private readonly listeners = new Map<string, Set<PresenceListener>>();
  private readonly lastSent = new Map<string, string>();
  private listener: PostgresNotificationListener | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DATABASE_URL_TOKEN) private readonly databaseUrl: string,
  ) {}

  onApplicationBootstrap(): void {
    this.listener = new PostgresNotificationListener({
      connectionString: this.databaseUrl,
      channel: PRESENCE_CHANNEL,
      applicationName: 'worldloom-presence',
      onNotification: (payload) => this.received(payload),
      logger: this.logger,
    });
    this.listener.start();
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    const rooms = [...this.local.keys()];
    this.local.clear();
    await Promise.all(rooms.map((room) => this.tell(room)));
    await this.listener?.close();
  }

  /** Opens `room` for `viewer` (one page); the returned function closes it. */
  enter(room: string, viewer: Viewer): () => void {
    const connection = randomUUID();
    let viewers = this.local.get(room);
    const first = !viewers;
    if (!viewers) this.local.set(room, (viewers = new Map()));
    viewers.set(connection, viewer);
    void this.tell(room, first);
    this.changed(room);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      viewers.delete(connection);
      if (viewers.size === 0 && this.local.get(room) === viewers) this.local.delete(room);
      void this.tell(room);
      this.changed(room);
    };
  }

  /** Everyone who has `room` open now, on any instance, each once, in order of name. */
  viewers(room: string): Viewer[] {
    const now = Date.now();
    const byUser = new Map<string, Viewer>();
    for (const viewer of this.local.get(room)?.values() ?? []) byUser.set(viewer.userId, viewer);
    for (const remote of this.remote.get(room)?.values() ?? []) {
      if (remote.expiresAt < now) continue;
      for (const viewer of remote.viewers) byUser.set(viewer.userId, viewer);
    }
    return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  }

  /** Calls `listener` with the room's viewers whenever they change; the returned function stops it. */
  watch(room: string, listener: PresenceListener): () => void {
    let listeners = this.listeners.get(room);
    if (!listeners) this.listeners.set(room, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(room) === listeners) {
        this.listeners.delete(room);
        this.lastSent.delete(room);
      }
    };
  }

  private changed(room: string): void {
    const listeners = this.listeners.get(room);
    if (!listeners || listeners.size === 0) {
      this.lastSent.delete(room);
      return;
    }
    const viewers = this.viewers(room);
    const key = JSON.stringify(viewers);
    // Someone opening a second page changes nothing anyone sees.
    if (this.lastSent.get(room) === key) return;
    this.lastSent.set(room, key);
    for (const listener of listeners) listener(viewers);
  }

  private localViewers(room: string): Viewer[] {
    const byUser = new Map<string, Viewer>();
    for (const viewer of this.local.get(room)?.values() ?? []) byUser.set(viewer.userId, viewer);
    return [...byUser.values()];
  }

  private async tell(room: string, ask = false): Promise<void> {
    const notice: PresenceNotice = { origin: this.origin, room, viewers: this.localViewers(room), ...(ask ? { ask } : {}) };
    await this.pool.query('SELECT pg_notify($1, $2)', [PRESENCE_CHANNEL, JSON.stringify(notice)]).catch((error: unknown) => {
      this.logger.warn(`Presence NOTIFY failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  private beat(): void {
    for (const room of this.local.keys()) void this.tell(room);
    // Forget the rooms of processes that went quiet.
    for (const room of this.remote.keys()) this.changed(room);
  }

  private received(payload: string | undefined): void {
    if (!payload) {
      // (Re)connected: what others said meanwhile is lost; ask again for every room watched here.
      for (const room of this.listeners.keys()) void this.tell(room, true);
      return;
    }
    const notice = parseNotice(payload);
    if (!notice || notice.origin === this.origin) return;
    let rooms = this.remote.get(notice.room);
    if (!rooms) this.remote.set(notice.room, (rooms = new Map()));
    if (notice.viewers.length === 0) rooms.delete(notice.origin);
    else rooms.set(notice.origin, { viewers: notice.viewers, expiresAt: Date.now() + EXPIRY_MS });
    if (rooms.size === 0) this.remote.delete(notice.room);
    if (notice.ask && this.local.has(notice.room)) void this.tell(notice.room);
    this.changed(notice.room);
  }
}

function parseNotice(payload: string): PresenceNotice | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<PresenceNotice>;
    if (typeof parsed.origin !== 'string' || typeof parsed.room !== 'string' || !Array.isArray(parsed.viewers)) return undefined;
    const viewers = parsed.viewers.filter(
      (viewer): viewer is Viewer => typeof viewer?.userId === 'string' && typeof viewer.name === 'string',
    );
    return { origin: parsed.origin, room: parsed.room, viewers, ask: parsed.ask === true };
  } catch {
    return undefined;
  }
}

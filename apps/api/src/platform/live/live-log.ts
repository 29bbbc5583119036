import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import {
  EVENT_STORE,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
} from '../event-store/event-store.port';
import { ProjectionsService } from '../projections/projections.service';

/** Receives the committed events of one stream, in log order, once the read models show them. */
export type StreamListener = (events: readonly RecordedEvent[]) => void;

const RESTART_DELAY_MS = 500;

/**
 * The committed log as this process sees it live: ONE subscription to the event store per process (woken by
 * the store's LISTEN/NOTIFY, so an append made through any instance reaches every instance), fanned out to
 * the listeners of each stream. A batch is handed on only once the projections have passed it, so a page
 * that refetches on a message reads the change. Only what is committed after a listener registered is
 * promised to it; what came before is the listener's to read from the stream (WatchWorld does).
 */
@Injectable()
export class LiveLog implements OnApplicationShutdown {
  private readonly logger = new Logger('LiveLog');
  private readonly listeners = new Map<string, Set<StreamListener>>();
  private starting: Promise<void> | undefined;
  private subscription: Subscription | undefined;
  private position: LogPosition | undefined;
  private closed = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** Registers a listener of one stream; resolves (with its removal) once every later commit will reach it. */
  async listen(streamId: string, listener: StreamListener): Promise<() => void> {
    await this.start();
    let listeners = this.listeners.get(streamId);
    if (!listeners) this.listeners.set(streamId, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(streamId) === listeners) this.listeners.delete(streamId);
    };
  }

  /** How many listeners are registered now (the benchmark's and the tests' view). */
  get listenerCount(): number {
    let count = 0;
    for (const listeners of this.listeners.values()) count += listeners.size;
    return count;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.subscription?.stop();
  }

  private start(): Promise<void> {
    this.starting ??= this.subscribe().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  private async subscribe(): Promise<void> {
    // From the head: a listener reads what came before it from its stream.
    this.position ??= await this.store.headPosition();
    const subscription = this.store.subscribeToAll((events) => this.deliver(events), { after: this.position });
    this.subscription = subscription;
    subscription.done.then(
      () => undefined,
      (error: unknown) => this.restartLater(error),
    );
  }

  private restartLater(error: unknown): void {
    if (this.closed) return;
    this.logger.error(`Live subscription stopped: ${error instanceof Error ? error.message : String(error)}; restarting`);
    setTimeout(() => {
      if (this.closed) return;
      // From where it stopped: nothing committed meanwhile is skipped.
      void this.subscribe().catch((restartError: unknown) => this.restartLater(restartError));
    }, RESTART_DELAY_MS).unref();
  }

  private async deliver(events: readonly RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of events) {
      if (!this.listeners.has(event.streamId)) continue;
      const streamEvents = byStream.get(event.streamId);
      if (streamEvents) streamEvents.push(event);
      else byStream.set(event.streamId, [event]);
    }
    if (byStream.size > 0) {
      await this.projections.waitFor(last.position, this.config.READ_YOUR_WRITES_TIMEOUT_MS).catch((error: unknown) => {
        // Late read models must not hold the news back for good: the page refetches again on the next one.
        this.logger.warn(error instanceof Error ? error.message : String(error));
      });
      for (const [streamId, streamEvents] of byStream) {
        for (const listener of this.listeners.get(streamId) ?? []) listener(streamEvents);
      }
    }
    this.position = last.position;
  }
}

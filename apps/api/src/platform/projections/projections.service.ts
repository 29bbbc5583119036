import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional, type BeforeApplicationShutdown } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { Pool } from 'pg';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { PG_POOL } from '../database/database.module';
import { EVENT_STORE, type EventStore, type LogPosition } from '../event-store/event-store.port';
import { PROJECTIONS, type Projection } from './projection';
import { allPassed, type ProjectionProgress, ReadYourWritesTimeoutError } from './projection-progress';
import { ProjectionRunner } from './projection-runner';
import { ReadModelChanges } from './read-model-changes';

// One active projector across instances (ARCHITECTURE.md "process roles").
const PROJECTOR_LOCK_KEY = 7_141_002;
const RESTART_DELAY_MS = 1000;
const REMOTE_POLL_MS = 20;

/** Runs every registered projection in this process (API_ROLE all or projector) and tracks progress. */
@Injectable()
export class ProjectionsService implements ProjectionProgress, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly runners: ProjectionRunner[];
  private lockClient: PoolClient | undefined;
  private stopping = false;

  constructor(
    @Inject(PROJECTIONS) projections: Projection[],
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
    @Optional() @Inject(ReadModelChanges) changes?: ReadModelChanges,
  ) {
    this.runners = projections.map(
      (projection) =>
        new ProjectionRunner(projection, pool, store, {
          onError: (error) => this.restartLater(projection.name, error),
          onChange: (change) => changes?.publish(change),
          origin: changes?.origin,
        }),
    );
  }

  get runsLocally(): boolean {
    return this.config.API_ROLE !== 'api';
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.runsLocally) return;
    if (this.config.API_ROLE === 'projector') await this.acquireProjectorLock();
    await Promise.all(this.runners.map((runner) => runner.start()));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.runners.map((runner) => runner.stop()));
    if (this.lockClient) {
      await this.lockClient.query('SELECT pg_advisory_unlock($1)', [PROJECTOR_LOCK_KEY]).catch(() => undefined);
      this.lockClient.release();
    }
  }

  runner(name: string): ProjectionRunner {
    const runner = this.runners.find((candidate) => candidate.projection.name === name);
    if (!runner) throw new Error(`No projection named ${name}`);
    return runner;
  }

  /** Where every projection stands: this process's runners, or the checkpoints the active projector stored. */
  async checkpoints(): Promise<LogPosition[]> {
    if (this.runsLocally) return this.runners.map((runner) => runner.position);
    const { rows } = await this.pool.query<{ commit_position: string; prepare_position: string }>(
      'SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = ANY($1)',
      [this.runners.map((runner) => runner.projection.name)],
    );
    const stored = rows.map((row) => ({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }));
    // A projection that never ran has no row yet: it stands at the start of the log.
    return [...stored, ...Array.from({ length: this.runners.length - stored.length }, () => ({ commit: 0n, prepare: 0n }))];
  }

  waitFor(position: LogPosition, timeoutMs: number): Promise<void> {
    return this.runsLocally ? this.waitLocally(position, timeoutMs) : this.waitRemotely(position, timeoutMs);
  }

  private waitLocally(position: LogPosition, timeoutMs: number): Promise<void> {
    const passed = () => allPassed(this.runners.map((runner) => runner.position), position);
    if (passed()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const unsubscribes: Array<() => void> = [];
      const finish = (error?: Error) => {
        clearTimeout(timer);
        for (const unsubscribe of unsubscribes) unsubscribe();
        if (error) reject(error);
        else resolve();
      };
      const timer = setTimeout(() => finish(new ReadYourWritesTimeoutError(position, timeoutMs)), timeoutMs);
      for (const runner of this.runners) {
        unsubscribes.push(runner.onProgress(() => passed() && finish()));
      }
    });
  }

  /** Another instance runs the projections: poll their checkpoints. */
  private async waitRemotely(position: LogPosition, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const names = this.runners.map((runner) => runner.projection.name);
    for (;;) {
      const { rows } = await this.pool.query<{ commit_position: string; prepare_position: string }>(
        'SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = ANY($1)',
        [names],
      );
      const checkpoints = rows.map((row) => ({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }));
      if (checkpoints.length === names.length && allPassed(checkpoints, position)) return;
      if (Date.now() >= deadline) throw new ReadYourWritesTimeoutError(position, timeoutMs);
      await new Promise((resolve) => setTimeout(resolve, REMOTE_POLL_MS));
    }
  }

  private async acquireProjectorLock(): Promise<void> {
    this.lockClient = await this.pool.connect();
    this.logger.log('Waiting to become the active projector');
    await this.lockClient.query('SELECT pg_advisory_lock($1)', [PROJECTOR_LOCK_KEY]);
    this.logger.log('Active projector');
  }

  private restartLater(name: string, error: unknown): void {
    if (this.stopping) return;
    this.logger.error(`Projection ${name} stopped: ${error instanceof Error ? error.message : String(error)}; restarting`);
    setTimeout(() => {
      if (!this.stopping) void this.runner(name).start().catch((startError: unknown) => this.restartLater(name, startError));
    }, RESTART_DELAY_MS).unref();
  }
}

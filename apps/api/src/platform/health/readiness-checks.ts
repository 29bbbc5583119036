import { Inject, Injectable } from '@nestjs/common';
import { type HealthIndicatorFunction, type HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { Pool } from 'pg';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { PG_POOL } from '../database/database.module';
import { comparePositions, EVENT_STORE, type EventStore, type LogPosition } from '../event-store/event-store.port';
import { LimitCounters } from '../limits/limit-counters';
import { ProjectionsService } from '../projections/projections.service';

/** Longest a dependency may take to answer a readiness check before it counts as down. */
const CHECK_TIMEOUT_MS = 3000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The indicators of GET /api/health/ready, each a @nestjs/terminus indicator that never throws past terminus. */
@Injectable()
export class ReadinessChecks {
  constructor(
    @Inject(HealthIndicatorService) private readonly indicators: HealthIndicatorService,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(LimitCounters) private readonly counters: LimitCounters,
  ) {}

  all(): HealthIndicatorFunction[] {
    const checks = [() => this.database(), () => this.eventStore(), () => this.projectionLag()];
    return this.config.REDIS_URL ? [...checks, () => this.redis()] : checks;
  }

  private async database(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('database');
    try {
      await withinTimeout(this.pool.query('SELECT 1'));
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  private async eventStore(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('eventStore');
    try {
      await withinTimeout(this.store.headPosition());
      return indicator.up({ store: this.config.EVENT_STORE });
    } catch (error) {
      return indicator.down({ store: this.config.EVENT_STORE, message: (error as Error).message });
    }
  }

  /** How old the oldest event is that some projection has not applied yet: 0 when all are at the head. */
  private async projectionLag(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('projections');
    const maxLagMs = this.config.HEALTH_MAX_PROJECTION_LAG_MS;
    try {
      const lagMs = await withinTimeout(this.lagMs());
      return lagMs <= maxLagMs ? indicator.up({ lagMs, maxLagMs }) : indicator.down({ lagMs, maxLagMs });
    } catch (error) {
      return indicator.down({ maxLagMs, message: (error as Error).message });
    }
  }

  private async lagMs(): Promise<number> {
    const [checkpoints, head] = await Promise.all([this.projections.checkpoints(), this.store.headPosition()]);
    const behind = checkpoints.filter((checkpoint) => comparePositions(checkpoint, head) < 0);
    if (behind.length === 0) return 0;
    const oldest = behind.reduce((a: LogPosition, b) => (comparePositions(a, b) <= 0 ? a : b));
    const [next] = await this.store.readAll({ after: oldest, maxCount: 1 });
    return next ? Math.max(0, Date.now() - next.createdAt.getTime()) : 0;
  }

  private async redis(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('redis');
    const { up } = await this.counters.reachable();
    return up ? indicator.up() : indicator.down({ message: 'Redis does not answer PING' });
  }
}

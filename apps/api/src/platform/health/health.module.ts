import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { LimitsModule } from '../limits/limits.module';
import { HealthController } from './health.controller';
import { ReadinessChecks } from './readiness-checks';

/** Liveness and readiness on @nestjs/terminus. Needs the global Config, Database, EventStore and Projections modules. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false }), LimitsModule],
  controllers: [HealthController],
  providers: [ReadinessChecks],
})
export class HealthModule {}

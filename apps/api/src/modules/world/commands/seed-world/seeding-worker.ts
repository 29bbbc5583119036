import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  type CommandContext,
  type ExistingWorld,
  isDomainError,
  requireOwnedWorld,
  SEEDING_PHASES,
  type SeedingPhase,
  type SeedingPhaseEntities,
  worldDecider,
  type WorldCommand,
  type WorldDomainEvent,
  type WorldState,
} from '@worldloom/domain';
import { Pool } from 'pg';
import type { RequestContext } from '#platform/commands/request-context';
import type { SeedCharactersOutput, SeedFactionsOutput, SeedLocationsOutput } from '@worldloom/contracts';
import { type GeneratedCommand, type Provenance, WorldCommandExecutor } from '../../world-command.executor';
import { PG_POOL } from '#platform/database/database.module';
import { ProjectionsService } from '#platform/projections/projections.service';
import { STORY_GENERATOR, type StoryGenerator } from '#story-generator';
import { generationWorld, seedingFactionBriefs, seedingLocationBriefs } from '../../generation/generation-inputs';
import { newCharacters, newFactions, newLocations } from '../../generation/generation-outputs';
import { type DomainReview, domainReview } from '../../generation/generation-review';
import { SEEDING_JOBS_PROJECTION, type SeedingJob } from '../../projections/seeding-jobs/seeding-jobs.projection';

const MAX_PARALLEL_JOBS = 4;
const IDLE_POLL_MS = 1000;

/**
 * The seeding process manager. Pending seedings come from the seeding_jobs read model (fed from the
 * store), so a crash loses nothing: on restart every unfinished request is picked up again, and the
 * domain makes each phase idempotent, so a resumed seeding never adds an entity twice.
 */
@Injectable()
export class SeedingWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Seeding');
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(WorldCommandExecutor) private readonly executor: WorldCommandExecutor,
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(STORY_GENERATOR) private readonly generator: StoryGenerator,
  ) {}

  onApplicationBootstrap(): void {
    // Seeding runs where the projections run (one active projector at scale).
    if (!this.projections.runsLocally) return;
    this.unsubscribe = this.projections.runner(SEEDING_JOBS_PROJECTION).onProgress(() => this.poll());
    this.poll();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await Promise.allSettled(this.running.values());
  }

  private poll(): void {
    if (this.stopping) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.poll(), IDLE_POLL_MS);
    this.timer.unref();
    void this.startPendingJobs().catch((error: unknown) => this.logger.error(error));
  }

  private async startPendingJobs(): Promise<void> {
    const free = MAX_PARALLEL_JOBS - this.running.size;
    if (free <= 0) return;
    const { rows } = await this.pool.query<SeedingJob>(
      `SELECT request_id, world_id, owner_id, event_id FROM seeding_jobs
       WHERE status = 'pending' AND NOT (request_id = ANY($1::uuid[])) ORDER BY requested_at LIMIT $2`,
      [[...this.running.keys()], free],
    );
    for (const job of rows) {
      const run = this.run(job).finally(() => {
        this.running.delete(job.request_id);
        this.poll();
      });
      this.running.set(job.request_id, run);
    }
  }

  async run(job: SeedingJob): Promise<void> {
    const context: RequestContext = {
      userId: job.owner_id,
      actor: { kind: 'system', id: 'seeding-worker' },
      source: 'generator',
      correlationId: job.request_id,
    };
    const options = { causationId: job.event_id, skipReadYourWrites: true };
    try {
      for (const phase of SEEDING_PHASES) {
        await this.executor.execute(job.world_id, (state, metadata) => this.phaseCommand(state, metadata, job, phase), context, options);
      }
      await this.executor.execute(
        job.world_id,
        (_state, metadata) => ({ type: 'CompleteSeeding', data: { requestId: job.request_id }, metadata }),
        context,
        options,
      );
    } catch (error) {
      if (this.stopping) return;
      // Another process finished or failed this request first: nothing left to do.
      if (isDomainError(error) && error.code === 'SEEDING.NOT_PENDING') return;
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Seeding ${job.request_id} of world ${job.world_id} failed: ${reason}`);
      await this.executor
        .execute(job.world_id, (_state, metadata) => ({ type: 'FailSeeding', data: { requestId: job.request_id, reason }, metadata }), context, options)
        .catch((failError: unknown) => this.logger.error(failError));
    }
  }

  private async phaseCommand(
    state: WorldState,
    metadata: CommandContext,
    job: SeedingJob,
    phase: SeedingPhase,
  ): Promise<WorldCommand | GeneratedCommand> {
    const world = requireOwnedWorld(state, metadata);
    const requestId = job.request_id;
    const recorded = world.seeding.status !== 'pending' || world.seeding.recordedPhases.includes(phase);
    // A phase recorded before a crash (or a request no longer pending) is left to the domain: a no-op or a refusal.
    if (recorded) return { type: 'RecordSeedingPhase', data: { requestId, phase, entities: [] }, metadata };
    const command = (data: SeedingPhaseEntities): WorldCommand => ({ type: 'RecordSeedingPhase', data: { requestId, ...data }, metadata });
    // The domain judges each phase on the world as it is; a refusal goes back to the generator as feedback.
    const review = <Output>(toData: (output: Output) => SeedingPhaseEntities) =>
      domainReview((output: Output) => worldDecider.decide(command(toData(output)), world));
    const { data, provenance, decided } = await this.generatePhase(world, phase, review);
    return { command: command(data), provenance, decided };
  }

  private async generatePhase(
    world: ExistingWorld,
    phase: SeedingPhase,
    review: <Output>(toData: (output: Output) => SeedingPhaseEntities) => DomainReview<Output>,
  ): Promise<{ data: SeedingPhaseEntities; provenance: Provenance; decided?: readonly WorldDomainEvent[] }> {
    const input = { world: generationWorld(world) };
    switch (phase) {
      case 'locations': {
        const toData = (output: SeedLocationsOutput): SeedingPhaseEntities => ({ phase, entities: newLocations(output) });
        const judged = review(toData);
        const { output, provenance } = await this.generator.seedLocations(input, judged);
        return { data: toData(output), provenance, decided: judged.decided(output) };
      }
      case 'factions': {
        const toData = (output: SeedFactionsOutput): SeedingPhaseEntities => ({ phase, ...newFactions(output, world) });
        const judged = review(toData);
        const { output, provenance } = await this.generator.seedFactions({ ...input, locations: seedingLocationBriefs(world) }, judged);
        return { data: toData(output), provenance, decided: judged.decided(output) };
      }
      case 'characters': {
        const toData = (output: SeedCharactersOutput): SeedingPhaseEntities => ({ phase, ...newCharacters(output, world) });
        const judged = review(toData);
        const { output, provenance } = await this.generator.seedCharacters(
          { ...input, locations: seedingLocationBriefs(world), factions: seedingFactionBriefs(world) },
          judged,
        );
        return { data: toData(output), provenance, decided: judged.decided(output) };
      }
    }
  }
}

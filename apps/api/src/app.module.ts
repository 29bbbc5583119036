import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApiKeysModule } from './modules/api-keys/api-keys.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { RestModule } from './modules/rest/rest.module';
import { storyProjections } from './modules/story-read-models';
import type { StoryGenerator } from './modules/story/generator/story-generator.port';
import { seedingJobsProjection } from './modules/story/seeding/seeding-jobs.projection';
import { StoryEngineModule } from './modules/story/story-engine.module';
import { StoryModule } from './modules/story/story.module';
import { WorldStateCacheModule } from './modules/world/queries/get-world-state/world-state.cache';
import { worldProjections, WorldModule } from './modules/world/world.module';
import type { AppConfig } from './platform/config/config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { EventStoreModule } from './platform/event-store/event-store.module';
import type { Projection } from './platform/projections/projection';
import { ProjectionsModule } from './platform/projections/projections.module';
import { TrpcModule } from './platform/trpc/trpc.module';

/** Every projection the app runs, and `npm run projections:rebuild` rebuilds. */
export const appProjections: readonly Projection[] = [...worldProjections, ...storyProjections, seedingJobsProjection];

export interface AppOptions {
  readonly config: AppConfig;
  readonly databaseUrl: string;
  /** Replaces the generator STORY_GENERATOR names (tests, embedding). */
  readonly storyGenerator?: StoryGenerator;
  /** Imported after the app's own modules; tests add routes with them (e.g. one that fails on purpose). */
  readonly extraModules?: ReadonlyArray<Type | DynamicModule>;
}

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        DatabaseModule.forRoot({ url: options.databaseUrl, poolSize: options.config.DATABASE_POOL_SIZE }),
        EventStoreModule.forRoot({ databaseUrl: options.databaseUrl }),
        ProjectionsModule.forRoot(appProjections),
        WorldStateCacheModule,
        StoryModule.forRoot({ storyGenerator: options.storyGenerator }),
        CqrsModule.forRoot(),
        AuthModule,
        ApiKeysModule,
        WorldModule,
        StoryEngineModule,
        AuditModule,
        TrpcModule,
        RestModule,
        ...(options.extraModules ?? []),
      ],
    };
  }
}

import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApiKeysModule } from '#api-keys/module';
import { AuditModule } from '#audit/module';
import { AuthModule } from '#auth/module';
import { ConfigModule } from '#platform/config/config.module';
import { DatabaseModule } from '#platform/database/database.module';
import { EventStoreModule } from '#platform/event-store/event-store.module';
import { HealthModule } from '#platform/health/health.module';
import type { Projection } from '#platform/projections/projection';
import { ProjectionsModule } from '#platform/projections/projections.module';
import type { StoryGenerator } from '#story-generator';
import { StoryGeneratorModule } from '#story-generator/module';
import { worldProjections, WorldModule } from '#world/module';
import type { AppConfig } from './app.config';
import { AppTrpcModule } from './app-trpc';

/** Every projection the app runs, and `npm run projections:rebuild` rebuilds. */
export const appProjections: readonly Projection[] = [...worldProjections];

export interface AppOptions {
  readonly config: AppConfig;
  readonly databaseUrl: string;
  /** Replaces the generator STORY_GENERATOR names (tests, embedding). */
  readonly storyGenerator?: StoryGenerator;
  /** Imported after the app's own modules; tests add routes with them (e.g. one that fails on purpose). */
  readonly extraModules?: ReadonlyArray<Type | DynamicModule>;
}

/** The composition root: the platform, then the modules, then the tRPC mount over them. */
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
        StoryGeneratorModule.forRoot({ storyGenerator: options.storyGenerator }),
        CqrsModule.forRoot(),
        AuthModule,
        ApiKeysModule,
        WorldModule,
        AuditModule,
        HealthModule,
        AppTrpcModule,
        ...(options.extraModules ?? []),
      ],
    };
  }
}

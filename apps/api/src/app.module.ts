import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from './modules/auth/auth.module';
import { worldProjections, WorldModule } from './modules/world/world.module';
import type { AppConfig } from './platform/config/config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { EventStoreModule } from './platform/event-store/event-store.module';
import { ProjectionsModule } from './platform/projections/projections.module';
import { TrpcModule } from './platform/trpc/trpc.module';

@Module({})
export class AppModule {
  static forRoot(options: { config: AppConfig; databaseUrl: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        DatabaseModule.forRoot({ url: options.databaseUrl, poolSize: options.config.DATABASE_POOL_SIZE }),
        EventStoreModule.forRoot({ databaseUrl: options.databaseUrl }),
        ProjectionsModule.forRoot([...worldProjections]),
        CqrsModule.forRoot(),
        AuthModule,
        WorldModule,
        TrpcModule,
      ],
    };
  }
}

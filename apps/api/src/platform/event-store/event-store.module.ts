import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { PG_POOL } from '../database/database.module';
import { EVENT_STORE, type EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';

/** The Postgres url the event store's LISTEN connection opens (the pool's own url). */
export const DATABASE_URL_TOKEN = Symbol('DATABASE_URL');

/** Provides EVENT_STORE, the adapter chosen by EVENT_STORE in the config, and closes it on shutdown. */
@Global()
@Module({})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  static forRoot(options: { databaseUrl: string }): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [
        { provide: DATABASE_URL_TOKEN, useValue: options.databaseUrl },
        {
          provide: EVENT_STORE,
          inject: [APP_CONFIG, PG_POOL, DATABASE_URL_TOKEN],
          useFactory: (config: PlatformConfig, pool: Pool, databaseUrl: string): EventStore => createEventStore(config, pool, databaseUrl),
        },
      ],
      exports: [EVENT_STORE, DATABASE_URL_TOKEN],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

export function createEventStore(config: PlatformConfig, pool: Pool, databaseUrl: string): EventStore {
  if (config.EVENT_STORE === 'postgres') return new PostgresEventStore(pool, databaseUrl);
  // The config schema already requires the connection string for eventstoredb; this guards the type.
  if (!config.ESDB_CONNECTION_STRING) throw new Error('ESDB_CONNECTION_STRING is required when EVENT_STORE=eventstoredb');
  return new EventStoreDbEventStore(config.ESDB_CONNECTION_STRING);
}

import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';

export const PG_POOL = Symbol('PG_POOL');

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** One pg pool for the event store, projections and queries; TypeORM only runs the migrations. */
  static forRoot(options: { url: string; poolSize: number }): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: PG_POOL,
          useFactory: () => {
            const pool = new Pool({ connectionString: options.url, max: options.poolSize });
            // An idle client's error (e.g. the server restarting) must not crash the process.
            pool.on('error', () => undefined);
            return pool;
          },
        },
      ],
      exports: [PG_POOL],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

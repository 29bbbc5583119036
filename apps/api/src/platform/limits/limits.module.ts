import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { LimitCounters } from './limit-counters';

/**
 * The abuse limits' counters (LimitCounters), one set per process, in Redis when REDIS_URL is set. Modules
 * that limit something import this module; Nest makes it once. Needs the global ConfigModule.
 */
@Module({
  providers: [
    {
      provide: LimitCounters,
      inject: [APP_CONFIG],
      useFactory: (config: PlatformConfig) =>
        LimitCounters.open({ redisUrl: config.REDIS_URL, keyPrefix: `${config.RATE_LIMIT_KEY_PREFIX}limits:` }),
    },
  ],
  exports: [LimitCounters],
})
export class LimitsModule implements OnApplicationShutdown {
  constructor(@Inject(LimitCounters) private readonly counters: LimitCounters) {}

  async onApplicationShutdown(): Promise<void> {
    await this.counters.close();
  }
}

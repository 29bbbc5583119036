import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config';
import { RATE_LIMIT_OPTIONS, RateLimiter, rateLimitOptionsFrom, type RateLimitOptions } from './rate-limiter';

/**
 * The per-key rate limiter RateLimitGuard uses, from the central config (global, so any REST
 * module can apply the guard). Needs the global ConfigModule.
 */
@Global()
@Module({
  providers: [
    { provide: RATE_LIMIT_OPTIONS, inject: [APP_CONFIG], useFactory: rateLimitOptionsFrom },
    {
      provide: RateLimiter,
      inject: [RATE_LIMIT_OPTIONS],
      useFactory: (options: RateLimitOptions) => RateLimiter.create(options),
    },
  ],
  exports: [RateLimiter],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  async onApplicationShutdown(): Promise<void> {
    await this.limiter.close();
  }
}

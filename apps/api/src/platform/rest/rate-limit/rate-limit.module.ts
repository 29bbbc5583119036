import { Global, Module } from '@nestjs/common';
import { getStorageToken, ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type PlatformConfig } from '../../config/config';
import { RATE_LIMIT_OPTIONS, RateLimiter, rateLimitOptionsFrom, type RateLimitOptions, throttlerOptionsFrom } from './rate-limiter';

/**
 * @nestjs/throttler set up from the central config (its storage closes itself on shutdown), and the
 * RateLimiter over that storage. Global, so any REST module can apply RateLimitGuard. Needs the global
 * ConfigModule.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: PlatformConfig) => throttlerOptionsFrom(rateLimitOptionsFrom(config)),
    }),
  ],
  providers: [
    { provide: RATE_LIMIT_OPTIONS, inject: [APP_CONFIG], useFactory: rateLimitOptionsFrom },
    {
      provide: RateLimiter,
      inject: [RATE_LIMIT_OPTIONS, getStorageToken()],
      useFactory: (options: RateLimitOptions, storage: ThrottlerStorage) => new RateLimiter(options, storage),
    },
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}

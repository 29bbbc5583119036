import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type PlatformConfig } from './config';

/** Provides the parsed configuration as APP_CONFIG: the platform's variables and every module's. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

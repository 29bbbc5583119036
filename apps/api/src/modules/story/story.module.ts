import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { createStoryGenerator } from './generator/create-story-generator';
import { parseStoryGeneratorSettings } from './generator/generator.config';
import { STORY_GENERATOR, type StoryGenerator } from './generator/story-generator.port';

/** Provides the story generator STORY_GENERATOR names (or one given by the caller, e.g. a test). */
@Global()
@Module({})
export class StoryModule {
  static forRoot(options: { storyGenerator?: StoryGenerator } = {}): DynamicModule {
    return {
      module: StoryModule,
      providers: [
        {
          provide: STORY_GENERATOR,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): StoryGenerator =>
            options.storyGenerator ?? createStoryGenerator(parseStoryGeneratorSettings(config)),
        },
      ],
      exports: [STORY_GENERATOR],
    };
  }
}

import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '#platform/config/config';
import { createStoryGenerator } from './create-story-generator';
import { parseStoryGeneratorSettings } from './story-generator.config';
import { STORY_GENERATOR, type StoryGenerator } from './story-generator.port';

/** Provides the story generator STORY_GENERATOR names (or one given by the caller, e.g. a test). */
@Global()
@Module({})
export class StoryGeneratorModule {
  static forRoot(options: { storyGenerator?: StoryGenerator } = {}): DynamicModule {
    return {
      module: StoryGeneratorModule,
      providers: [
        {
          provide: STORY_GENERATOR,
          inject: [APP_CONFIG],
          useFactory: (config: Readonly<Record<string, unknown>>): StoryGenerator =>
            options.storyGenerator ?? createStoryGenerator(parseStoryGeneratorSettings(config)),
        },
      ],
      exports: [STORY_GENERATOR],
    };
  }
}

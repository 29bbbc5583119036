import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { APP_CONFIG } from '#platform/config/config';
import { createStoryGenerator } from './create-story-generator';
import { GENERATION_BUDGET, type GenerationBudget } from './generation-budget';
import { MeteredStoryGenerator } from './metering/metered-story-generator';
import { priceTable } from './metering/prices';
import { parseStoryGeneratorSettings } from './story-generator.config';
import { STORY_GENERATOR, type StoryGenerator } from './story-generator.port';

/**
 * The world's budget, looked up on the first call: the module that keeps the usage (world) provides it, and
 * this global module cannot import it without a cycle. None provided: no budget applies.
 */
function budgetOf(moduleRef: ModuleRef): () => GenerationBudget | null {
  let budget: GenerationBudget | null | undefined;
  return () => {
    if (budget === undefined) {
      try {
        budget = moduleRef.get<GenerationBudget>(GENERATION_BUDGET, { strict: false });
      } catch {
        budget = null;
      }
    }
    return budget;
  };
}

/** Provides the story generator STORY_GENERATOR names (or one given by the caller, e.g. a test), metered. */
@Global()
@Module({})
export class StoryGeneratorModule {
  static forRoot(options: { storyGenerator?: StoryGenerator } = {}): DynamicModule {
    return {
      module: StoryGeneratorModule,
      providers: [
        {
          provide: STORY_GENERATOR,
          inject: [APP_CONFIG, ModuleRef],
          useFactory: (config: Readonly<Record<string, unknown>>, moduleRef: ModuleRef): StoryGenerator => {
            const settings = parseStoryGeneratorSettings(config);
            const generator = options.storyGenerator ?? createStoryGenerator(settings);
            return new MeteredStoryGenerator(generator, priceTable(settings.STORY_GENERATOR_PRICES), budgetOf(moduleRef));
          },
        },
      ],
      exports: [STORY_GENERATOR],
    };
  }
}

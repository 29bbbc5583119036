// The story generator module's public file: decorator-free. The Nest module is in story-generator.module.ts.
export { STORY_GENERATOR, type StoryGenerator } from './story-generator.port';
export { GENERATION_BUDGET, type GenerationBudget } from './generation-budget';
export { StoryGenerationError } from './story-generation.error';
export { parseStoryGeneratorSettings, refineStoryGeneratorConfig, StoryGeneratorEnv } from './story-generator.config';

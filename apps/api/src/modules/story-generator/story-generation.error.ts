/** A generator call that produced nothing usable; the caller records it (e.g. WorldSeedingFailed). */
export class StoryGenerationError extends Error {
  override readonly name: string = 'StoryGenerationError';

  constructor(
    message: string,
    readonly task: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The call ran past STORY_GENERATOR_TIMEOUT_MS. */
export class StoryGenerationTimeoutError extends StoryGenerationError {
  override readonly name = 'StoryGenerationTimeoutError';
}

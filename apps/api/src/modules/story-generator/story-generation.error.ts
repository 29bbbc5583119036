import { UpstreamError } from '#platform/errors/upstream-error';

/**
 * A generator call that produced nothing the domain accepts, after its tries; the caller records it (e.g.
 * WorldSeedingFailed) or the edge answers 502 GENERATOR_FAILED with this message.
 */
export class StoryGenerationError extends UpstreamError {
  override readonly name: string = 'StoryGenerationError';

  constructor(
    message: string,
    readonly task: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, 'GENERATOR_FAILED', options);
  }
}

/** The call ran past STORY_GENERATOR_TIMEOUT_MS. */
export class StoryGenerationTimeoutError extends StoryGenerationError {
  override readonly name = 'StoryGenerationTimeoutError';
}

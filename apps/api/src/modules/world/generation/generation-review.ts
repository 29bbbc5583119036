import { isDomainError, IncoherentStoryError } from '@worldloom/domain';

/** The problems the domain finds in a generated output, as lines a model can act on (none: accepted). */
export type ReviewOf<Output> = (output: Output) => readonly string[];

/**
 * The domain as the judge of generated content: `decide` turns the output into the command it would be and
 * decides it on the world's current state. A refusal (a rule, or the coherence judge's findings) becomes the
 * review's problems; anything else is a bug and throws.
 */
export function domainReview<Output>(decide: (output: Output) => unknown): ReviewOf<Output> {
  return (output) => {
    try {
      decide(output);
      return [];
    } catch (error) {
      if (error instanceof IncoherentStoryError) return error.contradictions.map((contradiction) => contradiction.message);
      if (isDomainError(error)) return [error.message];
      throw error;
    }
  };
}

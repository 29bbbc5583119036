import { isDomainError, IncoherentStoryError, type WorldDomainEvent } from '@worldloom/domain';

/**
 * The problems the domain finds in a generated output, as lines a model can act on (none: accepted); and, for
 * the output it accepted, the events it decided, so the command is decided once and those very events appended.
 */
export interface DomainReview<Output> {
  (output: Output): readonly string[];
  decided(output: Output): readonly WorldDomainEvent[] | undefined;
}

/**
 * The domain as the judge of generated content: `decide` turns the output into the command it would be and
 * decides it on the world's current state (the state the executor then appends to). A refusal (a rule, or the
 * coherence judge's findings) becomes the review's problems; anything else is a bug and throws.
 */
export function domainReview<Output>(decide: (output: Output) => WorldDomainEvent[]): DomainReview<Output> {
  let accepted: { output: Output; events: readonly WorldDomainEvent[] } | null = null;
  const review = (output: Output): readonly string[] => {
    try {
      accepted = { output, events: decide(output) };
      return [];
    } catch (error) {
      if (error instanceof IncoherentStoryError) return error.contradictions.map((contradiction) => contradiction.message);
      if (isDomainError(error)) return [error.message];
      throw error;
    }
  };
  return Object.assign(review, { decided: (output: Output) => (accepted?.output === output ? accepted.events : undefined) });
}

import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import {
  ArcSummary,
  Doctrine,
  generatedBeatFor,
  LocationEnrichment,
  RelationsEvaluation,
  seedCharactersOutputFor,
  seedFactionsOutputFor,
  SeedLocationsOutput,
  StartArcOutput,
  type EnrichLocationInput,
  type EvaluateRelationsInput,
  type GeneratedBeat,
  type GenerateBeatInput,
  type GenerateDoctrineInput,
  type SeedCharactersInput,
  type SeedCharactersOutput,
  type SeedFactionsInput,
  type SeedFactionsOutput,
  type SeedLocationsInput,
  type StartArcInput,
  type SummarizeArcInput,
} from '@worldloom/contracts';
import { z } from 'zod';
import { hashPrompt } from '../prompt-hash';
import { StoryGenerationError } from '../story-generation.error';
import type { Generated, Review, StoryGenerator } from '../story-generator.port';
import { type Prompt, PromptBudgetError } from './prompt-budget';
import { countingTokens, TokenCount } from './token-usage';
import {
  enrichLocationPrompt,
  evaluateRelationsPrompt,
  generateBeatPrompt,
  generateDoctrinePrompt,
  seedCharactersPrompt,
  seedFactionsPrompt,
  seedLocationsPrompt,
  startArcPrompt,
  summarizeArcPrompt,
} from './prompts';
import {
  CallerError,
  DEFAULT_ATTEMPTS,
  DEFAULT_BASE_DELAY_MS,
  InvalidOutputError,
  RejectedOutputError,
  type RetryPolicy,
  withRetries,
} from './retry';

export interface LangChainGeneratorOptions {
  /** Provenance: openai, anthropic, ollama... */
  provider: string;
  /** Provenance: the model name as configured. */
  model: string;
  timeoutMs: number;
  attempts?: number;
  baseDelayMs?: number;
}

/** Object-shaped output, as withStructuredOutput wants it. */
type StructuredOutput = Record<string, unknown>;

/** Without a review, every answer that holds the contract is accepted. */
const accepted = (): readonly string[] => [];

/**
 * Story generation through any LangChain chat model: withStructuredOutput with the contracts' schemas, every
 * answer parsed again and then reviewed by the caller (the domain's rules and its coherence judge on the
 * world's current state). An answer that breaks the schema or that the review rejects is retried with the
 * problems fed back, with exponential back-off, within one timeout per call.
 */
export class LangChainStoryGenerator implements StoryGenerator {
  private readonly policy: RetryPolicy;

  constructor(
    private readonly chatModel: BaseChatModel,
    private readonly options: LangChainGeneratorOptions,
  ) {
    this.policy = {
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      baseDelayMs: options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS,
      timeoutMs: options.timeoutMs,
    };
  }

  seedLocations(input: SeedLocationsInput, review?: Review<SeedLocationsOutput>): Promise<Generated<SeedLocationsOutput>> {
    return this.generate('seed_locations', () => seedLocationsPrompt(input), SeedLocationsOutput, review);
  }

  seedFactions(input: SeedFactionsInput, review?: Review<SeedFactionsOutput>): Promise<Generated<SeedFactionsOutput>> {
    return this.generate('seed_factions', () => seedFactionsPrompt(input), seedFactionsOutputFor(input), review);
  }

  seedCharacters(input: SeedCharactersInput, review?: Review<SeedCharactersOutput>): Promise<Generated<SeedCharactersOutput>> {
    return this.generate('seed_characters', () => seedCharactersPrompt(input), seedCharactersOutputFor(input), review);
  }

  startArc(input: StartArcInput, review?: Review<StartArcOutput>): Promise<Generated<StartArcOutput>> {
    return this.generate('start_arc', () => startArcPrompt(input), StartArcOutput, review);
  }

  generateBeat(input: GenerateBeatInput, review?: Review<GeneratedBeat>): Promise<Generated<GeneratedBeat>> {
    return this.generate('generate_beat', () => generateBeatPrompt(input), generatedBeatFor(input), review);
  }

  summarizeArc(input: SummarizeArcInput): Promise<Generated<ArcSummary>> {
    return this.generate('summarize_arc', () => summarizeArcPrompt(input), ArcSummary);
  }

  generateDoctrine(input: GenerateDoctrineInput, review?: Review<Doctrine>): Promise<Generated<Doctrine>> {
    return this.generate('generate_doctrine', () => generateDoctrinePrompt(input), Doctrine, review);
  }

  evaluateRelations(input: EvaluateRelationsInput, review?: Review<RelationsEvaluation>): Promise<Generated<RelationsEvaluation>> {
    return this.generate('evaluate_relations', () => evaluateRelationsPrompt(input), RelationsEvaluation, review);
  }

  enrichLocation(input: EnrichLocationInput, review?: Review<LocationEnrichment>): Promise<Generated<LocationEnrichment>> {
    return this.generate('enrich_location', () => enrichLocationPrompt(input), LocationEnrichment, review);
  }

  private async generate<Output extends StructuredOutput>(
    task: string,
    promptFor: () => Prompt,
    schema: z.ZodType<Output>,
    review: Review<Output> = accepted,
  ): Promise<Generated<Output>> {
    const prompt = buildPrompt(task, promptFor);
    const structured = this.chatModel.withStructuredOutput<Output>(schema, { name: task });
    const messages: BaseMessage[] = [new SystemMessage(prompt.system), new HumanMessage(prompt.human)];
    const usage = new TokenCount();
    const output = await countingTokens(usage, () =>
      withRetries(task, this.policy, async (signal, previousFailure) => {
        const answer = await structured.invoke([...messages, ...feedback(previousFailure)], { signal }).catch(asInvalidOutput);
        const parsed = schema.safeParse(answer);
        if (!parsed.success) throw new InvalidOutputError(issueLines(parsed.error));
        const problems = reviewed(review, parsed.data);
        if (problems.length > 0) throw new RejectedOutputError(problems, parsed.data);
        return parsed.data;
      }),
    );
    const promptHash = hashPrompt(`${prompt.system}\n\n${prompt.human}`);
    const { inputTokens, outputTokens } = usage;
    return { output, provenance: { provider: this.options.provider, model: this.options.model, promptHash, task, inputTokens, outputTokens } };
  }
}

/** A world too large for the prompt's budget cannot be generated for: a generator failure with the reason. */
function buildPrompt(task: string, promptFor: () => Prompt): Prompt {
  try {
    return promptFor();
  } catch (error) {
    if (error instanceof PromptBudgetError) throw new StoryGenerationError(`${task} failed: ${error.message}`, task, 0, { cause: error });
    throw error;
  }
}

/** A review that throws is a bug of the caller's, not a bad answer: it leaves as it is, never as a 502. */
function reviewed<Output>(review: Review<Output>, output: Output): readonly string[] {
  try {
    return review(output);
  } catch (error) {
    throw new CallerError(error);
  }
}

function issueLines(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** Some integrations parse the answer themselves (OpenAI's json_schema does): their parse failures are invalid output too. */
function asInvalidOutput(error: unknown): never {
  if (error instanceof z.core.$ZodError) throw new InvalidOutputError(issueLines(error));
  if (error instanceof SyntaxError) throw new InvalidOutputError([`the answer is not valid JSON (${error.message})`]);
  throw error;
}

/**
 * After an invalid answer, the next try tells the model what was wrong with it; an answer the world rejected
 * goes back too, so the model can mend it rather than start over.
 */
function feedback(previousFailure: unknown): BaseMessage[] {
  if (previousFailure instanceof RejectedOutputError) {
    return [
      new AIMessage(JSON.stringify(previousFailure.answer)),
      new HumanMessage(
        `Your previous answer was rejected by the world's rules:\n${previousFailure.issues.map((issue) => `- ${issue}`).join('\n')}\nAnswer again, complete and corrected.`,
      ),
    ];
  }
  if (previousFailure instanceof InvalidOutputError) {
    return [new HumanMessage(`Your previous answer was rejected:\n${previousFailure.issues.join('\n')}\nAnswer again, complete and corrected.`)];
  }
  return [];
}

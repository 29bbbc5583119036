import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import {
  ArcSummary,
  generatedBeatFor,
  seedCharactersOutputFor,
  seedFactionsOutputFor,
  SeedLocationsOutput,
  StartArcOutput,
  type GeneratedBeat,
  type GenerateBeatInput,
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
import type { Generated, StoryGenerator } from '../story-generator.port';
import {
  generateBeatPrompt,
  type Prompt,
  seedCharactersPrompt,
  seedFactionsPrompt,
  seedLocationsPrompt,
  startArcPrompt,
  summarizeArcPrompt,
} from './prompts';
import { DEFAULT_ATTEMPTS, DEFAULT_BASE_DELAY_MS, InvalidOutputError, type RetryPolicy, withRetries } from './retry';

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

/**
 * Story generation through any LangChain chat model: withStructuredOutput with the contracts' schemas,
 * every answer validated again (including the per-world rules JSON Schema cannot say), and retried
 * with the problems fed back, with exponential back-off, within one timeout per call.
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

  seedLocations(input: SeedLocationsInput): Promise<Generated<SeedLocationsOutput>> {
    return this.generate('seed_locations', seedLocationsPrompt(input), SeedLocationsOutput);
  }

  seedFactions(input: SeedFactionsInput): Promise<Generated<SeedFactionsOutput>> {
    return this.generate('seed_factions', seedFactionsPrompt(input), seedFactionsOutputFor(input));
  }

  seedCharacters(input: SeedCharactersInput): Promise<Generated<SeedCharactersOutput>> {
    return this.generate('seed_characters', seedCharactersPrompt(input), seedCharactersOutputFor(input));
  }

  startArc(input: StartArcInput): Promise<Generated<StartArcOutput>> {
    return this.generate('start_arc', startArcPrompt(input), StartArcOutput);
  }

  generateBeat(input: GenerateBeatInput): Promise<Generated<GeneratedBeat>> {
    return this.generate('generate_beat', generateBeatPrompt(input), generatedBeatFor(input));
  }

  summarizeArc(input: SummarizeArcInput): Promise<Generated<ArcSummary>> {
    return this.generate('summarize_arc', summarizeArcPrompt(input), ArcSummary);
  }

  private async generate<Output extends StructuredOutput>(task: string, prompt: Prompt, schema: z.ZodType<Output>): Promise<Generated<Output>> {
    const structured = this.chatModel.withStructuredOutput<Output>(schema, { name: task });
    const messages: BaseMessage[] = [new SystemMessage(prompt.system), new HumanMessage(prompt.human)];
    const output = await withRetries(task, this.policy, async (signal, previousFailure) => {
      const answer = await structured.invoke([...messages, ...feedback(previousFailure)], { signal }).catch(asInvalidOutput);
      const parsed = schema.safeParse(answer);
      if (!parsed.success) throw new InvalidOutputError(issueLines(parsed.error));
      return parsed.data;
    });
    const promptHash = hashPrompt(`${prompt.system}\n\n${prompt.human}`);
    return { output, provenance: { provider: this.options.provider, model: this.options.model, promptHash } };
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

/** After an invalid answer, the next try tells the model what was wrong with it. */
function feedback(previousFailure: unknown): BaseMessage[] {
  if (!(previousFailure instanceof InvalidOutputError)) return [];
  return [new HumanMessage(`Your previous answer was rejected:\n${previousFailure.issues.join('\n')}\nAnswer again, complete and corrected.`)];
}

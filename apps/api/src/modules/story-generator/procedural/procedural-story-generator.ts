import type {
  ArcSummary,
  GeneratedBeat,
  GenerateBeatInput,
  SeedCharactersInput,
  SeedCharactersOutput,
  SeedFactionsInput,
  SeedFactionsOutput,
  SeedLocationsInput,
  SeedLocationsOutput,
  StartArcInput,
  StartArcOutput,
  SummarizeArcInput,
} from '@worldloom/contracts';
import { canonicalJson, hashPrompt } from '../prompt-hash';
import { StoryGenerationError } from '../story-generation.error';
import type { Generated, StoryGenerator } from '../story-generator.port';
import { proceduralBeat } from './generate-beat';
import { proceduralCharacters } from './seed-characters';
import { proceduralFactions } from './seed-factions';
import { proceduralLocations } from './seed-locations';
import { proceduralArc } from './start-arc';
import { proceduralSummary } from './summarize-arc';
import { detectTheme } from './themes/detect-theme';

/** Bump when the grammars change: the same world id then yields a different world. */
export const PROCEDURAL_MODEL = 'procedural-v1';

/**
 * The offline generator: themed name grammars and Save-the-Cat templates, deterministic from the
 * world id (and, for arcs and beats, the arc), so the same input always gives the same output.
 */
export class ProceduralStoryGenerator implements StoryGenerator {
  async seedLocations(input: SeedLocationsInput): Promise<Generated<SeedLocationsOutput>> {
    return this.run('seedLocations', input, () => ({ locations: proceduralLocations(input.world, detectTheme(input.world)) }));
  }

  async seedFactions(input: SeedFactionsInput): Promise<Generated<SeedFactionsOutput>> {
    return this.run('seedFactions', input, () => ({ factions: proceduralFactions(input.world, detectTheme(input.world), input.locations) }));
  }

  async seedCharacters(input: SeedCharactersInput): Promise<Generated<SeedCharactersOutput>> {
    return this.run('seedCharacters', input, () => proceduralCharacters(input.world, detectTheme(input.world), input.locations, input.factions));
  }

  async startArc(input: StartArcInput): Promise<Generated<StartArcOutput>> {
    return this.run('startArc', input, () => proceduralArc(input, detectTheme(input.world)));
  }

  async generateBeat(input: GenerateBeatInput): Promise<Generated<GeneratedBeat>> {
    return this.run('generateBeat', input, () => proceduralBeat(input, detectTheme(input.world)));
  }

  async summarizeArc(input: SummarizeArcInput): Promise<Generated<ArcSummary>> {
    return this.run('summarizeArc', input, () => proceduralSummary(input));
  }

  private run<Output>(task: string, input: unknown, generate: () => Output): Generated<Output> {
    let output: Output;
    try {
      output = generate();
    } catch (error) {
      // Only an input the grammars cannot work with gets here, e.g. characters for a world without locations.
      const reason = error instanceof Error ? error.message : String(error);
      throw new StoryGenerationError(`${task} failed: ${reason}`, task, 1, { cause: error });
    }
    const promptHash = hashPrompt(`${task}\n${canonicalJson(input)}`);
    return { output, provenance: { provider: 'procedural', model: PROCEDURAL_MODEL, promptHash } };
  }
}

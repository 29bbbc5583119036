import type {
  ArcSummary,
  Doctrine,
  EnrichLocationInput,
  EvaluateRelationsInput,
  GeneratedBeat,
  GenerateBeatInput,
  GenerateDoctrineInput,
  LocationEnrichment,
  RelationsEvaluation,
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
import type { Generated, Review, StoryGenerator } from '../story-generator.port';
import { proceduralEnrichment } from './enrich-location';
import { proceduralRelations } from './evaluate-relations';
import { proceduralBeat } from './generate-beat';
import { proceduralDoctrine } from './generate-doctrine';
import { createRng } from './rng';
import { proceduralCharacters } from './seed-characters';
import { proceduralFactions } from './seed-factions';
import { proceduralLocations } from './seed-locations';
import { seedStances } from './seed-stances';
import { proceduralArc } from './start-arc';
import { proceduralSummary } from './summarize-arc';
import { detectTheme } from './themes/detect-theme';

/** Bump when the grammars change: the same world id then yields a different world. */
export const PROCEDURAL_MODEL = 'procedural-v2';

/** Tries per call: each later one is drawn anew and plays safer; when the domain refuses all, the call fails. */
export const PROCEDURAL_TRIES = 3;
/** How many variants a try may draw to find one that is not a refused one over again. */
const VARIANTS_PER_TRY = 4;

/**
 * The offline generator: themed name grammars, a premise read from the story idea, and Save-the-Cat beats
 * whose consequences come from the premise's cast and whose prose is written from those consequences.
 * Deterministic from the world (its id, names and idea; never an entity's random id). Every output goes
 * through the caller's review — the domain's rules and coherence judge — like the LLM's.
 */
export class ProceduralStoryGenerator implements StoryGenerator {
  async seedLocations(input: SeedLocationsInput, review?: Review<SeedLocationsOutput>): Promise<Generated<SeedLocationsOutput>> {
    return this.judged('seedLocations', input, review, (variant) => ({ locations: proceduralLocations(input.world, detectTheme(input.world), variant) }));
  }

  async seedFactions(input: SeedFactionsInput, review?: Review<SeedFactionsOutput>): Promise<Generated<SeedFactionsOutput>> {
    return this.judged('seedFactions', input, review, (variant) => {
      const theme = detectTheme(input.world);
      const factions = proceduralFactions(input.world, theme, input.locations, variant);
      return { factions, stances: seedStances(createRng(`${input.world.id}:stances:${variant}`), theme, factions, input.locations) };
    });
  }

  async seedCharacters(input: SeedCharactersInput, review?: Review<SeedCharactersOutput>): Promise<Generated<SeedCharactersOutput>> {
    return this.judged('seedCharacters', input, review, (variant) => proceduralCharacters(input.world, detectTheme(input.world), input.locations, input.factions, variant));
  }

  async startArc(input: StartArcInput, review?: Review<StartArcOutput>): Promise<Generated<StartArcOutput>> {
    return this.judged('startArc', input, review, (variant) => proceduralArc(input, detectTheme(input.world), variant));
  }

  async generateBeat(input: GenerateBeatInput, review?: Review<GeneratedBeat>): Promise<Generated<GeneratedBeat>> {
    // Each draft the author turned down moves the draws on, so the beat is written anew (and a little safer).
    const turnedDown = input.rejected_drafts?.length ?? 0;
    return this.judged('generateBeat', input, review, (variant) => proceduralBeat(input, detectTheme(input.world), variant + turnedDown));
  }

  async summarizeArc(input: SummarizeArcInput): Promise<Generated<ArcSummary>> {
    return this.judged('summarizeArc', input, undefined, () => proceduralSummary(input));
  }

  async generateDoctrine(input: GenerateDoctrineInput, review?: Review<Doctrine>): Promise<Generated<Doctrine>> {
    return this.judged('generateDoctrine', input, review, (variant) => proceduralDoctrine(input, detectTheme(input.world), variant));
  }

  async evaluateRelations(input: EvaluateRelationsInput, review?: Review<RelationsEvaluation>): Promise<Generated<RelationsEvaluation>> {
    return this.judged('evaluateRelations', input, review, (variant) => proceduralRelations(input, variant));
  }

  async enrichLocation(input: EnrichLocationInput, review?: Review<LocationEnrichment>): Promise<Generated<LocationEnrichment>> {
    return this.judged('enrichLocation', input, review, (variant) => proceduralEnrichment(input, detectTheme(input.world), variant));
  }

  /**
   * Generates a variant per try until the review finds no problem; the last problems go into the error. A variant
   * that repeats a refused one (a small world leaves the grammars few choices) would only be refused again: it is no
   * try, and the next variant is drawn instead, up to VARIANTS_PER_TRY of them a try.
   */
  private judged<Output>(task: string, input: unknown, review: Review<Output> | undefined, generate: (variant: number) => Output): Generated<Output> {
    const provenance = { provider: 'procedural', model: PROCEDURAL_MODEL, promptHash: hashPrompt(`${task}\n${canonicalJson(input)}`) };
    let problems: readonly string[] = [];
    const refused = new Set<string>();
    let tries = 0;
    for (let variant = 0; tries < PROCEDURAL_TRIES && variant < PROCEDURAL_TRIES * VARIANTS_PER_TRY; variant += 1) {
      let output: Output;
      try {
        output = generate(variant);
      } catch (error) {
        // Only an input the grammars cannot work with gets here, e.g. characters for a world without locations.
        const reason = error instanceof Error ? error.message : String(error);
        throw new StoryGenerationError(`${task} failed: ${reason}`, task, tries + 1, { cause: error });
      }
      if (refused.size > 0 && refused.has(JSON.stringify(output))) continue;
      tries += 1;
      problems = review?.(output) ?? [];
      if (problems.length === 0) return { output, provenance };
      refused.add(JSON.stringify(output));
    }
    throw new StoryGenerationError(`${task}: the domain refused all ${tries} tries: ${problems.join('; ')}`, task, tries);
  }
}

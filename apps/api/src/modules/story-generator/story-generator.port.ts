import type {
  ArcSummary,
  GeneratedBeat,
  GenerateBeatInput,
  GenerationProvenance,
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

/** Generated content with where it came from; `provenance` goes into the metadata of the events it yields. */
export interface Generated<Output> {
  output: Output;
  provenance: GenerationProvenance;
}

/**
 * Writes a world's content (ARCHITECTURE.md "Story generation"). Outputs hold the contracts'
 * schemas for the given input: references resolve, names are unique, vocabularies hold.
 * Seeding runs in order: locations, then factions (given the locations), then characters (given both).
 */
export interface StoryGenerator {
  seedLocations(input: SeedLocationsInput): Promise<Generated<SeedLocationsOutput>>;
  seedFactions(input: SeedFactionsInput): Promise<Generated<SeedFactionsOutput>>;
  seedCharacters(input: SeedCharactersInput): Promise<Generated<SeedCharactersOutput>>;
  startArc(input: StartArcInput): Promise<Generated<StartArcOutput>>;
  generateBeat(input: GenerateBeatInput): Promise<Generated<GeneratedBeat>>;
  summarizeArc(input: SummarizeArcInput): Promise<Generated<ArcSummary>>;
}

export const STORY_GENERATOR = Symbol('STORY_GENERATOR');

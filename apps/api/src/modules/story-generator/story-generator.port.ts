import type {
  ArcSummary,
  Doctrine,
  EnrichLocationInput,
  EvaluateRelationsInput,
  GenerateBeatInput,
  GenerateDoctrineInput,
  GeneratedBeat,
  GenerationProvenance,
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

/** Generated content with where it came from; `provenance` goes into the metadata of the events it yields. */
export interface Generated<Output> {
  output: Output;
  provenance: GenerationProvenance;
}

/**
 * The domain's verdict on one output, given by the caller: the problems the domain's rules and its coherence
 * judge find when they decide it on the world's current state (none: accepted). A generator tries again with
 * the problems as feedback, within its tries; when none passes, it fails with StoryGenerationError.
 */
export type Review<Output> = (output: Output) => readonly string[];

/**
 * Writes a world's content (ARCHITECTURE.md "Story generation"). Outputs hold the contracts' schemas for the
 * given input (shape, names, counts); whether they hold in the world is the review's to say.
 * Seeding runs in order: locations, then factions (given the locations), then characters (given both).
 */
export interface StoryGenerator {
  seedLocations(input: SeedLocationsInput, review?: Review<SeedLocationsOutput>): Promise<Generated<SeedLocationsOutput>>;
  seedFactions(input: SeedFactionsInput, review?: Review<SeedFactionsOutput>): Promise<Generated<SeedFactionsOutput>>;
  seedCharacters(input: SeedCharactersInput, review?: Review<SeedCharactersOutput>): Promise<Generated<SeedCharactersOutput>>;
  startArc(input: StartArcInput, review?: Review<StartArcOutput>): Promise<Generated<StartArcOutput>>;
  generateBeat(input: GenerateBeatInput, review?: Review<GeneratedBeat>): Promise<Generated<GeneratedBeat>>;
  summarizeArc(input: SummarizeArcInput): Promise<Generated<ArcSummary>>;
  /** A faction's ideology and tags rewritten for its fortune (faction.setStatus, faction.generateDoctrine). */
  generateDoctrine(input: GenerateDoctrineInput, review?: Review<Doctrine>): Promise<Generated<Doctrine>>;
  /** Every stance re-evaluated in the light of what just happened (faction.evaluateRelations). */
  evaluateRelations(input: EvaluateRelationsInput, review?: Review<RelationsEvaluation>): Promise<Generated<RelationsEvaluation>>;
  /** A place's description and tags filled in (location.enrichWithAI, and create with enrichment). */
  enrichLocation(input: EnrichLocationInput, review?: Review<LocationEnrichment>): Promise<Generated<LocationEnrichment>>;
}

export const STORY_GENERATOR = Symbol('STORY_GENERATOR');

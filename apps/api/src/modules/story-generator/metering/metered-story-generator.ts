import { randomUUID } from 'node:crypto';
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
import type { GenerationBudget } from '../generation-budget';
import type { Generated, Review, StoryGenerator } from '../story-generator.port';
import { estimatedCost, type PriceTable } from './prices';

/**
 * Every call of the configured generator, metered: the world's budget is asked first (the model is not asked
 * when it says no), then the call's provenance gets an id of its own, its task, the tokens the provider
 * counted (0 when none, as for the procedural generator), its wall time and its estimated cost. Each event
 * the call yields carries them, and the usage read model counts each call once.
 */
export class MeteredStoryGenerator implements StoryGenerator {
  constructor(
    private readonly inner: StoryGenerator,
    private readonly prices: PriceTable,
    private readonly budget: () => GenerationBudget | null,
  ) {}

  seedLocations(input: SeedLocationsInput, review?: Review<SeedLocationsOutput>): Promise<Generated<SeedLocationsOutput>> {
    return this.metered('seed_locations', input.world.id, () => this.inner.seedLocations(input, review));
  }

  seedFactions(input: SeedFactionsInput, review?: Review<SeedFactionsOutput>): Promise<Generated<SeedFactionsOutput>> {
    return this.metered('seed_factions', input.world.id, () => this.inner.seedFactions(input, review));
  }

  seedCharacters(input: SeedCharactersInput, review?: Review<SeedCharactersOutput>): Promise<Generated<SeedCharactersOutput>> {
    return this.metered('seed_characters', input.world.id, () => this.inner.seedCharacters(input, review));
  }

  startArc(input: StartArcInput, review?: Review<StartArcOutput>): Promise<Generated<StartArcOutput>> {
    return this.metered('start_arc', input.world.id, () => this.inner.startArc(input, review));
  }

  generateBeat(input: GenerateBeatInput, review?: Review<GeneratedBeat>): Promise<Generated<GeneratedBeat>> {
    return this.metered('generate_beat', input.world.id, () => this.inner.generateBeat(input, review));
  }

  summarizeArc(input: SummarizeArcInput): Promise<Generated<ArcSummary>> {
    return this.metered('summarize_arc', input.world.id, () => this.inner.summarizeArc(input));
  }

  generateDoctrine(input: GenerateDoctrineInput, review?: Review<Doctrine>): Promise<Generated<Doctrine>> {
    return this.metered('generate_doctrine', input.world.id, () => this.inner.generateDoctrine(input, review));
  }

  evaluateRelations(input: EvaluateRelationsInput, review?: Review<RelationsEvaluation>): Promise<Generated<RelationsEvaluation>> {
    return this.metered('evaluate_relations', input.world.id, () => this.inner.evaluateRelations(input, review));
  }

  enrichLocation(input: EnrichLocationInput, review?: Review<LocationEnrichment>): Promise<Generated<LocationEnrichment>> {
    return this.metered('enrich_location', input.world.id, () => this.inner.enrichLocation(input, review));
  }

  private async metered<Output>(task: string, worldId: string, call: () => Promise<Generated<Output>>): Promise<Generated<Output>> {
    await this.budget()?.assertWithin(worldId, task);
    const started = performance.now();
    const { output, provenance } = await call();
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const inputTokens = provenance.inputTokens ?? 0;
    const outputTokens = provenance.outputTokens ?? 0;
    const costUsd = estimatedCost(this.prices(provenance.provider, provenance.model), inputTokens, outputTokens);
    return { output, provenance: { ...provenance, generationId: randomUUID(), task, inputTokens, outputTokens, latencyMs, costUsd } };
  }
}

import { randomUUID } from 'node:crypto';
import type { GenerationEntities, GenerationWorld, SeedCharactersOutput, SeededFaction, SeededLocation, SeededStance } from '@worldloom/contracts';
import type { ExistingWorld } from '@worldloom/domain';
import { generationEntities } from '../../world/generation/generation-inputs';
import { seedThroughDomain, type ReviewLog } from './story-harness.test-support';

export interface SeededWorld {
  world: GenerationWorld;
  locations: SeededLocation[];
  factions: SeededFaction[];
  stances: SeededStance[];
  seeded: SeedCharactersOutput;
  /** The world as the domain holds it after seeding, and as the generator reads it. */
  state: ExistingWorld;
  entities: GenerationEntities;
  /** How the domain's review took each seeding phase. */
  reviews: ReviewLog;
}

export function worldOf(description: string, name = 'Testworld', id: string = randomUUID()): GenerationWorld {
  return { id, name, description };
}

/** Seeds a world with the procedural generator through the real domain (each phase judged), as the API does. */
export async function seedWorld(world: GenerationWorld): Promise<SeededWorld> {
  const { state, outputs, reviews } = await seedThroughDomain(world);
  return {
    world,
    locations: outputs.locations.locations,
    factions: outputs.factions.factions,
    stances: outputs.factions.stances,
    seeded: outputs.characters,
    state,
    entities: generationEntities(state),
    reviews,
  };
}

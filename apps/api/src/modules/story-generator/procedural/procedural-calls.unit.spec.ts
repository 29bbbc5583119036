import { Doctrine, LocationEnrichment, RelationsEvaluation, type GenerationEntities, type GenerationFaction } from '@worldloom/contracts';
import { StoryGenerationError } from '../story-generation.error';
import { PROCEDURAL_TRIES, ProceduralStoryGenerator } from './procedural-story-generator';
import { seedWorld, worldOf, type SeededWorld } from './seeded-world.test-support';

const generator = new ProceduralStoryGenerator();

describe('the procedural generator’s other calls', () => {
  let seeded: SeededWorld;
  let entities: GenerationEntities;

  beforeAll(async () => {
    seeded = await seedWorld(worldOf('A dark gothic land of haunted castles and vampire lords', 'Ravenmoor'));
    entities = seeded.entities;
  });

  const factionAt = (index: number) => entities.factions[index] as GenerationFaction;

  it('rewrites a faction’s doctrine for its fortune, in the theme’s words, with why', async () => {
    const faction = factionAt(0);
    const rising = await generator.generateDoctrine({ world: seeded.world, faction_id: faction.id, status: 'rising', reason: 'It took the castle.', entities });
    const collapsed = await generator.generateDoctrine({ world: seeded.world, faction_id: faction.id, status: 'collapsed', reason: null, entities });
    expect(Doctrine.safeParse(rising.output).success).toBe(true);
    expect(rising.output.ideology).toMatch(/it took the castle/);
    expect(rising.output.tags).toEqual(expect.arrayContaining([faction.type, 'ascendant']));
    expect(collapsed.output.tags).toContain('remnant');
    expect(collapsed.output.tags).not.toContain('ascendant');
    expect(rising.output.ideology).not.toBe(collapsed.output.ideology);
    expect((await generator.generateDoctrine({ world: seeded.world, faction_id: faction.id, status: 'rising', reason: 'It took the castle.', entities })).output).toEqual(rising.output);
  });

  it('re-evaluates stances from what just happened, returning only the ones that change', async () => {
    const [first, second] = [factionAt(0), factionAt(1)];
    const calm: GenerationEntities = { ...entities, factions: entities.factions.map((faction) => ({ ...faction, stances: [] })) };
    const war = await generator.evaluateRelations({ world: seeded.world, entities: calm, beat_context: `${first.name} attacks ${second.name} at dawn.`, recent_beats: [] });
    expect(RelationsEvaluation.safeParse(war.output).success).toBe(true);
    expect(war.output.stance_changes).toEqual(expect.arrayContaining([
      expect.objectContaining({ source_faction_id: first.id, target_faction_id: second.id, stance: 'hostile' }),
      expect.objectContaining({ source_faction_id: second.id, target_faction_id: first.id, stance: 'hostile' }),
    ]));
    const atWar: GenerationEntities = {
      ...calm,
      factions: calm.factions.map((faction) => (faction.id === first.id ? { ...faction, stances: [{ target_faction_id: second.id, stance: 'hostile', reason: 'war' }] } : faction)),
    };
    const peace = await generator.evaluateRelations({ world: seeded.world, entities: atWar, beat_context: `A truce is sealed between ${first.name} and ${second.name}.`, recent_beats: [] });
    expect(peace.output.stance_changes).toEqual([expect.objectContaining({ source_faction_id: first.id, target_faction_id: second.id, stance: 'neutral' })]);
    const nothing = await generator.evaluateRelations({ world: seeded.world, entities: calm, beat_context: 'It rains.', recent_beats: [] });
    expect(nothing.output.stance_changes).toEqual([]);
  });

  it('enriches a place from the theme, its holder, its people and the context', async () => {
    const held = factionAt(0);
    const location = entities.locations.find((candidate) => candidate.id === held.controlled_location_ids[0]);
    const { output } = await generator.enrichLocation({ world: seeded.world, location_id: location?.id ?? '', world_context: 'The cursed bells ring at night.', entities });
    expect(LocationEnrichment.safeParse(output).success).toBe(true);
    expect(output.description).toContain(held.name.replace(/^The /, ''));
    expect(output.description).toContain('The cursed bells ring at night.');
    expect(output.tags).toContain('cursed');
    expect(output.tags.some((tag) => ['shadow', 'cursed', 'haunted', 'mist', 'grave', 'moonlit'].includes(tag))).toBe(true);
  });

  it('tries another variant when the review refuses one, and fails with the problems when it refuses them all', async () => {
    const faction = factionAt(0);
    const input = { world: seeded.world, faction_id: faction.id, status: 'declining' as const, reason: null, entities };
    let tries = 0;
    const second = await generator.generateDoctrine(input, () => (++tries === 1 ? ['the first try is refused'] : []));
    expect(tries).toBe(2);
    expect(second.output).not.toEqual((await generator.generateDoctrine(input)).output);
    const refusing = generator.generateDoctrine(input, () => ['a leader works for their own faction’s fall']);
    await expect(refusing).rejects.toBeInstanceOf(StoryGenerationError);
    await expect(refusing).rejects.toMatchObject({ attempts: PROCEDURAL_TRIES, message: expect.stringContaining('a leader works for their own faction’s fall') });
  });

  it('never asks the review about an output it refused already: a variant that repeats one is drawn again', async () => {
    // A world whose first two doctrine variants for this faction coincide (found by search; any such world will do).
    const small = await seedWorld(worldOf('A dark gothic land of haunted castles and vampire lords', 'Ravenmoor', '00000000-0000-4000-8000-000000000008'));
    const input = { world: small.world, faction_id: small.entities.factions[0]!.id, status: 'declining' as const, reason: null, entities: small.entities };
    const reviewed: string[] = [];
    const accepted = await generator.generateDoctrine(input, (output) => {
      reviewed.push(JSON.stringify(output));
      return reviewed.length < PROCEDURAL_TRIES ? ['refused'] : [];
    });
    expect(reviewed).toHaveLength(PROCEDURAL_TRIES);
    expect(new Set(reviewed).size).toBe(PROCEDURAL_TRIES);
    expect(JSON.stringify(accepted.output)).toBe(reviewed.at(-1));
  });

  it('fails with a StoryGenerationError for a world it cannot tell a story in', async () => {
    const empty: GenerationEntities = { locations: [], factions: [], characters: [] };
    const arc = { id: seeded.world.id, story_name: 'Nothing', detailed_description: 'Nothing.', story_idea: null, premise: null };
    const beat = generator.generateBeat({ world: seeded.world, arc, beat_index: 1, planned_anchor: null, next_anchor: null, previous_beats: [], entities: empty, events_since_last_beat: [] });
    await expect(beat).rejects.toBeInstanceOf(StoryGenerationError);
  });
});

import { randomUUID } from 'node:crypto';
import {
  BeatConsequences,
  countConsequences,
  generatedBeatFor,
  type GenerateBeatInput,
  type GenerationArc,
  type GenerationEntities,
  type ImpactLevel,
} from '@worldloom/contracts';
import { ProceduralStoryGenerator } from './procedural-story-generator';
import { seedWorld, worldOf, type SeededWorld } from './seeded-world.test-support';

const generator = new ProceduralStoryGenerator();
const LOCATION_LADDER = ['thriving', 'stable', 'declining', 'ruined', 'abandoned', 'lost'];
const FACTION_LADDER = ['rising', 'stable', 'declining', 'collapsed'];
const CHARACTER_HARM: Record<string, number> = { active: 0, retired: 1, missing: 2, deceased: 4 };
const IDEAS = [null, 'A storm tears through the harbour and the guilds blame each other', 'The old captain is murdered and the smugglers seize the docks'];

async function arcFor(seeded: SeededWorld, story_idea: string | null): Promise<GenerationArc> {
  const { output } = await generator.startArc({ world: seeded.world, story_idea, entities: seeded.entities, recent_events: [], previous_arcs: [] });
  return { id: randomUUID(), story_name: output.story_name, detailed_description: output.detailed_description, story_idea, premise: output.premise };
}

function beatInput(seeded: SeededWorld, arc: GenerationArc, entities: GenerationEntities, beatIndex: number, impact: ImpactLevel | null): GenerateBeatInput {
  return {
    world: seeded.world,
    arc,
    beat_index: beatIndex,
    planned_anchor: null,
    next_anchor: null,
    previous_beats: [],
    entities,
    events_since_last_beat: impact === null ? [] : [{ event_type: 'world_event', impact_level: impact, description: `A ${impact} upheaval` }],
  };
}

/** How much harm the consequences do: steps down the status ladders, and what befalls characters. */
function harm(consequences: BeatConsequences, entities: GenerationEntities): number {
  const drop = (ladder: string[], from: string, to: string) => Math.max(0, ladder.indexOf(to) - ladder.indexOf(from));
  const statusOf = (list: { id: string; status: string }[], id: string) => list.find((entity) => entity.id === id)?.status ?? '';
  return (
    consequences.location_status_changes.reduce((sum, change) => sum + drop(LOCATION_LADDER, statusOf(entities.locations, change.location_id), change.status), 0) +
    consequences.faction_status_changes.reduce((sum, change) => sum + drop(FACTION_LADDER, statusOf(entities.factions, change.faction_id), change.status), 0) +
    consequences.character_status_changes.reduce((sum, change) => sum + (CHARACTER_HARM[change.status] ?? 0), 0)
  );
}

const harmful = (consequences: BeatConsequences) => [
  ...consequences.character_status_changes.filter((change) => change.status === 'deceased' || change.status === 'missing').map((change) => `${change.character_id}:${change.status}`),
  ...consequences.faction_status_changes.filter((change) => change.status === 'collapsed').map((change) => `${change.faction_id}:${change.status}`),
  ...consequences.location_status_changes.filter((change) => ['ruined', 'abandoned', 'lost'].includes(change.status)).map((change) => `${change.location_id}:${change.status}`),
];

describe('beat consequences', () => {
  let worlds: { seeded: SeededWorld; arcs: GenerationArc[] }[];

  beforeAll(async () => {
    const seeded = await Promise.all(Array.from({ length: 12 }, (_, index) => seedWorld(worldOf(index % 2 ? 'A steampunk city of brass' : 'Endless dunes', `World ${index}`, `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`))));
    worlds = await Promise.all(seeded.map(async (world) => ({ seeded: world, arcs: await Promise.all(IDEAS.map((idea) => arcFor(world, idea))) })));
  });

  async function sample(impact: ImpactLevel | null, beatIndex = 5) {
    const results = [];
    for (const { seeded, arcs } of worlds) {
      for (const arc of arcs) {
        const { output } = await generator.generateBeat(beatInput(seeded, arc, seeded.entities, beatIndex, impact));
        results.push({ count: countConsequences(output.consequences), harm: harm(output.consequences, seeded.entities), consequences: output.consequences });
      }
    }
    return results;
  }

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

  it('grows in number and harm with the impact of the recorded events', async () => {
    const levels: (ImpactLevel | null)[] = [null, 'minor', 'moderate', 'major', 'catastrophic'];
    const samples = await Promise.all(levels.map((level) => sample(level)));
    const counts = samples.map((results) => mean(results.map((result) => result.count)));
    const harms = samples.map((results) => mean(results.map((result) => result.harm)));
    for (let level = 1; level < levels.length; level += 1) expect(counts[level]).toBeGreaterThan(counts[level - 1] as number);
    // No events at all still leaves the beat's own tension, so harm is compared between impact levels.
    for (let level = 2; level < levels.length; level += 1) expect(harms[level]).toBeGreaterThan(harms[level - 1] as number);
  });

  it('keeps minor events from killing, losing or ruining anything the beat would not have anyway', async () => {
    const [calm, minor] = await Promise.all([sample(null, 3), sample('minor', 3)]);
    minor.forEach((result, index) => expect(harmful(result.consequences)).toEqual(harmful(calm[index]?.consequences as BeatConsequences)));
  });

  it('lets catastrophic events kill', async () => {
    const deaths = (await sample('catastrophic', 10)).filter(({ consequences }) =>
      consequences.character_status_changes.some((change) => change.status === 'deceased'),
    );
    expect(deaths.length).toBeGreaterThan(0);
  });

  it('never revives, moves or gives memories to the dead or the missing, and refers only to existing entities', async () => {
    for (const { seeded, arcs } of worlds) {
      const entities: GenerationEntities = {
        ...seeded.entities,
        characters: seeded.entities.characters.map((character, index) => (index % 3 === 1 ? { ...character, status: 'deceased' } : index % 3 === 2 ? { ...character, status: 'missing' } : character)),
      };
      const gone = new Set(entities.characters.filter((character) => character.status !== 'active' && character.status !== 'retired').map((character) => character.id));
      const dead = new Set(entities.characters.filter((character) => character.status === 'deceased').map((character) => character.id));
      const ids = new Set([...entities.characters, ...entities.factions, ...entities.locations].map((entity) => entity.id));
      for (let beatIndex = 0; beatIndex < 15; beatIndex += 1) {
        const input = beatInput(seeded, arcs[beatIndex % arcs.length] as GenerationArc, entities, beatIndex, 'catastrophic');
        const { output } = await generator.generateBeat(input);
        const { consequences } = output;
        expect(generatedBeatFor(input).safeParse(output).error?.issues).toBeUndefined();
        const found = new Set(consequences.character_status_changes.filter((change) => change.status === 'active').map((change) => change.character_id));
        for (const change of consequences.character_status_changes) expect(dead.has(change.character_id)).toBe(false);
        for (const move of consequences.moves) expect(gone.has(move.character_id) && !found.has(move.character_id)).toBe(false);
        for (const memory of consequences.memories) expect(gone.has(memory.character_id) && !found.has(memory.character_id)).toBe(false);
        const referenced = [
          ...consequences.location_status_changes.map((change) => change.location_id),
          ...consequences.faction_status_changes.map((change) => change.faction_id),
          ...consequences.character_status_changes.map((change) => change.character_id),
          ...consequences.memories.map((memory) => memory.character_id),
          ...consequences.moves.flatMap((move) => [move.character_id, move.to_location_id]),
          ...consequences.historical_events.map((event) => event.entity_id),
          ...consequences.stance_changes.flatMap((change) => [change.source_faction_id, change.target_faction_id]),
          ...consequences.territory_changes.flatMap((change) => [change.faction_id, change.location_id]),
          ...consequences.leader_changes.flatMap((change) => [change.faction_id, ...(change.leader_id === null ? [] : [change.leader_id])]),
          ...consequences.motivation_changes.map((change) => change.character_id),
          ...consequences.allegiance_changes.flatMap((change) => [change.character_id, ...(change.to_faction_id === null ? [] : [change.to_faction_id])]),
          ...consequences.relationship_changes.flatMap((change) => [change.character_id, change.other_character_id]),
          ...consequences.description_changes.map((change) => change.entity_id),
        ];
        for (const id of referenced) expect(ids.has(id)).toBe(true);
      }
    }
  });

  it('still changes the world when every character is dead', async () => {
    const { seeded, arcs } = worlds[0] as { seeded: SeededWorld; arcs: GenerationArc[] };
    const entities = { ...seeded.entities, characters: seeded.entities.characters.map((character) => ({ ...character, status: 'deceased' as const })) };
    const input = beatInput(seeded, arcs[0] as GenerationArc, entities, 4, null);
    const { output } = await generator.generateBeat(input);
    expect(countConsequences(output.consequences)).toBeGreaterThan(0);
    expect(generatedBeatFor(input).safeParse(output).error?.issues).toBeUndefined();
  });
});

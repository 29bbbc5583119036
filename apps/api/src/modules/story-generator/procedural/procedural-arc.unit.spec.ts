import { randomUUID } from 'node:crypto';
import {
  ANCHOR_BEAT_INDEXES,
  countConsequences,
  generatedBeatFor,
  SAVE_THE_CAT_BEATS,
  StartArcOutput,
  type GenerationWorldEvent,
} from '@worldloom/contracts';
import { NameFinder, type ExistingWorld } from '@worldloom/domain';
import { generationEntities } from '../../world/generation/generation-inputs';
import { ProceduralStoryGenerator } from './procedural-story-generator';
import { seedWorld, worldOf } from './seeded-world.test-support';
import { playStory, type PlayedArc, type PlayedStory, type StoryWorldSpec } from './story-harness.test-support';
import { changedEntities, narratedChanges, witnessesRecorded } from './story-metrics';

const generator = new ProceduralStoryGenerator();

const EVENTS: GenerationWorldEvent[] = [
  { event_type: 'player_action', impact_level: 'moderate', description: 'A stranger burned the grain stores' },
  { event_type: 'environmental', impact_level: 'major', description: 'The great bridge collapsed in the night.' },
];
const EVENT_BEATS = [2, 6, 10, 14];

const SPECS: StoryWorldSpec[] = [
  'Frozen northern wastes', 'A space station', 'A thousand islands and sailing ships', 'A dark gothic land of haunted castles', 'A steampunk city of brass', 'A realm of elves and magic',
].map((description, index) => ({
  id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
  name: `Arcworld ${index}`,
  description,
  ideas: [index % 2 ? null : 'A rival claims the old fortress and the townsfolk rebel'],
  events: Object.fromEntries(EVENT_BEATS.map((beat) => [beat, EVENTS])),
}));

function names(world: ExistingWorld): string[] {
  return [...world.characters.values(), ...world.factions.values(), ...world.locations.values()].map((entity) => entity.name);
}

const record = (beat: PlayedArc['beats'][number]) => ({ index: beat.index, description: beat.generated.description, event: beat.event, before: beat.before, after: beat.after });

describe('procedural arcs and beats', () => {
  let played: PlayedStory[];
  let arcs: PlayedArc[];

  beforeAll(async () => {
    played = await Promise.all(SPECS.map((spec) => playStory(spec)));
    arcs = played.map((story) => story.arcs[0] as PlayedArc);
  });

  it('starts an arc with a name, a premise about real entities and anchors at 0, 7 and 14', async () => {
    const seeded = await seedWorld(worldOf('Endless dunes under a burning sun', 'Sunscar', '00000000-0000-4000-9000-00000000ffff'));
    const { output } = await generator.startArc({ world: seeded.world, story_idea: 'A thief steals the sun', entities: seeded.entities, recent_events: [], previous_arcs: [] });
    expect(StartArcOutput.safeParse(output).error?.issues).toBeUndefined();
    expect(output.anchor_beats.map((beat) => beat.beat_index)).toEqual([...ANCHOR_BEAT_INDEXES]);
    expect(output.detailed_description).toContain('A thief steals the sun');
    // Names are read as the judge reads them: whole, in any case ("the Brass Guild" inside a sentence).
    expect(names(seeded.state).filter((name) => output.detailed_description.toLowerCase().includes(name.toLowerCase())).length).toBeGreaterThanOrEqual(3);
    const ids = new Set([...seeded.state.characters.keys(), ...seeded.state.factions.keys(), ...seeded.state.locations.keys()]);
    for (const id of [...output.premise.character_ids, ...output.premise.faction_ids, ...output.premise.location_ids]) expect(ids.has(id)).toBe(true);
  });

  it('names a new arc unlike the earlier ones', async () => {
    const seeded = await seedWorld(worldOf('Endless dunes', 'Sunscar', '00000000-0000-4000-9000-00000000fffe'));
    const input = { world: seeded.world, story_idea: null, entities: seeded.entities, recent_events: [] };
    const first = await generator.startArc({ ...input, previous_arcs: [] });
    const second = await generator.startArc({ ...input, previous_arcs: [{ story_name: first.output.story_name, summary: null }] });
    expect(second.output.story_name).not.toBe(first.output.story_name);
  });

  it('follows the 15 Save-the-Cat beats in order', () => {
    for (const arc of arcs) expect(arc.beats.map((beat) => beat.generated.beat_name)).toEqual([...SAVE_THE_CAT_BEATS]);
  });

  it('holds the beat contract and passes the domain’s review on the first try', () => {
    for (const story of played) {
      expect({ refusals: story.reviews.firstTryRefusals, failures: story.reviews.failures, problems: story.reviews.problems }).toEqual({ refusals: 0, failures: 0, problems: [] });
      for (const beat of story.arcs[0]?.beats ?? []) {
        expect(generatedBeatFor({ beat_index: beat.index }).safeParse(beat.generated).error?.issues).toBeUndefined();
      }
    }
  });

  it('names the world’s actual entities in every beat', () => {
    for (const arc of arcs) {
      for (const beat of arc.beats) {
        const text = [beat.generated.description, ...beat.generated.world_directives, ...beat.generated.emergent_storylines].join(' ');
        expect(names(beat.after).filter((name) => text.toLowerCase().includes(name.toLowerCase())).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('weaves in the world events recorded since the last beat', () => {
    for (const arc of arcs) {
      for (const beat of arc.beats) {
        for (const event of EVENTS) {
          const text = [beat.generated.description, ...beat.generated.emergent_storylines].join(' ');
          const quoted = event.description.replace(/\.$/, '');
          if (EVENT_BEATS.includes(beat.index)) expect(text).toContain(quoted);
          else expect(text).not.toContain(quoted);
        }
      }
    }
  });

  it('refines the planned anchors with what happened since, dropping a plan that names someone no longer there', () => {
    let kept = 0;
    for (const arc of arcs) {
      for (const anchor of arc.start.anchor_beats) {
        const beat = arc.beats[anchor.beat_index];
        if (beat === undefined) throw new Error(`No beat ${anchor.beat_index}`);
        const people = [...beat.before.characters.values()];
        const planned = new NameFinder(people, people).namedIn(anchor.description);
        const stillThere = planned.every((person) => person.status === 'active' || person.status === 'retired');
        expect(beat.generated.description.startsWith(anchor.description)).toBe(stillThere);
        if (stillThere) kept += 1;
      }
    }
    expect(kept).toBeGreaterThan(arcs.length * 2);
  });

  it('changes the world in every beat, and names every change and every witness', () => {
    for (const arc of arcs) {
      for (const beat of arc.beats) {
        expect(countConsequences(beat.generated.consequences)).toBeGreaterThanOrEqual(1);
        expect(changedEntities(beat.event.data.consequences).size).toBeGreaterThanOrEqual(1);
        const narrated = narratedChanges(record(beat));
        const witnessed = witnessesRecorded(record(beat));
        expect({ beat: beat.index, narrated: narrated.hits, witnessed: witnessed.hits }).toEqual({ beat: beat.index, narrated: narrated.total, witnessed: witnessed.total });
      }
    }
  });

  it('gives the same beat for the same input', async () => {
    const arc = arcs[0] as PlayedArc;
    const beat = arc.beats[3];
    const state = beat?.before as ExistingWorld;
    const input = {
      world: { id: SPECS[0]?.id ?? '', name: SPECS[0]?.name ?? '', description: SPECS[0]?.description ?? '' },
      arc: { id: randomUUID(), story_name: arc.start.story_name, detailed_description: arc.start.detailed_description, story_idea: arc.idea, premise: arc.start.premise },
      beat_index: 3,
      planned_anchor: null,
      next_anchor: arc.start.anchor_beats[1] ?? null,
      previous_beats: [],
      entities: generationEntities(state),
      events_since_last_beat: EVENTS,
    };
    expect((await generator.generateBeat(input)).output).toEqual((await generator.generateBeat(structuredClone(input))).output);
  });

  it('keeps the arc’s cast from beat to beat', () => {
    for (const arc of arcs) {
      const protagonist = arc.beats[0]?.before.characters.get(arc.start.premise.protagonist_id ?? '');
      expect(protagonist).toBeDefined();
      expect(arc.start.detailed_description).toContain(protagonist?.name);
      const mentioning = arc.beats.filter((beat) => [beat.generated.description, ...beat.generated.world_directives].join(' ').includes(protagonist?.name ?? '?'));
      expect(mentioning.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('summarises a finished arc with its story and the fates of the world', async () => {
    const arc = arcs.find((candidate) => [...candidate.end.characters.values()].some((character) => character.status === 'deceased')) ?? (arcs[0] as PlayedArc);
    const final = generationEntities(arc.end);
    const beats = arc.beats.map(({ generated }) => ({ beat_index: generated.beat_index, beat_name: generated.beat_name, description: generated.description }));
    const generationArc = { id: arc.arcId, story_name: arc.start.story_name, detailed_description: arc.start.detailed_description, story_idea: arc.idea, premise: arc.start.premise };
    const { output } = await generator.summarizeArc({ world: worldOf('Frozen northern wastes'), arc: generationArc, beats, entities: final, recent_events: EVENTS });
    expect(output.summary).toContain(arc.start.story_name);
    expect(output.summary).toContain('The great bridge collapsed in the night');
    const fallen = final.characters.filter((character) => character.status === 'deceased');
    if (fallen[0] !== undefined) expect(output.summary).toContain(fallen[0].name);
    expect(arc.summary.length).toBeGreaterThan(0);
  });
});

import {
  ANCHOR_BEAT_INDEXES,
  countConsequences,
  generatedBeatFor,
  SAVE_THE_CAT_BEATS,
  StartArcOutput,
  type GeneratedBeat,
  type GenerationArc,
  type GenerationEntities,
  type GenerationWorldEvent,
  type PlannedBeat,
} from '@worldloom/contracts';
import { randomUUID } from 'node:crypto';
import { ProceduralStoryGenerator } from './procedural-story-generator';
import { applyConsequences, seedWorld, worldOf, type SeededWorld } from './seeded-world.test-support';

const generator = new ProceduralStoryGenerator();

const EVENTS: GenerationWorldEvent[] = [
  { event_type: 'player_action', impact_level: 'moderate', description: 'A stranger burned the grain stores' },
  { event_type: 'environmental', impact_level: 'major', description: 'The great bridge collapsed in the night.' },
];

interface PlayedArc {
  arc: GenerationArc;
  anchors: PlannedBeat[];
  beats: GeneratedBeat[];
  /** The world each beat was generated in. */
  worlds: GenerationEntities[];
  final: GenerationEntities;
}

async function playArc({ world, entities }: SeededWorld, eventsAt: (index: number) => GenerationWorldEvent[] = () => []): Promise<PlayedArc> {
  const { output: start } = await generator.startArc({ world, story_idea: null, entities, recent_events: [], previous_arcs: [] });
  const arc = { id: randomUUID(), story_name: start.story_name, detailed_description: start.detailed_description };
  const beats: GeneratedBeat[] = [];
  const worlds: GenerationEntities[] = [];
  let current = entities;
  for (let index = 0; index < SAVE_THE_CAT_BEATS.length; index += 1) {
    const { output: beat } = await generator.generateBeat({
      world,
      arc,
      beat_index: index,
      planned_anchor: start.anchor_beats.find((anchor) => anchor.beat_index === index) ?? null,
      previous_beats: beats.map(({ beat_index, beat_name, description }) => ({ beat_index, beat_name, description })),
      entities: current,
      events_since_last_beat: eventsAt(index),
    });
    beats.push(beat);
    worlds.push(current);
    current = applyConsequences(current, beat.consequences);
  }
  return { arc, anchors: start.anchor_beats, beats, worlds, final: current };
}

function names(entities: GenerationEntities): string[] {
  return [...entities.characters, ...entities.factions, ...entities.locations].map((entity) => entity.name);
}

describe('procedural arcs and beats', () => {
  let played: PlayedArc[];

  beforeAll(async () => {
    const worlds = await Promise.all(Array.from({ length: 20 }, (_, index) => seedWorld(worldOf(index % 2 ? 'Frozen northern wastes' : 'A space station'))));
    played = await Promise.all(worlds.map((world) => playArc(world, (index) => (index % 4 === 2 ? EVENTS : []))));
  });

  it('starts an arc with a name, a premise about real entities and anchors at 0, 7 and 14', async () => {
    const seeded = await seedWorld(worldOf('Endless dunes under a burning sun'));
    const { output } = await generator.startArc({ world: seeded.world, story_idea: 'A thief steals the sun', entities: seeded.entities, recent_events: [], previous_arcs: [] });
    expect(StartArcOutput.safeParse(output).error?.issues).toBeUndefined();
    expect(output.anchor_beats.map((beat) => beat.beat_index)).toEqual([...ANCHOR_BEAT_INDEXES]);
    expect(output.detailed_description).toContain('A thief steals the sun');
    expect(names(seeded.entities).filter((name) => output.detailed_description.includes(name)).length).toBeGreaterThanOrEqual(3);
  });

  it('names a new arc unlike the earlier ones', async () => {
    const seeded = await seedWorld(worldOf('Endless dunes'));
    const input = { world: seeded.world, story_idea: null, entities: seeded.entities, recent_events: [] };
    const first = await generator.startArc({ ...input, previous_arcs: [] });
    const second = await generator.startArc({ ...input, previous_arcs: [{ story_name: first.output.story_name, summary: null }] });
    expect(second.output.story_name).not.toBe(first.output.story_name);
  });

  it('follows the 15 Save-the-Cat beats in order', () => {
    for (const { beats } of played) {
      expect(beats.map((beat) => beat.beat_name)).toEqual([
        'Opening Image', 'Theme Stated', 'Set-Up', 'Catalyst', 'Debate',
        'Break into Two', 'B Story', 'Fun and Games', 'Midpoint', 'Bad Guys Close In', 'All Is Lost',
        'Dark Night of the Soul', 'Break into Three', 'Finale', 'Final Image',
      ]);
    }
  });

  it('holds the beat contract in the world it was generated in: ids exist, vocabularies hold, the dead stay dead', () => {
    for (const { beats, worlds } of played) {
      beats.forEach((beat, index) => {
        const result = generatedBeatFor({ beat_index: index, entities: worlds[index] as GenerationEntities }).safeParse(beat);
        expect(result.error?.issues).toBeUndefined();
      });
    }
  });

  it('names the world’s actual entities in every beat', () => {
    for (const { beats, worlds } of played) {
      beats.forEach((beat, index) => {
        const text = [beat.description, ...beat.world_directives, ...beat.emergent_storylines].join(' ');
        expect(names(worlds[index] as GenerationEntities).filter((name) => text.includes(name)).length).toBeGreaterThanOrEqual(2);
      });
    }
  });

  it('weaves in the world events recorded since the last beat', () => {
    for (const { beats } of played) {
      beats.forEach((beat, index) => {
        for (const event of EVENTS) {
          const text = [beat.description, ...beat.emergent_storylines].join(' ');
          const quoted = event.description.replace(/\.$/, '');
          if (index % 4 === 2) expect(text).toContain(quoted);
          else expect(text).not.toContain(quoted);
        }
      });
    }
  });

  it('refines the planned anchors with what happened since', () => {
    for (const { beats, anchors } of played) {
      for (const anchor of anchors) {
        const beat = beats[anchor.beat_index];
        expect(beat?.description.startsWith(anchor.description)).toBe(true);
      }
    }
  });

  it('changes the world in every beat', () => {
    for (const { beats } of played) {
      for (const beat of beats) expect(countConsequences(beat.consequences)).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives the same beat for the same input', async () => {
    const seeded = await seedWorld(worldOf('Frozen northern wastes'));
    const arc = { id: randomUUID(), story_name: 'The Long Night', detailed_description: 'Ice everywhere.' };
    const input = { world: seeded.world, arc, beat_index: 3, planned_anchor: null, previous_beats: [], entities: seeded.entities, events_since_last_beat: EVENTS };
    expect((await generator.generateBeat(input)).output).toEqual((await generator.generateBeat(structuredClone(input))).output);
  });

  it('keeps the arc’s cast from beat to beat', () => {
    for (const { beats, arc, worlds } of played) {
      const protagonist = worlds[0]?.characters.find((character) => arc.detailed_description.startsWith(character.name));
      expect(protagonist).toBeDefined();
      const mentioning = beats.filter((beat) => [beat.description, ...beat.world_directives].join(' ').includes(protagonist?.name ?? '?'));
      expect(mentioning.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('summarises a finished arc with its story and the fates of the world', async () => {
    const { arc, beats, final } = played.find(({ final: world }) => world.characters.some((character) => character.status === 'deceased')) ?? (played[0] as PlayedArc);
    const seededWorld = worldOf('Frozen northern wastes');
    const { output } = await generator.summarizeArc({ world: seededWorld, arc, beats, entities: final, recent_events: EVENTS });
    expect(output.summary).toContain(arc.story_name);
    expect(output.summary).toContain('The great bridge collapsed in the night');
    const fallen = final.characters.filter((character) => character.status === 'deceased');
    if (fallen[0] !== undefined) expect(output.summary).toContain(fallen[0].name);
  });
});

import { randomUUID } from 'node:crypto';
import {
  generatedBeatFor,
  SeedLocationsOutput,
  seedCharactersOutputFor,
  StartArcOutput,
  storyActOf,
  type GeneratedBeat,
  type SeededLocation,
} from '@worldloom/contracts';
import { generatedBeat, type SmallWorld, smallWorld } from './langchain/story-world.test-support';
import { seedWorld, worldOf, type SeededWorld } from './procedural/seeded-world.test-support';
import type { Review } from './story-generator.port';

/** The contracts' refinements are what both providers are held to; these show they reject what they must. */
describe('generation contracts', () => {
  let seeded: SeededWorld;

  beforeAll(async () => {
    seeded = await seedWorld(worldOf('Frozen northern wastes'));
  });

  function messages(result: { error?: { issues: { message: string }[] } }): string[] {
    return result.error?.issues.map((issue) => issue.message) ?? [];
  }

  describe('seeded locations', () => {
    it('want regions first and every place in a known region', () => {
      const [firstRegion, ...rest] = seeded.locations as [SeededLocation, ...SeededLocation[]];
      expect(messages(SeedLocationsOutput.safeParse({ locations: [...rest, firstRegion] }))).toContain('regions come first');
      const stray = { ...(rest.find((location) => location.type === 'city') as SeededLocation), region: 'Nowhere' };
      expect(messages(SeedLocationsOutput.safeParse({ locations: [firstRegion, ...rest, { ...stray, name: 'Stray' }] })).join()).toContain('"Nowhere" is not one of the regions');
    });

    it('want 25-40 locations and unique names', () => {
      expect(messages(SeedLocationsOutput.safeParse({ locations: seeded.locations.slice(0, 10) })).join()).toMatch(/expected 25-40 locations/);
      const twin = { ...(seeded.locations.at(-1) as SeededLocation), name: seeded.locations[0]?.name.toUpperCase() ?? '' };
      expect(messages(SeedLocationsOutput.safeParse({ locations: [...seeded.locations.slice(0, 30), twin] })).join()).toMatch(/already used/);
    });
  });

  describe('seeded characters', () => {
    it('want one leader per faction, from that faction', () => {
      const schema = seedCharactersOutputFor({ locations: seeded.locations, factions: seeded.factions });
      expect(schema.safeParse(seeded.seeded).success).toBe(true);
      const [first, ...others] = seeded.seeded.faction_leaders;
      expect(messages(schema.safeParse({ ...seeded.seeded, faction_leaders: others })).join()).toMatch(/needs exactly one leader, got 0/);
      const outsider = seeded.seeded.characters.find((character) => character.faction !== first?.faction);
      const wrongLeader = { faction: first?.faction ?? '', leader: outsider?.name ?? '' };
      expect(messages(schema.safeParse({ ...seeded.seeded, faction_leaders: [wrongLeader, ...others] })).join()).toMatch(/does not belong to/);
    });

    it('want real locations and names no other entity has', () => {
      const schema = seedCharactersOutputFor({ locations: seeded.locations, factions: seeded.factions });
      const [first, ...rest] = seeded.seeded.characters;
      const lost = { ...first, location: 'Atlantis' };
      expect(messages(schema.safeParse({ ...seeded.seeded, characters: [lost, ...rest] })).join()).toMatch(/no location named "Atlantis"/);
      const namesake = { ...first, name: seeded.locations[0]?.name };
      expect(messages(schema.safeParse({ ...seeded.seeded, characters: [namesake, ...rest] })).join()).toMatch(/already used/);
    });
  });

  describe('arcs', () => {
    it('want anchors 0, 7 and 14 with their Save-the-Cat names', () => {
      const anchor = (beat_index: number, beat_name: string) => ({ beat_index, beat_name, description: 'x', world_directives: [], emergent_storylines: [] });
      const premise = { threat: 'T', stakes: 'S', protagonist_id: null, antagonist_id: null, character_ids: [], faction_ids: [], location_ids: [] };
      const valid = { story_name: 'A', detailed_description: 'B', premise, anchor_beats: [anchor(0, 'Opening Image'), anchor(7, 'Fun and Games'), anchor(14, 'Final Image')] };
      expect(StartArcOutput.safeParse(valid).success).toBe(true);
      expect(messages(StartArcOutput.safeParse({ ...valid, anchor_beats: valid.anchor_beats.slice(0, 2) })).join()).toMatch(/expected beat indexes 0, 7, 14/);
      expect(messages(StartArcOutput.safeParse({ ...valid, anchor_beats: [anchor(0, 'Prologue'), ...valid.anchor_beats.slice(1)] })).join()).toMatch(/is "Opening Image"/);
    });

    it('place beats in their acts', () => {
      expect([0, 4, 5, 10, 11, 14].map((index) => storyActOf(index).name)).toEqual(['Equilibrium', 'Equilibrium', 'Chaos', 'Chaos', 'Resolution', 'Resolution']);
    });
  });

  describe('beats', () => {
    const beat = (consequences: Partial<GeneratedBeat['consequences']>): GeneratedBeat => generatedBeat(3, 'Catalyst', 'Something happens.', consequences);
    const check = (candidate: GeneratedBeat) => messages(generatedBeatFor({ beat_index: 3 }).safeParse(candidate)).join('\n');
    const memory = (character_id: string) => ({ character_id, event_description: 'x', emotional_impact: 'y', importance: 0.5 });

    it('accept a beat that changes the world', () => {
      expect(check(beat({ memories: [memory(randomUUID())] }))).toBe('');
    });

    it('reject a beat that changes nothing, or has the wrong index or name', () => {
      const living = randomUUID();
      expect(check(beat({}))).toMatch(/must change the world/);
      expect(check({ ...beat({ memories: [memory(living)] }), beat_name: 'Debate' })).toMatch(/beat 3 is "Catalyst"/);
      expect(check({ ...beat({ memories: [memory(living)] }), beat_index: 4, beat_name: 'Debate' })).toMatch(/expected beat index 3/);
    });

    it('reject statuses outside the vocabulary', () => {
      const invented = beat({ location_status_changes: [{ location_id: randomUUID(), status: 'flooded' as never, reason: 'x' }] });
      expect(check(invented)).toMatch(/Invalid option/);
    });
  });

  /*
   * Whether a beat holds in its world is no longer the schema's to say: the domain decides it on the world's
   * state (the review the handlers give the generator). These were the schema's checks; the domain keeps them.
   */
  describe('beats judged by the domain (the review)', () => {
    let small: SmallWorld;
    let review: Review<GeneratedBeat>;

    beforeAll(() => {
      small = smallWorld();
      review = small.story.beatReview();
    });

    const beat = (consequences: Partial<GeneratedBeat['consequences']>, description = 'Something happens.') => generatedBeat(2, 'Set-Up', description, consequences);
    const memory = (character_id: string) => ({ character_id, event_description: 'A new thing.', emotional_impact: 'y', importance: 0.5 });
    const problems = (candidate: GeneratedBeat) => review(candidate).join('\n');

    it('accept a beat that changes a living world', () => {
      expect(problems(beat({ memories: [memory(small.ids.mira)] }))).toBe('');
    });

    it('reject reviving, moving or remembering the dead', () => {
      const { tomas, greywatch } = small.ids;
      expect(problems(beat({ character_status_changes: [{ character_id: tomas, status: 'active', reason: 'miracle' }] }, 'Tomas Reed rises.'))).toMatch(/Tomas Reed is deceased/);
      expect(problems(beat({ moves: [{ character_id: tomas, to_location_id: greywatch, reason: 'haunting' }] }, 'Tomas Reed walks.'))).toMatch(/is deceased/);
      expect(problems(beat({ memories: [memory(tomas)] }))).toMatch(/is deceased/);
    });

    it('reject a character who dies and moves in the same beat', () => {
      const { mira, greywatch } = small.ids;
      const dies = { character_id: mira, status: 'deceased' as const, reason: 'fell' };
      const moves = [{ character_id: mira, to_location_id: greywatch, reason: 'fled' }];
      expect(problems(beat({ character_status_changes: [dies], moves }, 'Mira Stone is lost in the snow.'))).toMatch(/Mira Stone dies in this beat and cannot also move/);
    });

    it('reject unknown ids and no-op changes', () => {
      expect(problems(beat({ historical_events: [{ entity_kind: 'faction', entity_id: randomUUID(), event: 'x' }] }))).toMatch(/No faction/);
      const same = beat({ location_status_changes: [{ location_id: small.ids.greywatch, status: 'stable', reason: 'x' }] }, 'Greywatch endures.');
      expect(problems(same)).toMatch(/is already stable/);
    });
  });
});

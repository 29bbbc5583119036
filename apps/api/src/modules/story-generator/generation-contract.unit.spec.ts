import { randomUUID } from 'node:crypto';
import {
  generatedBeatFor,
  SeedLocationsOutput,
  seedCharactersOutputFor,
  StartArcOutput,
  storyActOf,
  type GeneratedBeat,
  type GenerationEntities,
  type SeededLocation,
} from '@worldloom/contracts';
import { seedWorld, worldOf, type SeededWorld } from './procedural/seeded-world.test-support';

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
      const valid = { story_name: 'A', detailed_description: 'B', anchor_beats: [anchor(0, 'Opening Image'), anchor(7, 'Fun and Games'), anchor(14, 'Final Image')] };
      expect(StartArcOutput.safeParse(valid).success).toBe(true);
      expect(messages(StartArcOutput.safeParse({ ...valid, anchor_beats: valid.anchor_beats.slice(0, 2) })).join()).toMatch(/expected beat indexes 0, 7, 14/);
      expect(messages(StartArcOutput.safeParse({ ...valid, anchor_beats: [anchor(0, 'Prologue'), ...valid.anchor_beats.slice(1)] })).join()).toMatch(/is "Opening Image"/);
    });

    it('place beats in their acts', () => {
      expect([0, 4, 5, 10, 11, 14].map((index) => storyActOf(index).name)).toEqual(['Equilibrium', 'Equilibrium', 'Chaos', 'Chaos', 'Resolution', 'Resolution']);
    });
  });

  describe('beats', () => {
    let entities: GenerationEntities;
    let living: string;
    let dead: string;

    beforeAll(() => {
      const [first, second, ...rest] = seeded.entities.characters;
      entities = { ...seeded.entities, characters: [first, { ...second, status: 'deceased' }, ...rest] as GenerationEntities['characters'] };
      living = first?.id ?? '';
      dead = second?.id ?? '';
    });

    const beat = (consequences: Partial<GeneratedBeat['consequences']>): GeneratedBeat => ({
      beat_index: 3,
      beat_name: 'Catalyst',
      description: 'Something happens.',
      world_directives: [],
      emergent_storylines: [],
      consequences: { location_status_changes: [], faction_status_changes: [], character_status_changes: [], memories: [], moves: [], historical_events: [], ...consequences },
    });
    const check = (candidate: GeneratedBeat) => messages(generatedBeatFor({ beat_index: 3, entities }).safeParse(candidate)).join('\n');
    const memory = (character_id: string) => ({ character_id, event_description: 'x', emotional_impact: 'y', importance: 0.5 });

    it('accept a beat that changes a living world', () => {
      expect(check(beat({ memories: [memory(living)] }))).toBe('');
    });

    it('reject a beat that changes nothing, or has the wrong index or name', () => {
      expect(check(beat({}))).toMatch(/must change the world/);
      expect(check({ ...beat({ memories: [memory(living)] }), beat_name: 'Debate' })).toMatch(/beat 3 is "Catalyst"/);
      expect(check({ ...beat({ memories: [memory(living)] }), beat_index: 4, beat_name: 'Debate' })).toMatch(/expected beat index 3/);
    });

    it('reject reviving, moving or remembering the dead', () => {
      const somewhere = entities.locations[0]?.id ?? '';
      expect(check(beat({ character_status_changes: [{ character_id: dead, status: 'active', reason: 'miracle' }] }))).toMatch(/the deceased stay deceased/);
      expect(check(beat({ moves: [{ character_id: dead, to_location_id: somewhere, reason: 'haunting' }] }))).toMatch(/is deceased/);
      expect(check(beat({ memories: [memory(dead)] }))).toMatch(/is deceased/);
    });

    it('reject a character who dies and moves in the same beat', () => {
      const elsewhere = entities.locations.find((location) => location.id !== entities.characters[0]?.location_id)?.id ?? '';
      const dies = { character_id: living, status: 'deceased' as const, reason: 'fell' };
      expect(check(beat({ character_status_changes: [dies], moves: [{ character_id: living, to_location_id: elsewhere, reason: 'fled' }] }))).toMatch(/is deceased/);
    });

    it('reject unknown ids, no-op changes and statuses outside the vocabulary', () => {
      const location = entities.locations[0];
      expect(check(beat({ historical_events: [{ entity_kind: 'faction', entity_id: randomUUID(), event: 'x' }] }))).toMatch(/no faction/);
      expect(check(beat({ location_status_changes: [{ location_id: location?.id ?? '', status: location?.status ?? 'stable', reason: 'x' }] }))).toMatch(/is already/);
      const invented = beat({ location_status_changes: [{ location_id: location?.id ?? '', status: 'flooded' as never, reason: 'x' }] });
      expect(check(invented)).toMatch(/Invalid option/);
    });
  });
});

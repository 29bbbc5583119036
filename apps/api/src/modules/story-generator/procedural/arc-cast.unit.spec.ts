import { randomUUID } from 'node:crypto';
import type { GenerationCharacter, GenerationEntities, GenerationFaction, GenerationLocation } from '@worldloom/contracts';
import { castArc } from './arc-cast';

const location = (name: string, type: GenerationLocation['type'] = 'city'): GenerationLocation => ({
  id: randomUUID(), name, type, status: 'stable', region_id: null, description: '', tags: [],
});
const character = (name: string, place: GenerationLocation, status: GenerationCharacter['status'] = 'active'): GenerationCharacter => ({
  id: randomUUID(), name, type: 'npc', story_role: 'major', status, description: '', location_id: place.id, faction_id: null,
});
const faction = (name: string, held: GenerationLocation[]): GenerationFaction => ({
  id: randomUUID(), name, type: 'guild', status: 'stable', ideology: '', controlled_location_ids: held.map((place) => place.id), leader_id: null,
});

describe('castArc', () => {
  const reach = location('Skalvik Reach', 'region');
  const skalvik = location('Skalvik');
  const harbour = location('Old Harbour');
  const ada = character('Ada Vey', skalvik);
  const bran = character('Bran', harbour);
  const guild = faction('The Skalvik Guild', [harbour]);
  const entities: GenerationEntities = { locations: [reach, skalvik, harbour], factions: [guild], characters: [ada, bran] };

  it('takes the cast from the order the arc names it in', () => {
    const cast = castArc('seed', entities, 'Bran of Old Harbour, with Ada Vey, stands against The Skalvik Guild for Skalvik.');
    expect(cast.protagonist?.name).toBe('Bran');
    expect(cast.ally?.name).toBe('Ada Vey');
    expect(cast.antagonist?.name).toBe('The Skalvik Guild');
    expect(cast.stage.name).toBe('Old Harbour');
    expect(cast.threatened.name).toBe('Skalvik');
  });

  it('does not read a name inside a longer one', () => {
    const cast = castArc('seed', entities, 'Ada Vey crosses Skalvik Reach to Old Harbour.');
    expect(cast.stage.name).toBe('Old Harbour');
  });

  it('replaces a protagonist who died, and is stable for the same seed', () => {
    const mourning = { ...entities, characters: [{ ...bran, status: 'deceased' as const }, ada] };
    const cast = castArc('seed', mourning, 'Bran of Old Harbour, with Ada Vey, stands against The Skalvik Guild for Skalvik.');
    expect(cast.protagonist?.name).toBe('Ada Vey');
    expect(castArc('other', entities)).toEqual(castArc('other', entities));
  });

  it('needs a location', () => {
    expect(() => castArc('seed', { locations: [], factions: [], characters: [] })).toThrow(RangeError);
  });
});

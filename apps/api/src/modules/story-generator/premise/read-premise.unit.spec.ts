import { randomUUID } from 'node:crypto';
import type { GenerationCharacter, GenerationEntities, GenerationFaction, GenerationLocation, StartArcInput } from '@worldloom/contracts';
import { readPremise, readStory } from './read-premise';

const location = (name: string, type: GenerationLocation['type'] = 'city', region: GenerationLocation | null = null): GenerationLocation => ({
  id: randomUUID(), name, type, status: 'stable', region_id: region?.id ?? null, description: `${name}, a place.`, tags: [],
});
const character = (name: string, place: GenerationLocation, description = `${name} is a brave sailor, found in ${place.name}.`, status: GenerationCharacter['status'] = 'active'): GenerationCharacter => ({
  id: randomUUID(), name, type: 'npc', story_role: 'major', status, description, background: '', personality_traits: [], motivations: [],
  location_id: place.id, faction_id: null, relationships: [], memories: [], witnessed_beat_ids: [],
});
const faction = (name: string, type: GenerationFaction['type'], held: GenerationLocation[]): GenerationFaction => ({
  id: randomUUID(), name, type, status: 'stable', ideology: '', tags: [type], controlled_location_ids: held.map((place) => place.id), leader_id: null, stances: [],
});

const reach = location('Skalvik Reach', 'region');
const skalvik = location('Skalvik', 'city', reach);
const harbour = location('Old Harbour', 'city', reach);
const ada = character('Ada Vey', skalvik);
const bran = character('Bran Holt', harbour);
const guild = faction('The Skalvik Guild', 'guild', [harbour]);
const company = faction('The Tide Company', 'company', []);
const crown = faction('The Crown of Reach', 'kingdom', [skalvik]);
const entities: GenerationEntities = { locations: [reach, skalvik, harbour], factions: [guild, company, crown], characters: [ada, bran] };

const input = (story_idea: string | null, world: GenerationEntities = entities, previous_arcs: StartArcInput['previous_arcs'] = []): StartArcInput => ({
  world: { id: '00000000-0000-4000-8000-000000000001', name: 'Skalvik', description: 'Islands and harbours' },
  story_idea,
  entities: world,
  recent_events: [],
  previous_arcs,
});

describe('readPremise', () => {
  it('casts the people, factions and places an idea names, the one who acts as protagonist', () => {
    const premise = readPremise(input('Bran Holt of Old Harbour, with Ada Vey, stands against The Skalvik Guild for Skalvik.'));
    expect(premise.protagonist_id).toBe(bran.id);
    expect(premise.character_ids).toEqual(expect.arrayContaining([bran.id, ada.id]));
    expect(premise.faction_ids[0]).toBe(guild.id);
    expect(premise.location_ids.slice(0, 2)).toEqual([skalvik.id, harbour.id]);
    expect(premise.threat).toBe('Bran Holt of Old Harbour, with Ada Vey, stands against The Skalvik Guild for Skalvik');
  });

  it('does not read a name inside a longer one', () => {
    const { story } = readStory(input('Ada Vey crosses Skalvik Reach to Old Harbour'));
    const named = story.clauses.flatMap((clause) => [...clause.actors, ...clause.targets]).map((match) => match.entity.name);
    expect(named).toEqual(['Ada Vey', 'Skalvik Reach', 'Old Harbour']);
    expect(story.places.slice(0, 2).map((place) => place.name)).toEqual(['Old Harbour', 'Skalvik Reach']);
  });

  it('never casts the dead or the missing, even when the idea names them', () => {
    const mourning = { ...entities, characters: [ada, { ...bran, status: 'deceased' as const }] };
    const premise = readPremise(input('Bran Holt of Old Harbour stands against The Skalvik Guild', mourning));
    expect(premise.protagonist_id).toBe(ada.id);
    expect(premise.character_ids).not.toContain(bran.id);
  });

  it('makes the one who vanishes a victim, not the hero, and sets the merchant houses against each other', () => {
    const keeper = character('Ysolde Marr', skalvik, 'Ysolde Marr is a patient lighthouse keeper, found in Skalvik.');
    const { premise, story } = readStory(input('The lighthouse keeper vanishes and the merchant houses blame each other', { ...entities, characters: [ada, bran, keeper] }));
    expect(story.victims.map((victim) => victim.id)).toEqual([keeper.id]);
    expect(premise.protagonist_id).not.toBe(keeper.id);
    expect(premise.character_ids).toContain(keeper.id);
    const feud = story.clauses[1];
    expect(feud?.clause.kind).toBe('feud');
    expect(feud?.actors.map((match) => match.entity.id)).toEqual([guild.id, company.id]);
    expect(story.needs).toEqual([expect.objectContaining({ category: 'place', noun: 'lighthouse' })]);
  });

  it('asks for newcomers the world lacks: a keeper, two heirs, the healers (four at most)', () => {
    expect(readStory(input('The lighthouse keeper vanishes')).story.needs).toEqual([
      expect.objectContaining({ category: 'person', noun: 'lighthouse keeper', missing: 1, placeWord: 'lighthouse' }),
      expect.objectContaining({ category: 'place', noun: 'lighthouse' }),
    ]);
    const needs = readStory(input('Two heirs fight over the throne while the healers refuse to treat the wounded')).story.needs;
    expect(needs.map(({ category, noun, count, missing }) => ({ category, noun, count, missing }))).toEqual([
      { category: 'person', noun: 'heir', count: 2, missing: 2 },
      { category: 'person', noun: 'healer', count: 2, missing: 2 },
    ]);
  });

  it('invents a premise for a blank idea from the world, the same for the same world', () => {
    const premise = readPremise(input(null));
    expect(premise).toEqual(readPremise(structuredClone(input(null))));
    expect(premise.threat.length).toBeGreaterThan(10);
    const ids = new Set([...entities.characters, ...entities.factions, ...entities.locations].map((entity) => entity.id));
    for (const id of [...premise.character_ids, ...premise.faction_ids, ...premise.location_ids]) expect(ids.has(id)).toBe(true);
  });

  it('follows from how the last arc ended when it has no idea of its own', () => {
    const premise = readPremise(input(null, entities, [{ story_name: 'The Fall of Skalvik', summary: 'Ada Vey saw Skalvik burn.' }]));
    expect(premise.threat).toMatch(/^In the wake of The Fall of Skalvik, /);
    expect(premise.character_ids).toContain(ada.id);
  });
});

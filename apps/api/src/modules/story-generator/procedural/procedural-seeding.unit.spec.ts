import { randomUUID } from 'node:crypto';
import { nameKey, SEEDING_LIMITS, SeedLocationsOutput, seedCharactersOutputFor, seedFactionsOutputFor } from '@worldloom/contracts';
import { findContradictions } from '@worldloom/domain';
import { PROCEDURAL_MODEL, ProceduralStoryGenerator } from './procedural-story-generator';
import { seedWorld, worldOf, type SeededWorld } from './seeded-world.test-support';

const DESCRIPTIONS = [
  'Frozen northern wastes where the snow never melts',
  'Endless dunes and oasis cities under a burning sun',
  'A science-fiction space station orbiting a dying star',
  'A realm of elves, dragons and ancient magic',
];

function allNames({ locations, factions, seeded }: SeededWorld): string[] {
  return [...locations, ...factions, ...seeded.characters].map((entity) => entity.name);
}

describe('procedural seeding', () => {
  let worlds: SeededWorld[];

  beforeAll(async () => {
    worlds = await Promise.all(Array.from({ length: 40 }, (_, index) => seedWorld(worldOf(DESCRIPTIONS[index % DESCRIPTIONS.length] ?? ''))));
  });

  it('gives 3-5 regions, 25-40 locations, 2-4 factions and 15-30 characters', () => {
    for (const { locations, factions, seeded } of worlds) {
      const regions = locations.filter((location) => location.type === 'region').length;
      expect(regions).toBeGreaterThanOrEqual(SEEDING_LIMITS.regions.min);
      expect(regions).toBeLessThanOrEqual(SEEDING_LIMITS.regions.max);
      expect(locations.length).toBeGreaterThanOrEqual(25);
      expect(locations.length).toBeLessThanOrEqual(40);
      expect(factions.length).toBeGreaterThanOrEqual(2);
      expect(factions.length).toBeLessThanOrEqual(4);
      expect(seeded.characters.length).toBeGreaterThanOrEqual(15);
      expect(seeded.characters.length).toBeLessThanOrEqual(30);
    }
  });

  it('uses the whole range of counts across worlds', () => {
    const locationCounts = new Set(worlds.map((world) => world.locations.length));
    const factionCounts = new Set(worlds.map((world) => world.factions.length));
    expect(locationCounts.size).toBeGreaterThan(5);
    expect(factionCounts).toEqual(new Set([2, 3, 4]));
  });

  it('holds the contracts: regions first, references resolve, names unique, vocabularies', () => {
    for (const { locations, factions, stances, seeded } of worlds) {
      expect(SeedLocationsOutput.safeParse({ locations }).error?.issues).toBeUndefined();
      expect(seedFactionsOutputFor({ locations }).safeParse({ factions, stances }).error?.issues).toBeUndefined();
      expect(seedCharactersOutputFor({ locations, factions }).safeParse(seeded).error?.issues).toBeUndefined();
    }
  });

  it('resolves every reference by name', () => {
    for (const { locations, factions, seeded } of worlds) {
      const byName = new Map(locations.map((location) => [nameKey(location.name), location]));
      for (const location of locations.filter((candidate) => candidate.type !== 'region')) {
        expect(byName.get(nameKey(location.region ?? ''))?.type).toBe('region');
      }
      for (const faction of factions) {
        for (const name of faction.controlled_locations) expect(byName.has(nameKey(name))).toBe(true);
        const leader = seeded.faction_leaders.find((entry) => entry.faction === faction.name);
        const character = seeded.characters.find((candidate) => candidate.name === leader?.leader);
        expect(character?.faction).toBe(faction.name);
        expect(character?.status).toBe('active');
      }
      for (const character of seeded.characters) {
        expect(byName.has(nameKey(character.location))).toBe(true);
        if (character.faction !== null) expect(factions.map((faction) => faction.name)).toContain(character.faction);
      }
    }
  });

  it('keeps names unique within a world, ignoring case', () => {
    for (const world of worlds) {
      const names = allNames(world).map(nameKey);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('gives the same world for the same world id', async () => {
    const world = worldOf('Frozen northern wastes', 'Frostmarch', randomUUID());
    const first = await seedWorld(world);
    const second = await seedWorld({ ...world });
    expect(second.locations).toEqual(first.locations);
    expect(second.factions).toEqual(first.factions);
    expect(second.seeded).toEqual(first.seeded);
  });

  it('makes at least 90% of entity names distinct across 50 worlds of the same kind', async () => {
    const generator = new ProceduralStoryGenerator();
    const names = (
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          const world = worldOf('Frozen northern wastes');
          const { output: { locations } } = await generator.seedLocations({ world });
          const { output: { factions } } = await generator.seedFactions({ world, locations });
          const { output: { characters } } = await generator.seedCharacters({ world, locations, factions });
          return [...locations, ...factions, ...characters].map((entity) => entity.name);
        }),
      )
    ).flat();
    expect(new Set(names).size / names.length).toBeGreaterThanOrEqual(0.9);
  });

  it('places locations on the map near their region', () => {
    for (const { locations } of worlds) {
      const regions = new Map(locations.filter((location) => location.type === 'region').map((region) => [region.name, region]));
      for (const location of locations) {
        expect(location.relative_x).toBeGreaterThanOrEqual(0);
        expect(location.relative_x).toBeLessThanOrEqual(1);
        const region = regions.get(location.region ?? '');
        if (region !== undefined) expect(Math.abs(region.relative_x - location.relative_x)).toBeLessThanOrEqual(0.13);
      }
    }
  });

  it('seeds a whole world in well under 50 ms', async () => {
    const generator = new ProceduralStoryGenerator();
    const timings: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      const world = worldOf('A steampunk industrial city of brass clockwork');
      const started = performance.now();
      const { output: { locations } } = await generator.seedLocations({ world });
      const { output: { factions } } = await generator.seedFactions({ world, locations });
      await generator.seedCharacters({ world, locations, factions });
      timings.push(performance.now() - started);
    }
    const median = [...timings].sort((left, right) => left - right)[3] ?? Infinity;
    expect(median).toBeLessThan(25);
  });

  it('records provenance with a SHA-256 of the input', async () => {
    const world = worldOf('Frozen northern wastes');
    const first = await new ProceduralStoryGenerator().seedLocations({ world });
    const other = await new ProceduralStoryGenerator().seedLocations({ world: { ...world, name: 'Other' } });
    expect(PROCEDURAL_MODEL).toBe('procedural-v2');
    expect(first.provenance).toEqual({ provider: 'procedural', model: PROCEDURAL_MODEL, promptHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(other.provenance.promptHash).not.toBe(first.provenance.promptHash);
  });

  it('sets stances that fit the world: sworn rivals hostile, kin allied, both ways, never toward itself', () => {
    let withStances = 0;
    for (const { factions, stances } of worlds) {
      for (const stance of stances) {
        expect(stance.source).not.toBe(stance.target);
        expect(stances).toContainEqual(expect.objectContaining({ source: stance.target, target: stance.source, stance: stance.stance }));
      }
      const typeOf = (name: string) => factions.find((faction) => faction.name === name)?.type;
      for (const stance of stances) {
        const pair = [typeOf(stance.source), typeOf(stance.target)].sort().join('+');
        if (pair === 'cult+order') expect(stance.stance).toBe('hostile');
        if (pair === 'kingdom+order') expect(stance.stance).toBe('ally');
      }
      const pairs = (types: string) => factions.some((a) => factions.some((b) => `${a.type}+${b.type}` === types));
      if (pairs('cult+order')) expect(stances.some((stance) => [typeOf(stance.source), typeOf(stance.target)].sort().join('+') === 'cult+order')).toBe(true);
      if (stances.length > 0) withStances += 1;
    }
    // Every world has at least two factions, and so its tensions.
    expect(withStances).toBe(worlds.length);
  });

  it('gives every place at most one master, and no one holds or lives in a lost place', () => {
    for (const { locations, factions, seeded } of worlds) {
      const held = factions.flatMap((faction) => faction.controlled_locations.map(nameKey));
      expect(new Set(held).size).toBe(held.length);
      const lost = new Set(locations.filter((location) => location.status === 'lost').map((location) => nameKey(location.name)));
      for (const name of held) expect(lost.has(name)).toBe(false);
      for (const character of seeded.characters.filter((candidate) => candidate.status === 'active' || candidate.status === 'retired')) {
        expect(lost.has(nameKey(character.location))).toBe(false);
      }
    }
  });

  it('seeds nothing the coherence judge would refuse: no leader against their own faction, no memory held twice', () => {
    for (const { state, seeded } of worlds) {
      expect(findContradictions(state)).toEqual([]);
      for (const character of seeded.characters) {
        const memories = character.memories.map((memory) => memory.event_description.toLowerCase());
        expect(new Set(memories).size).toBe(memories.length);
      }
    }
  });

  it('passes the domain’s review on the first try for many world ids', () => {
    expect(worlds.map(({ reviews }) => reviews.firstTryRefusals + reviews.failures)).toEqual(worlds.map(() => 0));
    expect(worlds.every(({ reviews }) => reviews.calls === 3)).toBe(true);
  });
});

import type {
  CharacterStatus,
  GeneratedMemory,
  GenerationWorld,
  SeedCharactersOutput,
  SeededCharacter,
  SeedingFactionBrief,
  SeedingLocationBrief,
  StoryRole,
} from '@worldloom/contracts';
import { nameKey, SEEDING_LIMITS } from '@worldloom/contracts';
import { article, fill, NameRegistry, personName } from './names';
import { createRng, type Rng } from './rng';
import type { Theme } from './themes/theme';
import { BACKGROUNDS, MOTIVATIONS, SEED_MEMORIES, TRAITS } from './vocabulary';

interface Role {
  storyRole: StoryRole;
  faction: SeedingFactionBrief | null;
  leads: boolean;
}

/** Leaders first (one major per faction), then the other majors, 1-2 wildcards, minors and background folk. */
function castRoles(rng: Rng, count: number, factions: readonly SeedingFactionBrief[]): Role[] {
  const maybeFaction = () => (factions.length > 0 && rng.chance(0.6) ? rng.pick(factions) : null);
  const leaders = factions.map((faction): Role => ({ storyRole: 'major', faction, leads: true }));
  const majors = Math.max(0, rng.int(3, 5) - leaders.length);
  const wildcards = rng.int(1, 2);
  const others = Array.from({ length: count - leaders.length }, (_, index): Role => {
    const storyRole: StoryRole = index < majors ? 'major' : index < majors + wildcards ? 'wildcard' : rng.chance(0.45) ? 'minor' : 'background';
    return { storyRole, faction: maybeFaction(), leads: false };
  });
  return [...leaders, ...others];
}

/** Memories from different templates, so nobody remembers the same thing twice. */
function memories(rng: Rng, values: Record<string, string>, hasFaction: boolean, count: number): GeneratedMemory[] {
  return rng.sample(SEED_MEMORIES.filter((candidate) => hasFaction || !candidate.needsFaction), count).map((template) => {
    const [low, high] = template.importance;
    return {
      event_description: fill(template.text, values),
      emotional_impact: template.emotion,
      importance: Math.round((low + rng.next() * (high - low)) * 100) / 100,
    };
  });
}

function homeOf(rng: Rng, role: Role, places: readonly SeedingLocationBrief[]): SeedingLocationBrief {
  const held = places.filter((place) => role.faction?.controlled_locations.some((name) => nameKey(name) === nameKey(place.name)));
  if (role.leads && held[0] !== undefined) return held[0];
  return held.length > 0 && rng.chance(0.7) ? rng.pick(held) : rng.pick(places);
}

function character(rng: Rng, theme: Theme, name: string, role: Role, places: readonly SeedingLocationBrief[], factions: readonly SeedingFactionBrief[]): SeededCharacter {
  const home = homeOf(rng, role, places);
  const rivals = factions.filter((faction) => faction.name !== role.faction?.name);
  const occupation = rng.pick(theme.occupations);
  const traits = rng.sample([...TRAITS, ...theme.traits], rng.int(2, 3));
  const factionName = role.faction?.name ?? 'no faction';
  const values = {
    name,
    home: home.name,
    place: rng.pick(places).name,
    faction: factionName,
    occupation,
    article: article(occupation),
    peril: rng.pick(theme.perils),
    trade: rng.pick(theme.trades),
    sight: rng.pick(theme.sights),
    rival: rivals.length > 0 ? rng.pick(rivals).name : '',
  };
  const hasFaction = role.faction !== null;
  // A rival is always another faction than one's own: nobody is seeded working for their own faction's fall.
  const fits = (text: string) => (hasFaction || !text.includes('{faction}')) && (rivals.length > 0 || !text.includes('{rival}'));
  const motivations = rng.sample(MOTIVATIONS.filter(fits), rng.int(1, 2));
  const status: CharacterStatus = role.storyRole === 'major' ? 'active' : rng.weighted({ active: 0.9, missing: 0.04, retired: 0.06 });
  const title = role.leads ? `leader of ${factionName}` : `${article(traits[0] ?? '')} ${traits[0]} ${occupation}`;
  return {
    name,
    type: 'npc',
    story_role: role.storyRole,
    status,
    description: `${name} is ${title}, found in ${home.name}${hasFaction && !role.leads ? ` and sworn to ${factionName}` : ''}.`,
    background: fill(rng.pick(BACKGROUNDS), values),
    personality_traits: traits,
    motivations: motivations.map((text) => fill(text, values)),
    location: home.name,
    faction: role.faction?.name ?? null,
    memories: memories(rng, values, hasFaction, rng.int(1, 3)),
  };
}

export function proceduralCharacters(
  world: GenerationWorld,
  theme: Theme,
  locations: readonly SeedingLocationBrief[],
  factions: readonly SeedingFactionBrief[],
  variant = 0,
): SeedCharactersOutput {
  const rng = createRng(variant === 0 ? `${world.id}:characters` : `${world.id}:characters:${variant}`);
  const names = new NameRegistry([...locations, ...factions].map((entity) => entity.name));
  // Nobody lives in a lost place.
  const livable = locations.filter((location) => location.status !== 'lost');
  const nonRegions = livable.filter((location) => location.type !== 'region');
  const places = nonRegions.length > 0 ? nonRegions : livable.length > 0 ? livable : locations;
  const count = rng.int(SEEDING_LIMITS.characters.min, SEEDING_LIMITS.characters.max);
  const roles = castRoles(rng, Math.max(count, factions.length), factions);
  const characters = roles.map((role) => character(rng, theme, names.claim(() => personName(rng, theme)), role, places, factions));
  const faction_leaders = roles.flatMap((role, index) =>
    role.leads && role.faction !== null ? [{ faction: role.faction.name, leader: characters[index]?.name ?? '' }] : [],
  );
  return { characters, faction_leaders };
}

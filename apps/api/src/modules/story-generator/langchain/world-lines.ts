import {
  STORY_ROLES,
  type GenerationCharacter,
  type GenerationEntities,
  type GenerationFaction,
  type GenerationLocation,
  type GenerationPremise,
} from '@worldloom/contracts';

/*
 * How a world reads in a prompt: one line per entity with its id (the answer refers to entities by id) and
 * everything else by name, which costs a model far fewer tokens than ids and reads as a story.
 */

const quoted = (text: string) => JSON.stringify(text);

export class EntityNames {
  private readonly names = new Map<string, string>();

  constructor(entities: GenerationEntities) {
    for (const entity of [...entities.locations, ...entities.factions, ...entities.characters]) this.names.set(entity.id, entity.name);
  }

  /** The name of an entity, or its id when the world does not know it. */
  of(id: string): string {
    return this.names.get(id) ?? id;
  }

  list(ids: readonly string[]): string {
    return ids.map((id) => this.of(id)).join(', ');
  }
}

/** Who and what the story is about (the premise's cast, factions and places): what a prompt puts first. */
export class StoryFocus {
  readonly characterIds: ReadonlySet<string>;
  readonly factionIds: ReadonlySet<string>;
  readonly locationIds: ReadonlySet<string>;

  constructor(focus: { characterIds?: readonly (string | null)[]; factionIds?: readonly string[]; locationIds?: readonly string[] }) {
    this.characterIds = new Set((focus.characterIds ?? []).filter((id): id is string => id !== null));
    this.factionIds = new Set(focus.factionIds ?? []);
    this.locationIds = new Set(focus.locationIds ?? []);
  }

  static of(premise: GenerationPremise | null): StoryFocus {
    if (premise === null) return new StoryFocus({});
    return new StoryFocus({
      characterIds: [premise.protagonist_id, premise.antagonist_id, ...premise.character_ids],
      factionIds: premise.faction_ids,
      locationIds: premise.location_ids,
    });
  }

  /** 0 for the cast, then those where the story is or of its factions, then by story role; the dead last. */
  characterRank(character: GenerationCharacter): number {
    const inStory =
      (character.location_id !== null && this.locationIds.has(character.location_id)) ||
      (character.faction_id !== null && this.factionIds.has(character.faction_id));
    const rank = this.characterIds.has(character.id) ? 0 : inStory ? 1 : 2 + STORY_ROLES.indexOf(character.story_role);
    return character.status === 'deceased' ? rank + STORY_ROLES.length + 2 : rank;
  }

  /** 0 for the premise's places, 1 for where its cast is, 2 for the rest. */
  locationRank(location: GenerationLocation, entities: GenerationEntities): number {
    if (this.locationIds.has(location.id)) return 0;
    const castHere = entities.characters.some((character) => this.characterIds.has(character.id) && character.location_id === location.id);
    return castHere ? 1 : 2;
  }
}

export function locationLine(location: GenerationLocation, names: EntityNames): string {
  const region = location.region_id === null ? '' : `, in ${names.of(location.region_id)}`;
  const tags = location.tags.length === 0 ? '' : `; ${location.tags.join(', ')}`;
  return `- ${location.name} [${location.id}]: ${location.type}, ${location.status}${region}${tags}`;
}

function stances(faction: GenerationFaction, names: EntityNames): string {
  const set = faction.stances.filter((stance) => stance.stance !== 'neutral');
  if (set.length === 0) return 'neutral toward all';
  const told = set.map((stance) => `${stance.stance} toward ${names.of(stance.target_faction_id)}${stance.reason ? ` (${stance.reason})` : ''}`);
  return `${told.join(', ')}; neutral toward the rest`;
}

export function factionLine(faction: GenerationFaction, names: EntityNames): string {
  const leader = faction.leader_id === null ? 'no leader' : `led by ${names.of(faction.leader_id)}`;
  const holds = faction.controlled_location_ids.length === 0 ? 'holds no place' : `holds ${names.list(faction.controlled_location_ids)}`;
  const tags = faction.tags.length === 0 ? '' : `; tags: ${faction.tags.join(', ')}`;
  return `- ${faction.name} [${faction.id}]: ${faction.type}, ${faction.status}; ${leader}; ${holds}; ${stances(faction, names)}; ideology: ${quoted(faction.ideology)}${tags}`;
}

export function characterLine(character: GenerationCharacter, names: EntityNames): string {
  const where = character.location_id === null ? 'nowhere known' : `at ${names.of(character.location_id)}`;
  const faction = character.faction_id === null ? 'no faction' : `of ${names.of(character.faction_id)}`;
  const role = character.type === 'player' ? `${character.story_role} player` : character.story_role;
  return `- ${character.name} [${character.id}]: ${role}, ${character.status}, ${where}, ${faction}`;
}

/** Traits, motivations and ties: what drives a character. */
export function profileLine(character: GenerationCharacter, names: EntityNames): string {
  const ties = character.relationships.map((tie) => `${tie.kind} of ${names.of(tie.character_id)}${tie.note ? ` (${tie.note})` : ''}`);
  return [
    `- ${character.name}: traits ${character.personality_traits.join(', ') || 'none told'}`,
    `motivations ${character.motivations.map(quoted).join(', ') || 'none told'}`,
    `ties ${ties.join(', ') || 'none'}`,
  ].join('; ');
}

export function characterDescriptionLine(character: GenerationCharacter): string {
  const background = character.background ? ` Background: ${character.background}` : '';
  return `- ${character.name}: ${character.description}${background}`;
}

export function locationDescriptionLine(location: GenerationLocation): string {
  return `- ${location.name}: ${location.description}`;
}

/** The premise by name, as the story reads it. */
export function premiseLine(premise: GenerationPremise | null, names: EntityNames): string {
  if (premise === null) return 'Premise: none recorded; draw it from the arc.';
  const person = (id: string | null) => (id === null ? 'none' : names.of(id));
  return [
    `Premise: the threat is ${premise.threat}; at stake: ${premise.stakes}.`,
    `Protagonist: ${person(premise.protagonist_id)}. Antagonist: ${person(premise.antagonist_id)}.`,
    `Cast: ${names.list(premise.character_ids) || 'none'}. Factions: ${names.list(premise.faction_ids) || 'none'}.`,
    `Places (the contested one first): ${names.list(premise.location_ids) || 'none'}.`,
  ].join(' ');
}

/** The premise's own words and the names it involves: what a memory about this story would mention. */
export function premiseTerms(premise: GenerationPremise, names: EntityNames): string {
  const ids = [premise.protagonist_id, premise.antagonist_id, ...premise.character_ids, ...premise.faction_ids, ...premise.location_ids];
  return [premise.threat, premise.stakes, names.list(ids.filter((id): id is string => id !== null))].join(' ');
}

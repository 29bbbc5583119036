import type { BeatChange, BeatChangeKind, ChangedEntity, CharacterStatus, FactionStatus, LocationStatus, RelationshipKind } from '@worldloom/contracts';
import type { AppliedBeatConsequences } from '@worldloom/domain';

/*
 * A beat's consequences in plain words, one change per line, each naming its entities as references
 * ("The Iron Guild turned hostile to the River Clans"). History lines are left out: each restates, on an
 * entity's page, a change listed here. Memories make one line: who will remember the beat.
 */

type Part = string | ChangedEntity;

type Named = ReadonlyMap<string, { readonly name: string }>;

/** The world's entities by id, as a folded world holds them. */
export interface WorldNames {
  readonly locations: Named;
  readonly factions: Named;
  readonly characters: Named;
}

/** How the list names the world's things: by the names they had just after the beat. */
interface Names {
  location(id: string): ChangedEntity;
  faction(id: string): ChangedEntity;
  character(id: string): ChangedEntity;
}

function namesIn(world: WorldNames): Names {
  const named = (kind: ChangedEntity['kind'], id: string, map: Named, unknown: string) => ({
    kind,
    id,
    name: map.get(id)?.name ?? unknown,
  });
  return {
    location: (id) => named('location', id, world.locations, 'a place no longer known'),
    faction: (id) => named('faction', id, world.factions, 'a faction no longer known'),
    character: (id) => named('character', id, world.characters, 'someone no longer known'),
  };
}

function change(kind: BeatChangeKind, ...parts: Part[]): BeatChange {
  return {
    kind,
    text: parts.map((part) => (typeof part === 'string' ? part : part.name)).join(''),
    parts: parts.map((part) => (typeof part === 'string' ? { text: part } : { entity: part })),
  };
}

/** "A", "A and B", "A, B and C", with each entity kept as a part. */
function listed(entities: readonly ChangedEntity[]): Part[] {
  return entities.flatMap((entity, index) => {
    const separator = index === 0 ? [] : [index === entities.length - 1 ? ' and ' : ', '];
    return [...separator, entity];
  });
}

function quoted(texts: readonly string[]): string {
  return texts.map((text) => `“${text}”`).join(', ');
}

const LOCATION_FATES: Readonly<Record<LocationStatus, string>> = {
  thriving: ' began to thrive',
  stable: ' steadied',
  declining: ' began to decline',
  ruined: ' fell to ruin',
  abandoned: ' was abandoned',
  lost: ' was lost',
};

const FACTION_FATES: Readonly<Record<FactionStatus, string>> = {
  rising: ' began to rise',
  stable: ' steadied',
  declining: ' began to decline',
  collapsed: ' collapsed',
};

function characterFate(previous: CharacterStatus, status: CharacterStatus): string {
  switch (status) {
    case 'deceased':
      return ' died';
    case 'missing':
      return ' went missing';
    case 'retired':
      return ' retired';
    case 'active':
      return previous === 'missing' ? ' came back' : ' returned to the story';
    default: {
      const _exhaustive: never = status;
      return _exhaustive;
    }
  }
}

/** What two characters tied by a kind are to each other. */
const TIES: Readonly<Record<RelationshipKind, string>> = {
  ally: 'allies',
  rival: 'rivals',
  family: 'family',
  mentor: 'mentor and pupil',
  romance: 'lovers',
  enemy: 'enemies',
};

function relationship(
  names: Names,
  { characterId, otherCharacterId, previousKind, kind }: AppliedBeatConsequences['relationshipChanges'][number],
): BeatChange {
  const pair = [names.character(characterId), ' and ', names.character(otherCharacterId)];
  if (kind === null) return change('relationship', ...pair, ` are no longer ${previousKind === null ? 'tied' : TIES[previousKind]}`);
  const once = previousKind === null ? '' : `, once ${TIES[previousKind]},`;
  return change('relationship', ...pair, `${once} became ${TIES[kind]}`);
}

function stance(names: Names, { sourceFactionId, targetFactionId, previousStance, stance }: AppliedBeatConsequences['stanceChanges'][number]): BeatChange {
  const [source, target] = [names.faction(sourceFactionId), names.faction(targetFactionId)];
  if (stance === 'hostile') return change('stance', source, ' turned hostile to ', target);
  if (stance === 'ally') return change('stance', source, ' allied with ', target);
  if (previousStance === 'hostile') return change('stance', source, ' made peace with ', target);
  return change('stance', source, ' ended its alliance with ', target);
}

function territory(names: Names, territoryChange: AppliedBeatConsequences['territoryChanges'][number]): BeatChange {
  const [faction, place] = [names.faction(territoryChange.factionId), names.location(territoryChange.locationId)];
  if (territoryChange.kind === 'release') return change('territory_released', faction, ' gave up ', place);
  const from = territoryChange.previousFactionId === null ? [] : [' from ', names.faction(territoryChange.previousFactionId)];
  return territoryChange.method === 'conquest'
    ? change('territory_claimed', faction, ' conquered ', place, ...from)
    : change('territory_claimed', faction, ' gained ', place, ' by treaty', ...from);
}

function allegiance(names: Names, { characterId, change: kind, fromFactionId, toFactionId }: AppliedBeatConsequences['allegianceChanges'][number]): BeatChange {
  const character = names.character(characterId);
  const faction = (id: string | null): Part => (id === null ? 'no faction' : names.faction(id));
  switch (kind) {
    case 'join':
      return change('allegiance', character, ' joined ', faction(toFactionId));
    case 'leave':
      return change('allegiance', character, ' left ', faction(fromFactionId));
    case 'defect':
      return change('allegiance', character, ' defected from ', faction(fromFactionId), ' to ', faction(toFactionId));
    case 'holdout':
      return change('allegiance', character, ' held out in ', faction(fromFactionId), ' after its fall');
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
}

function motivations(names: Names, { characterId, added, dropped }: AppliedBeatConsequences['motivationChanges'][number]): BeatChange {
  const aims = [...(added.length > 0 ? [`took up ${quoted(added)}`] : []), ...(dropped.length > 0 ? [`gave up ${quoted(dropped)}`] : [])];
  return change('motivations', names.character(characterId), ` ${aims.join(' and ')}`);
}

function leader(names: Names, { factionId, leaderId }: AppliedBeatConsequences['leaderChanges'][number]): BeatChange {
  const faction = names.faction(factionId);
  return leaderId === null ? change('leader', faction, ' was left without a leader') : change('leader', names.character(leaderId), ' now leads ', faction);
}

function move(names: Names, { characterId, fromLocationId, toLocationId }: AppliedBeatConsequences['moves'][number]): BeatChange {
  const [character, to] = [names.character(characterId), names.location(toLocationId)];
  return fromLocationId === null
    ? change('move', character, ' arrived in ', to)
    : change('move', character, ' moved from ', names.location(fromLocationId), ' to ', to);
}

/** Everyone who gained a memory of the beat, once each, in one line. */
function rememberers(names: Names, memories: AppliedBeatConsequences['memories']): BeatChange[] {
  const ids = [...new Set(memories.map((memory) => memory.characterId))];
  if (ids.length === 0) return [];
  return [change('memories', ...listed(ids.map(names.character)), ' will remember this')];
}

/** The beat's changes in plain words, newcomers first, then fates, territory, diplomacy, people and places. */
export function describeBeatChanges(consequences: AppliedBeatConsequences, world: WorldNames): BeatChange[] {
  const names = namesIn(world);
  const { newcomers } = consequences;
  return [
    ...newcomers.locations.map(({ locationId, type }) => change('location_emerged', names.location(locationId), ` emerged, a new ${type}`)),
    ...newcomers.characters.map(({ characterId, locationId }) =>
      change('character_emerged', names.character(characterId), ' emerged', ...(locationId === null ? [] : [' in ', names.location(locationId)])),
    ),
    ...consequences.characterStatusChanges.map(({ characterId, previousStatus, status }) =>
      change('character_status', names.character(characterId), characterFate(previousStatus, status)),
    ),
    ...consequences.locationStatusChanges.map(({ locationId, status }) => change('location_status', names.location(locationId), LOCATION_FATES[status])),
    ...consequences.factionStatusChanges.map(({ factionId, status }) => change('faction_status', names.faction(factionId), FACTION_FATES[status])),
    ...consequences.territoryChanges.map((territoryChange) => territory(names, territoryChange)),
    ...consequences.stanceChanges.map((stanceChange) => stance(names, stanceChange)),
    ...consequences.doctrines.map(({ factionId, ideology }) => change('doctrine', names.faction(factionId), ` rewrote its doctrine: “${ideology}”`)),
    ...consequences.leaderChanges.map((leaderChange) => leader(names, leaderChange)),
    ...consequences.allegianceChanges.map((allegianceChange) => allegiance(names, allegianceChange)),
    ...consequences.relationshipChanges.map((relationshipChange) => relationship(names, relationshipChange)),
    ...consequences.motivationChanges.map((motivationChange) => motivations(names, motivationChange)),
    ...consequences.moves.map((characterMove) => move(names, characterMove)),
    ...consequences.characterAmendments.map(({ characterId }) => change('character_described', names.character(characterId), ' was seen in a new light')),
    ...consequences.locationAmendments.map(({ locationId }) => change('location_described', names.location(locationId), ' was described anew')),
    ...rememberers(names, consequences.memories),
  ];
}

import { masterOf } from '../diplomacy/diplomacy.rules';
import type { CharacterState } from '../entities/character.state';
import type { ExistingWorld } from '../world.state';

/** The kinds of contradiction the coherence judge finds, in a world's state and in a proposed beat or arc. */
export type ContradictionKind =
  | 'leader-against-own-faction'
  | 'duplicate-memory'
  | 'inactive-leader'
  | 'lost-place-occupied'
  | 'collapsed-faction-member'
  | 'inactive-acting'
  | 'unknown-entity'
  | 'dead-cast'
  | 'untold-fate'
  | 'unnarrated-change'
  | 'forgotten-witness'
  | 'unanswered-player-action';

export interface Contradiction {
  readonly kind: ContradictionKind;
  readonly entityIds: readonly string[];
  /** What is wrong, in words a person or a model can act on. */
  readonly message: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Working for the fall of the very faction one leads: the motivation puts its name right after such a verb. */
function downfallOf(name: string): RegExp {
  const verbs = 'bring(?:ing)? down|overthrow|destroy|topple|betray|undermine|ruin|dismantle|tear down|burn|(?:down)?fall of|end of';
  return new RegExp(`\\b(?:${verbs})\\s+(?:the\\s+)?${escape(name)}(?![\\p{L}\\p{N}])`, 'iu');
}

/** Whether a motivation works for the fall of the faction of that name (a leader may hold none such for their own). */
export function turnsAgainstFaction(motivation: string, factionName: string): boolean {
  return downfallOf(factionName.replace(/^the\s+/i, '')).test(motivation);
}

function againstOwnFaction(world: ExistingWorld): Contradiction[] {
  const found: Contradiction[] = [];
  for (const faction of world.factions.values()) {
    const leader = faction.leaderId === null ? undefined : world.characters.get(faction.leaderId);
    if (leader === undefined) continue;
    const motivation = leader.motivations.find((text) => turnsAgainstFaction(text, faction.name));
    if (motivation !== undefined) {
      found.push({
        kind: 'leader-against-own-faction',
        entityIds: [leader.id, faction.id],
        message: `${leader.name} leads ${faction.name} yet is driven to "${motivation}"`,
      });
    }
  }
  return found;
}

const memoryKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function duplicateMemories(character: CharacterState): Contradiction[] {
  const seen = new Set<string>();
  const found: Contradiction[] = [];
  for (const memory of character.memories) {
    const key = memoryKey(memory.eventDescription);
    if (seen.has(key)) {
      found.push({
        kind: 'duplicate-memory',
        entityIds: [character.id, key],
        message: `${character.name} remembers "${memory.eventDescription}" twice`,
      });
    }
    seen.add(key);
  }
  return found;
}

function inactiveLeaders(world: ExistingWorld): Contradiction[] {
  return [...world.factions.values()].flatMap((faction) => {
    const leader = faction.leaderId === null ? undefined : world.characters.get(faction.leaderId);
    if (leader === undefined || (leader.status !== 'deceased' && leader.status !== 'missing')) return [];
    return [{
      kind: 'inactive-leader' as const,
      entityIds: [faction.id, leader.id],
      message: `${faction.name} is still led by ${leader.name}, who is ${leader.status}: name a new leader (or none)`,
    }];
  });
}

const isPresent = (character: CharacterState) => character.status === 'active' || character.status === 'retired';

function lostPlacesOccupied(world: ExistingWorld): Contradiction[] {
  const found: Contradiction[] = [];
  for (const location of world.locations.values()) {
    if (location.status !== 'lost') continue;
    const master = masterOf(world, location.id);
    if (master !== null) {
      found.push({
        kind: 'lost-place-occupied',
        entityIds: [location.id, master.id],
        message: `${location.name} is lost, yet ${master.name} still holds it: release it`,
      });
    }
    for (const character of world.characters.values()) {
      if (character.locationId === location.id && isPresent(character)) {
        found.push({
          kind: 'lost-place-occupied',
          entityIds: [location.id, character.id],
          message: `${location.name} is lost, yet ${character.name} still lives there: move them out`,
        });
      }
    }
  }
  return found;
}

function collapsedFactionMembers(world: ExistingWorld): Contradiction[] {
  const found: Contradiction[] = [];
  for (const character of world.characters.values()) {
    const faction = character.factionId === null ? undefined : world.factions.get(character.factionId);
    if (faction?.status !== 'collapsed' || character.status !== 'active' || character.allegiance?.change === 'holdout') continue;
    found.push({
      kind: 'collapsed-faction-member',
      entityIds: [character.id, faction.id],
      message: `${character.name} still serves ${faction.name}, which has collapsed: they leave, defect, or hold out for a reason`,
    });
  }
  return found;
}

/** Every contradiction in a world's state. */
export function findContradictions(world: ExistingWorld): Contradiction[] {
  return [
    ...againstOwnFaction(world),
    ...[...world.characters.values()].flatMap(duplicateMemories),
    ...inactiveLeaders(world),
    ...lostPlacesOccupied(world),
    ...collapsedFactionMembers(world),
  ];
}

export const contradictionKey = (contradiction: Contradiction) => `${contradiction.kind}:${contradiction.entityIds.join(',')}`;

/** The contradictions `after` has that `before` had not: what a change brought in (older ones are not its doing). */
export function newContradictions(before: ExistingWorld, after: ExistingWorld): Contradiction[] {
  const known = new Set(findContradictions(before).map(contradictionKey));
  return findContradictions(after).filter((contradiction) => !known.has(contradictionKey(contradiction)));
}

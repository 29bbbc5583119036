import { DomainError } from '../shared/domain-error';
import type { WorldDomainEvent, WorldOrigin } from '../world/world.events';
import { type IdMap, remapWorldEventIds } from './remap-ids';

/** The world a copied history makes: its own id, owner, name and time, and where it came from. */
export interface WorldCopy {
  readonly worldId: string;
  readonly ownerId: string;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
  readonly origin: WorldOrigin;
}

/**
 * A new world's history made from another's (a fork, an import): its own WorldCreated naming the origin,
 * then every later event with the world's ids replaced through `map`. Folding it gives the source's state
 * but for ids, name and owner.
 */
export function copyWorldHistory(events: readonly WorldDomainEvent[], copy: WorldCopy, map: IdMap): WorldDomainEvent[] {
  const [first, ...rest] = events;
  if (first?.type !== 'WorldCreated') {
    throw DomainError.invalid('HISTORY.NOT_A_WORLD', 'A world history starts with WorldCreated');
  }
  const copied = rest.filter((event) => !MEMBERSHIP_EVENT_TYPES.has(event.type));
  return [{ type: 'WorldCreated', data: { ...copy } }, ...copied.map((event) => remapWorldEventIds(event, map))];
}

/** A copy belongs to whoever made it, with no members and no invites: who was in the source stays there. */
const MEMBERSHIP_EVENT_TYPES: ReadonlySet<WorldDomainEvent['type']> = new Set([
  'InviteCreated',
  'InviteRevoked',
  'MemberJoined',
  'MemberRoleChanged',
  'MemberRemoved',
  'MemberLeft',
  'PlayerCharacterBound',
]);

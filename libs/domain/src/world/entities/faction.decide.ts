import { DomainError } from '../../shared/domain-error';
import { changedFields } from '../../shared/changes';
import { isBlank, optionalText } from '../../shared/text';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import type { ExistingWorld, WorldState } from '../world.state';
import { requireFaction, requireNewId } from './entity-rules';
import type { AddFaction, NewFaction, RecordFactionHistory, RemoveFaction, UpdateFaction } from './faction.commands';
import type { FactionAdded } from './faction.events';
import { FACTION_PROFILE_KEYS, requireLivingLeader, requireValidFactionProfile } from './faction.rules';
import type { FactionProfile } from './faction.state';
import { factionHistoryEvent, factionStatusEvents } from './history-events';
import { NOTHING_REMOVED, removalEvents } from './removal';
import { FACTION_STATUS_TRANSITIONS, requireTransition } from './status-transitions';
import { requireTerm } from './vocabulary';

/** Validates a new faction (by hand or from seeding) and fills in its defaults. */
export function factionAdded(world: ExistingWorld, input: NewFaction, at: string): FactionAdded {
  requireNewId(world.factions, input.factionId, 'FACTION.ALREADY_EXISTS', 'Faction');
  const profile: FactionProfile = {
    name: input.name,
    type: input.type,
    membersEstimate: input.membersEstimate ?? 0,
    controlledLocationIds: input.controlledLocationIds ?? [],
    leaderId: input.leaderId ?? null,
    bannerColor: input.bannerColor ?? '',
    ideology: input.ideology ?? '',
    tags: input.tags ?? [],
  };
  requireValidFactionProfile(world, profile, input.factionId);
  requireLivingLeader(world, profile.leaderId);
  const status = requireTerm('faction status', input.status ?? 'stable');
  return { type: 'FactionAdded', data: { factionId: input.factionId, ...profile, status, addedAt: at } };
}

export function addFaction(command: AddFaction, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  return [factionAdded(world, command.data, command.metadata.now)];
}

/** Emits only what changes; a status change also writes a history line with the previous status. */
export function updateFaction(command: UpdateFaction, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { factionId, status, reason } = command.data;
  const faction = requireFaction(world, factionId);
  const at = command.metadata.now;
  const changes = changedFields<FactionProfile>(faction, command.data, FACTION_PROFILE_KEYS);
  requireValidFactionProfile(world, { ...faction, ...changes }, factionId);
  requireLivingLeader(world, changes.leaderId);
  const events: WorldDomainEvent[] = [];
  if (Object.keys(changes).length > 0)
    events.push({ type: 'FactionUpdated', data: { factionId, changes, updatedAt: at } });
  if (status !== undefined && status !== faction.status) {
    requireTransition(FACTION_STATUS_TRANSITIONS, 'faction', faction.status, requireTerm('faction status', status));
    const change = { previousStatus: faction.status, status, reason: optionalText(reason) };
    events.push(...factionStatusEvents(factionId, change, at, null));
  }
  return events;
}

export function removeFaction(command: RemoveFaction, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { id } = requireFaction(world, command.data.factionId);
  return removalEvents(world, { ...NOTHING_REMOVED, factionIds: new Set([id]) }, command.metadata.now);
}

export function recordFactionHistory(command: RecordFactionHistory, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { id } = requireFaction(world, command.data.factionId);
  if (isBlank(command.data.event))
    throw DomainError.invalid('HISTORY.EVENT_REQUIRED', 'A historical event needs a text');
  return [factionHistoryEvent(id, command.data.event, command.metadata.now, null)];
}

import { DomainError } from '../../shared/domain-error';
import { ChangeHistory, type HistoryLine } from '../changes/change-history';
import { doctrineEvent, historyLineEvent, stanceEvent, territoryEvent } from '../changes/change-events';
import { factionStatusEvents } from '../entities/history-events';
import { FACTION_STATUS_TRANSITIONS, requireTransition } from '../entities/status-transitions';
import { requireTerm } from '../entities/vocabulary';
import { commandReferences } from '../references';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import type { WorldState } from '../world.state';
import type {
  ClaimLocation,
  ReleaseLocation,
  ReviseFactionStances,
  RewriteFactionDoctrine,
  SetFactionStance,
  SetFactionStatus,
} from './diplomacy.commands';
import { requireReason, stanceOf, validDoctrine, validStanceChange, validTerritoryChange } from './diplomacy.rules';

const lines = (history: readonly HistoryLine[], at: string) => history.map((line) => historyLineEvent(line, at, null));

export function setFactionStance(command: SetFactionStance, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const change = validStanceChange(commandReferences(world), command.data);
  const at = command.metadata.now;
  return [stanceEvent(change, at, null), ...lines(new ChangeHistory(world).stance(change).lines, at)];
}

/** Only what changes is recorded: a stance the evaluation keeps is left alone, and no pair is judged twice. */
export function reviseFactionStances(command: ReviseFactionStances, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const refs = commandReferences(world);
  const at = command.metadata.now;
  const history = new ChangeHistory(world);
  const seen = new Set<string>();
  const events: WorldDomainEvent[] = [];
  for (const input of command.data.changes) {
    if (input.sourceFactionId === input.targetFactionId) throw DomainError.invalid('STANCE.SELF', 'A faction has no stance toward itself');
    const pair = `${input.sourceFactionId}>${input.targetFactionId}`;
    if (seen.has(pair)) throw DomainError.invalid('STANCE.TWICE', 'An evaluation judges each stance once');
    seen.add(pair);
    // Both factions must exist even when the stance is kept: a kept stance toward nobody is still a wrong evaluation.
    if (stanceOf(refs.faction(input.sourceFactionId), refs.faction(input.targetFactionId).id) === input.stance) continue;
    const change = validStanceChange(refs, input);
    history.stance(change);
    events.push(stanceEvent(change, at, null));
  }
  return [...events, ...lines(history.lines, at)];
}

export function claimLocation(command: ClaimLocation, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const change = validTerritoryChange(commandReferences(world), { kind: 'claim', ...command.data });
  const at = command.metadata.now;
  return [territoryEvent(change, at, null), ...lines(new ChangeHistory(world).territory(change).lines, at)];
}

export function releaseLocation(command: ReleaseLocation, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const change = validTerritoryChange(commandReferences(world), { kind: 'release', ...command.data });
  const at = command.metadata.now;
  return [territoryEvent(change, at, null), ...lines(new ChangeHistory(world).territory(change).lines, at)];
}

/** A status change with its reason, then the doctrine rewritten for the faction's new fortune, in one decision. */
export function setFactionStatus(command: SetFactionStatus, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const refs = commandReferences(world);
  const { factionId, doctrine } = command.data;
  const faction = refs.faction(factionId);
  const status = requireTerm('faction status', command.data.status);
  if (status === faction.status) throw DomainError.conflict('FACTION.STATUS_UNCHANGED', `${faction.name} is already ${status}`);
  requireTransition(FACTION_STATUS_TRANSITIONS, 'faction', faction.status, status);
  const reason = requireReason(command.data.reason, 'A change of status');
  const at = command.metadata.now;
  const events: WorldDomainEvent[] = factionStatusEvents(factionId, { previousStatus: faction.status, status, reason }, at, null);
  if (doctrine === undefined) return events;
  const change = validDoctrine(refs, { factionId, ...doctrine, reason });
  return [...events, doctrineEvent(change, at, null), ...lines(new ChangeHistory(world).doctrine(change).lines, at)];
}

export function rewriteFactionDoctrine(command: RewriteFactionDoctrine, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const change = validDoctrine(commandReferences(world), command.data);
  const at = command.metadata.now;
  return [doctrineEvent(change, at, null), ...lines(new ChangeHistory(world).doctrine(change).lines, at)];
}

import { assertNever } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import { isBlank } from '../../shared/text';
import { ChangeHistory } from '../changes/change-history';
import { historyLineEvent, stanceEvent } from '../changes/change-events';
import { newContradictions } from '../coherence/contradictions';
import { requireCoherent } from '../coherence/judge';
import { Decision } from '../decision';
import { validStanceChange } from '../diplomacy/diplomacy.rules';
import { generatedReferences } from '../references';
import { characterAdded } from '../entities/character.decide';
import { requireReference } from '../entities/entity-rules';
import { factionAdded } from '../entities/faction.decide';
import { requireLivingLeader } from '../entities/faction.rules';
import { locationAdded } from '../entities/location.decide';
import { removalEvents } from '../entities/removal';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import { hasEntities } from '../world.queries';
import type { ExistingWorld, WorldState } from '../world.state';
import type { StanceChangeInput } from '../arc/beat-consequences';
import type {
  CompleteSeeding,
  FactionLeader,
  FailSeeding,
  RecordSeedingPhase,
  RequestSeeding,
  SeedingPhaseEntities,
} from './seeding.commands';
import { SEEDING_PHASES, type SeedingState } from './seeding.state';

type PendingSeeding = Extract<SeedingState, { status: 'pending' }>;

const notPending = (requestId: string): DomainError =>
  DomainError.conflict('SEEDING.NOT_PENDING', `Seeding request ${requestId} is not in progress`);

/** The pending seeding of this request; null when this request already finished the same way (a replay). */
function pendingSeeding(world: ExistingWorld, requestId: string, replayOf: 'seeded' | 'failed'): PendingSeeding | null {
  const { seeding } = world;
  if (seeding.status !== 'not_requested' && seeding.requestId === requestId) {
    if (seeding.status === 'pending') return seeding;
    if (seeding.status === replayOf) return null;
  }
  throw notPending(requestId);
}

export function requestSeeding(command: RequestSeeding, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  if (world.seeding.status === 'pending') {
    throw DomainError.conflict('WORLD.SEEDING_IN_PROGRESS', 'This world is already being generated');
  }
  if (hasEntities(world)) throw DomainError.conflict('WORLD.ALREADY_SEEDED', 'This world already has entities');
  return [
    { type: 'WorldSeedingRequested', data: { requestId: command.data.requestId, requestedAt: command.metadata.now } },
  ];
}

function recordLeaders(decision: Decision, leaders: readonly FactionLeader[], at: string): void {
  const named = new Set<string>();
  for (const { factionId, characterId } of leaders) {
    requireReference(decision.state.factions, factionId, 'faction');
    requireReference(decision.state.characters, characterId, 'character');
    requireLivingLeader(decision.state, characterId);
    if (named.has(factionId)) throw DomainError.invalid('SEEDING.DUPLICATE_LEADER', 'A faction has one leader');
    named.add(factionId);
    decision.emit({ type: 'FactionUpdated', data: { factionId, changes: { leaderId: characterId }, updatedAt: at } });
  }
}

/** The stances the factions start with (neutral where none is set), each with its reason and history line. */
function recordStances(decision: Decision, stances: readonly StanceChangeInput[], at: string): void {
  for (const input of stances) {
    const change = validStanceChange(generatedReferences(decision.state, 'SEEDING.INVALID_REFERENCE'), input);
    const lines = new ChangeHistory(decision.state).stance(change).lines;
    decision.emit(stanceEvent(change, at, null), ...lines.map((line) => historyLineEvent(line, at, null)));
  }
}

/** Adds the entities one by one, so each may point at those before it (a city in a region of the same phase). */
function addEntities(decision: Decision, data: SeedingPhaseEntities, at: string): string[] {
  switch (data.phase) {
    case 'locations':
      for (const input of data.entities) decision.emit(locationAdded(decision.state, input, at));
      return data.entities.map((input) => input.locationId);
    case 'factions':
      for (const input of data.entities) decision.emit(factionAdded(decision.state, input, at));
      recordStances(decision, data.stances ?? [], at);
      return data.entities.map((input) => input.factionId);
    case 'characters':
      for (const input of data.entities) decision.emit(characterAdded(decision.state, input, at));
      recordLeaders(decision, data.factionLeaders ?? [], at);
      return data.entities.map((input) => input.characterId);
    default:
      return assertNever(data);
  }
}

/** Idempotent per phase: a phase this request already recorded is a no-op, so a resumed process adds nothing twice. */
export function recordSeedingPhase(command: RecordSeedingPhase, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { requestId, phase } = command.data;
  const seeding = pendingSeeding(world, requestId, 'seeded');
  if (seeding === null || seeding.recordedPhases.includes(phase)) return [];
  const expected = SEEDING_PHASES[seeding.recordedPhases.length];
  if (phase !== expected) {
    throw DomainError.invalid(
      'SEEDING.PHASE_OUT_OF_ORDER',
      `Seeding records ${SEEDING_PHASES.join(', ')} in that order; next is ${expected}`,
    );
  }
  const at = command.metadata.now;
  const decision = new Decision(world);
  const entityIds = addEntities(decision, command.data, at);
  // Generated content passes the coherence judge before it is appended (a leader against their own faction...).
  requireCoherent(newContradictions(world, decision.state));
  decision.emit({ type: 'WorldSeedingPhaseRecorded', data: { requestId, phase, entityIds, recordedAt: at } });
  return decision.events;
}

export function completeSeeding(command: CompleteSeeding, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const seeding = pendingSeeding(world, command.data.requestId, 'seeded');
  if (seeding === null) return [];
  const missing = SEEDING_PHASES.filter((phase) => !seeding.recordedPhases.includes(phase));
  if (missing.length > 0) {
    throw DomainError.invalid('SEEDING.INCOMPLETE', `Seeding has not recorded its ${missing.join(', ')} yet`);
  }
  const { locationIds, factionIds, characterIds } = seeding.seeded;
  return [
    {
      type: 'WorldSeeded',
      data: {
        requestId: seeding.requestId,
        locationCount: locationIds.filter((id) => world.locations.has(id)).length,
        factionCount: factionIds.filter((id) => world.factions.has(id)).length,
        characterCount: characterIds.filter((id) => world.characters.has(id)).length,
        seededAt: command.metadata.now,
      },
    },
  ];
}

/**
 * A failed seeding takes its entities back out (with their references), so the world is empty again and
 * the user can simply try again (SPEC §8 "Failed to seed world. Please try again."). Entities added by
 * hand in the meantime stay.
 */
export function failSeeding(command: FailSeeding, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { requestId } = command.data;
  const seeding = pendingSeeding(world, requestId, 'failed');
  if (seeding === null) return [];
  const at = command.metadata.now;
  const stillThere = (ids: readonly string[], entities: ReadonlyMap<string, unknown>) =>
    new Set(ids.filter((id) => entities.has(id)));
  const removal = {
    locationIds: stillThere(seeding.seeded.locationIds, world.locations),
    factionIds: stillThere(seeding.seeded.factionIds, world.factions),
    characterIds: stillThere(seeding.seeded.characterIds, world.characters),
  };
  const reason = isBlank(command.data.reason) ? 'Seeding failed' : command.data.reason;
  return [
    ...removalEvents(world, removal, at),
    { type: 'WorldSeedingFailed', data: { requestId, reason, failedAt: at } },
  ];
}

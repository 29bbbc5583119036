import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { completeArcNow, progressArc, startArc } from './arc/arc.decide';
import {
  claimLocation,
  releaseLocation,
  reviseFactionStances,
  rewriteFactionDoctrine,
  setFactionStance,
  setFactionStatus,
} from './diplomacy/diplomacy.decide';
import { recordWorldEvent } from './arc/world-event.decide';
import { addCharacter, recordCharacterMemory, removeCharacter, updateCharacter } from './entities/character.decide';
import { addFaction, recordFactionHistory, removeFaction, updateFaction } from './entities/faction.decide';
import { addLocation, recordLocationHistory, removeLocation, updateLocation } from './entities/location.decide';
import { acceptBeatDraft, discardBeatDraft, editBeatDraft, regenerateBeatDraft } from './drafts/draft.decide';
import { revertBeat } from './revert/revert.decide';
import {
  createInvite,
  joinWorld,
  leaveWorld,
  removeMember,
  revokeInvite,
  setAutoAdvance,
  setMemberRole,
} from './members/members.decide';
import { completeSeeding, failSeeding, recordSeedingPhase, requestSeeding } from './seeding/seeding.decide';
import { setReviewMode, setWorldBudget } from './settings/settings.decide';
import type { CreateWorld, WorldCommand } from './world.commands';
import type { WorldDomainEvent } from './world.events';
import { evolve } from './world.evolve';
import type { WorldState } from './world.state';

function createWorld(command: CreateWorld, state: WorldState): WorldDomainEvent[] {
  if (state.status !== 'none') throw DomainError.conflict('WORLD.ALREADY_EXISTS', 'World already exists');
  return [
    {
      type: 'WorldCreated',
      data: {
        worldId: command.data.worldId,
        ownerId: command.metadata.actorUserId,
        name: command.data.name,
        description: command.data.description,
        createdAt: command.metadata.now,
        origin: null,
      },
    },
  ];
}

/** The one decider of a world's stream: it only dispatches, each command has its own function. */
export function decide(command: WorldCommand, state: WorldState): WorldDomainEvent[] {
  switch (command.type) {
    case 'CreateWorld':
      return createWorld(command, state);
    case 'RequestSeeding':
      return requestSeeding(command, state);
    case 'RecordSeedingPhase':
      return recordSeedingPhase(command, state);
    case 'CompleteSeeding':
      return completeSeeding(command, state);
    case 'FailSeeding':
      return failSeeding(command, state);
    case 'AddLocation':
      return addLocation(command, state);
    case 'UpdateLocation':
      return updateLocation(command, state);
    case 'RemoveLocation':
      return removeLocation(command, state);
    case 'RecordLocationHistory':
      return recordLocationHistory(command, state);
    case 'AddFaction':
      return addFaction(command, state);
    case 'UpdateFaction':
      return updateFaction(command, state);
    case 'RemoveFaction':
      return removeFaction(command, state);
    case 'RecordFactionHistory':
      return recordFactionHistory(command, state);
    case 'AddCharacter':
      return addCharacter(command, state);
    case 'UpdateCharacter':
      return updateCharacter(command, state);
    case 'RemoveCharacter':
      return removeCharacter(command, state);
    case 'RecordCharacterMemory':
      return recordCharacterMemory(command, state);
    case 'StartArc':
      return startArc(command, state);
    case 'ProgressArc':
      return progressArc(command, state);
    case 'CompleteArc':
      return completeArcNow(command, state);
    case 'SetFactionStance':
      return setFactionStance(command, state);
    case 'ReviseFactionStances':
      return reviseFactionStances(command, state);
    case 'ClaimLocation':
      return claimLocation(command, state);
    case 'ReleaseLocation':
      return releaseLocation(command, state);
    case 'SetFactionStatus':
      return setFactionStatus(command, state);
    case 'RewriteFactionDoctrine':
      return rewriteFactionDoctrine(command, state);
    case 'RecordWorldEvent':
      return recordWorldEvent(command, state);
    case 'SetReviewMode':
      return setReviewMode(command, state);
    case 'SetWorldBudget':
      return setWorldBudget(command, state);
    case 'EditBeatDraft':
      return editBeatDraft(command, state);
    case 'AcceptBeatDraft':
      return acceptBeatDraft(command, state);
    case 'RegenerateBeatDraft':
      return regenerateBeatDraft(command, state);
    case 'DiscardBeatDraft':
      return discardBeatDraft(command, state);
    case 'RevertBeat':
      return revertBeat(command, state);
    case 'CreateInvite':
      return createInvite(command, state);
    case 'RevokeInvite':
      return revokeInvite(command, state);
    case 'JoinWorld':
      return joinWorld(command, state);
    case 'SetMemberRole':
      return setMemberRole(command, state);
    case 'RemoveMember':
      return removeMember(command, state);
    case 'LeaveWorld':
      return leaveWorld(command, state);
    case 'SetAutoAdvance':
      return setAutoAdvance(command, state);
    default:
      return assertNever(command);
  }
}

export { evolve };

export function initialState(): WorldState {
  return { status: 'none' };
}

export const worldDecider: Decider<WorldCommand, WorldDomainEvent, WorldState> = { decide, evolve, initialState };

export const worldStreamId = (worldId: string): string => `world-${worldId}`;

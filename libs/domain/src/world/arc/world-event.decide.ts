import type { CommandContext } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import { isBlank } from '../../shared/text';
import { pendingDraft } from '../drafts/draft.rules';
import { requireTerm } from '../entities/vocabulary';
import { requireMembership } from '../members/members.rules';
import { playerActor } from '../members/player.rules';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import { evolveWorld } from '../world.evolve';
import { currentArc, currentBeatOf } from '../world.queries';
import type { ExistingWorld, WorldState } from '../world.state';
import type { RecordWorldEvent, WorldEventToRecord } from './arc.commands';
import { requireArc } from './next-arc-step';

/** SPEC §5: the exact alert the UI shows. */
export const NO_CURRENT_BEAT_MESSAGE = 'No current beat to attach the event to. Generate a beat first.';

/** Attaches the event to the current beat of the current arc; it then feeds the next beat. */
export function recordWorldEvent(command: RecordWorldEvent, state: WorldState): WorldDomainEvent[] {
  const { world, member } = requireMembership(state, command.metadata);
  // A player acts only through their own character, which the event then names.
  const actingCharacterId = member.role === 'player' ? playerActor(world, member, command.data.eventType) : null;
  if (actingCharacterId === null) requireOwnedWorld(state, command.metadata);
  const arc = currentArc(world);
  const beat = arc === null ? null : currentBeatOf(arc);
  if (arc === null || beat === null) throw DomainError.invalid('EVENT.NO_CURRENT_BEAT', NO_CURRENT_BEAT_MESSAGE);
  // The draft would be judged on a world without the event: the author settles it first.
  if (arc.draft !== null) throw pendingDraft();
  const { eventId, eventType, impactLevel, description } = command.data;
  if (isBlank(description)) throw DomainError.invalid('EVENT.DESCRIPTION_REQUIRED', 'An event needs a description');
  return [
    {
      type: 'WorldEventRecorded',
      data: {
        eventId,
        arcId: arc.arcId,
        beatId: beat.beatId,
        beatIndex: beat.index,
        eventType: requireTerm('event type', eventType),
        impactLevel: requireTerm('impact level', impactLevel),
        description,
        recordedAt: command.metadata.now,
        ...(actingCharacterId === null ? {} : { characterId: actingCharacterId }),
      },
    },
  ];
}

/**
 * ProgressArc's first half, which the application also runs so that the generator sees the world after it:
 * the arc must exist (an unknown one records nothing), then each event goes in as RecordWorldEvent puts it.
 */
export function recordEventsBeforeProgress(
  world: ExistingWorld,
  arcId: string,
  events: readonly WorldEventToRecord[],
  metadata: CommandContext,
): { recorded: WorldDomainEvent[]; world: ExistingWorld } {
  requireArc(world, arcId);
  const recorded: WorldDomainEvent[] = [];
  let after = world;
  for (const data of events) {
    const decided = recordWorldEvent({ type: 'RecordWorldEvent', data, metadata }, after);
    recorded.push(...decided);
    after = decided.reduce(evolveWorld, after);
  }
  return { recorded, world: after };
}

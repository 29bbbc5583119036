import { ANCHOR_BEAT_INDEXES } from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';
import { isBlank, optionalText } from '../../shared/text';
import { judgeBeat, judgePremise, requireCoherent } from '../coherence/judge';
import { requireTextList } from '../entities/entity-rules';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import { evolveWorld } from '../world.evolve';
import { currentArc, findArc, hasEntities, listArcs } from '../world.queries';
import type { ExistingWorld, WorldState } from '../world.state';
import type { CompleteArc, NewBeat, ProgressArc, StartArc } from './arc.commands';
import type { BeatDrafted } from '../drafts/draft.events';
import { draftConsequences, type DraftedBeat } from '../drafts/draft.state';
import type { ArcCompleted, ArcStarted, BeatGenerated, BeatPlan } from './arc.events';
import type { ArcPremise } from './arc.state';
import { NO_CONSEQUENCES } from './beat-consequences';
import { validConsequences } from './beat-consequences.rules';
import { beatSlot } from './beat-structure';
import { type ArcStep, nextArcStep, requireArc } from './next-arc-step';
import { recordEventsBeforeProgress } from './world-event.decide';

function requireUnusedBeatId(world: ExistingWorld, beatId: string): void {
  for (const arc of listArcs(world)) {
    if (arc.beats.some((beat) => beat.beatId === beatId)) {
      throw DomainError.conflict('BEAT.ALREADY_EXISTS', `Beat ${beatId} already exists`);
    }
  }
}

/** A plan or beat for `index`: lists of text, and the Save-the-Cat name when it comes without one. */
function validBeatContent(beat: BeatPlan): BeatPlan {
  return {
    beatId: beat.beatId,
    index: beat.index,
    name: isBlank(beat.name) ? beatSlot(beat.index).beatName : beat.name,
    description: beat.description ?? '',
    worldDirectives: requireTextList(beat.worldDirectives, 'World directives'),
    emergentStorylines: requireTextList(beat.emergentStorylines, 'Emergent storylines'),
  };
}

function validAnchors(world: ExistingWorld, plans: readonly BeatPlan[]): BeatPlan[] {
  const indexes = plans.map((plan) => plan.index).sort((a, b) => a - b);
  if (indexes.join() !== ANCHOR_BEAT_INDEXES.join()) {
    throw DomainError.invalid(
      'ARC.INVALID_ANCHORS',
      `An arc starts with one plan for each anchor beat ${ANCHOR_BEAT_INDEXES.join(', ')}`,
    );
  }
  if (new Set(plans.map((plan) => plan.beatId)).size !== plans.length) {
    throw DomainError.invalid('ARC.INVALID_ANCHORS', 'Each anchor beat needs its own id');
  }
  plans.forEach((plan) => requireUnusedBeatId(world, plan.beatId));
  return plans.map(validBeatContent).sort((a, b) => a.index - b.index);
}

function validPremise(premise: ArcPremise | null | undefined): ArcPremise | null {
  if (premise === null || premise === undefined) return null;
  if (isBlank(premise.threat) || isBlank(premise.stakes)) {
    throw DomainError.invalid('ARC.INVALID_PREMISE', 'A premise names its threat and its stakes');
  }
  return {
    threat: premise.threat.trim(),
    stakes: premise.stakes.trim(),
    protagonistId: premise.protagonistId,
    antagonistId: premise.antagonistId,
    characterIds: [...new Set(premise.characterIds)],
    factionIds: [...new Set(premise.factionIds)],
    locationIds: [...new Set(premise.locationIds)],
  };
}

/** The beat as it changes the world, once the coherence judge has found nothing it contradicts. */
function judgedBeat(world: ExistingWorld, event: BeatGenerated): BeatGenerated {
  requireCoherent(judgeBeat(world, event.data, evolveWorld(world, event)));
  return event;
}

/**
 * Plans anchors 0, 7 and 14 and makes beat 0 current: ArcStarted, then BeatGenerated for the anchor 0.
 * The premise's cast must be alive and present once the opening beat has brought in its newcomers.
 */
export function startArc(command: StartArc, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { arcId, storyName, detailedDescription, storyIdea } = command.data;
  if (findArc(world, arcId)) throw DomainError.conflict('ARC.ALREADY_EXISTS', `Arc ${arcId} already exists`);
  if (currentArc(world)?.status === 'active') {
    throw DomainError.conflict(
      'ARC.ACTIVE_EXISTS',
      'This world already has an active arc; progress it to the end first',
    );
  }
  if (!hasEntities(world)) {
    throw DomainError.conflict('WORLD.NOT_SEEDED', 'Add locations, factions or characters before starting an arc');
  }
  if (isBlank(storyName)) throw DomainError.invalid('ARC.STORY_NAME_REQUIRED', 'An arc needs a story name');
  const anchors = validAnchors(world, command.data.anchorBeats);
  const at = command.metadata.now;
  const [opening] = anchors as [BeatPlan, ...BeatPlan[]];
  const { openingBeat } = command.data;
  // The opening beat, when given, refines the planned anchor 0 (keeping its id) and changes the world like any beat.
  const beat = openingBeat ? validBeatContent({ ...openingBeat, beatId: opening.beatId, index: opening.index }) : opening;
  const consequences = openingBeat ? validConsequences(world, openingBeat.consequences ?? {}, at) : NO_CONSEQUENCES;
  const premise = validPremise(command.data.premise);
  const started: ArcStarted = {
    type: 'ArcStarted',
    data: { arcId, storyName, detailedDescription, storyIdea: optionalText(storyIdea), premise, anchors, startedAt: at },
  };
  const withArc = evolveWorld(world, started);
  const beatZero: BeatGenerated = {
    type: 'BeatGenerated',
    data: { arcId, beat: { ...beat, beatType: 'anchor' }, consequences, generatedAt: at },
  };
  // A planned anchor made current as it is changes nothing, so only a generated opening beat has a story to judge.
  const opened = openingBeat ? judgedBeat(withArc, beatZero) : beatZero;
  if (premise !== null) requireCoherent(judgePremise(evolveWorld(withArc, opened), premise));
  return [started, opened];
}

const unexpectedStep = (message: string): DomainError => DomainError.conflict('ARC.UNEXPECTED_STEP', message);

/** The beat `step` asks for, with its consequences, once the domain's rules and the coherence judge hold it. */
export function generateBeat(world: ExistingWorld, step: ArcStep, arcId: string, beat: NewBeat, at: string): BeatGenerated {
  if (step.kind === 'complete') throw unexpectedStep('Beat 14 was the last; complete the arc with a summary');
  if (beat.index !== step.index) throw unexpectedStep(`The next beat of this arc is ${step.index}, not ${beat.index}`);
  if (step.plannedBeat === null) requireUnusedBeatId(world, beat.beatId);
  else if (beat.beatId !== step.plannedBeat.beatId) {
    throw DomainError.invalid(
      'BEAT.ID_MISMATCH',
      `Anchor beat ${step.index} keeps its planned id ${step.plannedBeat.beatId}`,
    );
  }
  return judgedBeat(world, {
    type: 'BeatGenerated',
    data: {
      arcId,
      beat: { ...validBeatContent(beat), beatType: step.isAnchor ? 'anchor' : 'generated' },
      consequences: validConsequences(world, beat.consequences ?? {}, at),
      generatedAt: at,
    },
  });
}

/** A beat as a draft keeps it: its content as the beat will have it, and every list of its consequences. */
export function draftedBeat(beat: NewBeat): DraftedBeat {
  return { ...validBeatContent(beat), consequences: draftConsequences(beat.consequences) };
}

/** In review mode the beat, judged as if it happened, becomes a draft; the world stays as it is. */
function beatOrDraft(world: ExistingWorld, step: ArcStep, arcId: string, data: { beat: NewBeat; draftId?: string }, at: string): BeatGenerated | BeatDrafted {
  const generated = generateBeat(world, step, arcId, data.beat, at);
  if (!world.settings.reviewMode) return generated;
  if (data.draftId === undefined) throw DomainError.invalid('DRAFT.ID_REQUIRED', 'In review mode a beat is drafted, and the draft needs an id');
  return { type: 'BeatDrafted', data: { draftId: data.draftId, arcId, beat: draftedBeat(data.beat), replacesDraftId: null, draftedAt: at } };
}

function completeArc(step: ArcStep, arcId: string, summary: string, at: string): ArcCompleted {
  if (step.kind !== 'complete') throw unexpectedStep(`The arc is not finished: beat ${step.index} comes next`);
  if (isBlank(summary)) throw DomainError.invalid('ARC.SUMMARY_REQUIRED', 'Completing an arc needs a summary');
  return { type: 'ArcCompleted', data: { arcId, summary, completedAt: at } };
}

/**
 * Records the recent events, then makes the next beat current with its consequences (in review mode: drafts
 * it), or after beat 14 completes the arc with a summary: one decision, so a refusal anywhere records nothing.
 */
export function progressArc(command: ProgressArc, state: WorldState): WorldDomainEvent[] {
  const { data, metadata } = command;
  const owned = requireOwnedWorld(state, metadata);
  const { recorded, world } = recordEventsBeforeProgress(owned, data.arcId, data.recentEvents ?? [], metadata);
  if ('recordOnly' in data) {
    if (requireArc(world, data.arcId).status !== 'complete') {
      throw unexpectedStep('Only a complete arc takes events without a beat or a summary');
    }
    return recorded;
  }
  const step = nextArcStep(world, data.arcId);
  const progressed =
    'beat' in data ? beatOrDraft(world, step, data.arcId, data, metadata.now) : completeArc(step, data.arcId, data.summary, metadata.now);
  return [...recorded, progressed];
}

/** Ends an active arc now, wherever it stands (world.completeArc): the arc keeps the beats it reached. */
export function completeArcNow(command: CompleteArc, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const step = nextArcStep(world, command.data.arcId);
  if (isBlank(command.data.summary)) throw DomainError.invalid('ARC.SUMMARY_REQUIRED', 'Completing an arc needs a summary');
  return [{ type: 'ArcCompleted', data: { arcId: step.arc.arcId, summary: command.data.summary, completedAt: command.metadata.now } }];
}

import {
  ANCHOR_BEAT_INDEXES,
  BEAT_COUNT,
  SAVE_THE_CAT_BEATS,
  type SaveTheCatBeatName,
  STORY_ACTS,
} from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';

/** One of the three acts (Equilibrium 0–4, Chaos 5–10, Resolution 11–14), as libs/contracts defines them. */
export type StoryAct = (typeof STORY_ACTS)[number];

export interface BeatSlot {
  readonly index: number;
  readonly beatName: SaveTheCatBeatName;
  readonly act: StoryAct['act'];
  readonly actName: StoryAct['name'];
  /** Anchors (0, 7, 14) are planned when the arc starts. */
  readonly isAnchor: boolean;
}

export const LAST_BEAT_INDEX = BEAT_COUNT - 1;

export function isAnchorIndex(index: number): boolean {
  return (ANCHOR_BEAT_INDEXES as readonly number[]).includes(index);
}

/** Where a beat index sits in the arc's Save-the-Cat structure. */
export function beatSlot(index: number): BeatSlot {
  const beatName = SAVE_THE_CAT_BEATS[index];
  const act = STORY_ACTS.find((candidate) => index >= candidate.firstBeat && index <= candidate.lastBeat);
  if (!Number.isInteger(index) || beatName === undefined || act === undefined) {
    throw DomainError.invalid('BEAT.INVALID_INDEX', `Beat index must be an integer from 0 to ${LAST_BEAT_INDEX}`);
  }
  return { index, beatName, act: act.act, actName: act.name, isAnchor: isAnchorIndex(index) };
}

/** The 15 slots of an arc, in order. */
export const ARC_STRUCTURE: readonly BeatSlot[] = SAVE_THE_CAT_BEATS.map((_name, index) => beatSlot(index));

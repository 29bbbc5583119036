import {
  ANCHOR_BEAT_INDEXES,
  BEAT_COUNT,
  saveTheCatBeatName,
  type SaveTheCatBeatName,
  type StoryAct,
  storyActOf,
} from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';

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

/** Where a beat index sits in the arc's Save-the-Cat structure (names and acts as libs/contracts defines them). */
export function beatSlot(index: number): BeatSlot {
  if (!Number.isInteger(index) || index < 0 || index > LAST_BEAT_INDEX) {
    throw DomainError.invalid('BEAT.INVALID_INDEX', `Beat index must be an integer from 0 to ${LAST_BEAT_INDEX}`);
  }
  const act = storyActOf(index);
  return { index, beatName: saveTheCatBeatName(index), act: act.act, actName: act.name, isAnchor: isAnchorIndex(index) };
}

/** The 15 slots of an arc, in order. */
export const ARC_STRUCTURE: readonly BeatSlot[] = Array.from({ length: BEAT_COUNT }, (_slot, index) => beatSlot(index));

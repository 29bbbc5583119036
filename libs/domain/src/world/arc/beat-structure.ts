import { ANCHOR_BEAT_INDEXES, BEAT_COUNT } from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';

export type ActNumber = 1 | 2 | 3;

export interface Act {
  readonly act: ActNumber;
  readonly name: 'Equilibrium' | 'Chaos' | 'Resolution';
  readonly firstBeatIndex: number;
  readonly lastBeatIndex: number;
}

/** The three acts of an arc (SPEC §4). */
export const ARC_ACTS: readonly Act[] = [
  { act: 1, name: 'Equilibrium', firstBeatIndex: 0, lastBeatIndex: 4 },
  { act: 2, name: 'Chaos', firstBeatIndex: 5, lastBeatIndex: 10 },
  { act: 3, name: 'Resolution', firstBeatIndex: 11, lastBeatIndex: 14 },
];

/** The 15 Save-the-Cat beats, by index. */
export const SAVE_THE_CAT_BEAT_NAMES = [
  'Opening Image',
  'Theme Stated',
  'Set-Up',
  'Catalyst',
  'Debate',
  'Break into Two',
  'B Story',
  'Fun and Games',
  'Midpoint',
  'Bad Guys Close In',
  'All Is Lost',
  'Dark Night of the Soul',
  'Break into Three',
  'Finale',
  'Final Image',
] as const;

export type SaveTheCatBeatName = (typeof SAVE_THE_CAT_BEAT_NAMES)[number];

export interface BeatSlot {
  readonly index: number;
  readonly beatName: SaveTheCatBeatName;
  readonly act: ActNumber;
  readonly actName: Act['name'];
  /** Anchors (0, 7, 14) are planned when the arc starts. */
  readonly isAnchor: boolean;
}

export const LAST_BEAT_INDEX = BEAT_COUNT - 1;

export function isAnchorIndex(index: number): boolean {
  return (ANCHOR_BEAT_INDEXES as readonly number[]).includes(index);
}

/** Where a beat index sits in the arc's structure. */
export function beatSlot(index: number): BeatSlot {
  const beatName = SAVE_THE_CAT_BEAT_NAMES[index];
  const act = ARC_ACTS.find((candidate) => index >= candidate.firstBeatIndex && index <= candidate.lastBeatIndex);
  if (!Number.isInteger(index) || beatName === undefined || act === undefined) {
    throw DomainError.invalid('BEAT.INVALID_INDEX', `Beat index must be an integer from 0 to ${LAST_BEAT_INDEX}`);
  }
  return { index, beatName, act: act.act, actName: act.name, isAnchor: isAnchorIndex(index) };
}

/** All 15 slots in order. */
export const ARC_STRUCTURE: readonly BeatSlot[] = SAVE_THE_CAT_BEAT_NAMES.map((_name, index) => beatSlot(index));

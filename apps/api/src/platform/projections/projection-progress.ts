import { comparePositions, formatPosition, type LogPosition } from '../event-store/event-store.port';

export class ReadYourWritesTimeoutError extends Error {
  override readonly name = 'ReadYourWritesTimeoutError';
  constructor(
    readonly position: LogPosition,
    readonly timeoutMs: number,
  ) {
    super(
      `The change was saved, but the read models did not reach it within ${timeoutMs} ms (position ${formatPosition(position)}). Reload to see it.`,
    );
  }
}

/** Where every projection stands; used to answer a command only once its effects are readable. */
export interface ProjectionProgress {
  /** Resolves once every projection has passed `position`; rejects with ReadYourWritesTimeoutError. */
  waitFor(position: LogPosition, timeoutMs: number): Promise<void>;
}

/** True when every checkpoint is at or past the position. */
export function allPassed(checkpoints: readonly LogPosition[], position: LogPosition): boolean {
  return checkpoints.every((checkpoint) => comparePositions(checkpoint, position) >= 0);
}

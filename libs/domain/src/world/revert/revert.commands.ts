import type { DomainCommand } from '../../shared/decider';

/** Undoes the current beat of the active arc (world.revertBeat); again, the one before it. */
export type RevertBeat = DomainCommand<'RevertBeat', { arcId: string }>;

export type RevertCommand = RevertBeat;

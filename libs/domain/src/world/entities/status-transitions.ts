import type { CharacterStatus, FactionStatus, LocationStatus } from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';

/**
 * Legal status changes, from → to. Decline may be sudden (a sacked city falls straight to ruined) but
 * recovery goes one step at a time; anything may be lost, and a lost place comes back only as abandoned.
 */
export const LOCATION_STATUS_TRANSITIONS: Readonly<Record<LocationStatus, readonly LocationStatus[]>> = {
  thriving: ['stable', 'declining', 'ruined', 'abandoned', 'lost'],
  stable: ['thriving', 'declining', 'ruined', 'abandoned', 'lost'],
  declining: ['stable', 'ruined', 'abandoned', 'lost'],
  ruined: ['declining', 'abandoned', 'lost'],
  abandoned: ['declining', 'ruined', 'lost'],
  lost: ['abandoned'],
};

/** A faction may collapse from anywhere; a declining one must stabilise before it rises; a collapsed one can only rise again. */
export const FACTION_STATUS_TRANSITIONS: Readonly<Record<FactionStatus, readonly FactionStatus[]>> = {
  rising: ['stable', 'declining', 'collapsed'],
  stable: ['rising', 'declining', 'collapsed'],
  declining: ['stable', 'collapsed'],
  collapsed: ['rising'],
};

/** The deceased stay deceased; the missing may turn up (active) or be found dead, but do not retire unseen. */
export const CHARACTER_STATUS_TRANSITIONS: Readonly<Record<CharacterStatus, readonly CharacterStatus[]>> = {
  active: ['missing', 'retired', 'deceased'],
  missing: ['active', 'deceased'],
  retired: ['active', 'missing', 'deceased'],
  deceased: [],
};

export function requireTransition<Status extends string>(
  table: Readonly<Record<Status, readonly Status[]>>,
  what: string,
  from: Status,
  to: Status,
): void {
  if (table[from].includes(to)) return;
  const message =
    from === to
      ? `The ${what} is already ${to}`
      : `A ${what} cannot go from ${from} to ${to}; from ${from} it may become ${table[from].join(', ') || 'nothing else'}`;
  throw DomainError.invalid('STATUS.ILLEGAL_TRANSITION', message);
}

import {
  CHARACTER_STATUS_TRANSITIONS,
  FACTION_STATUS_TRANSITIONS,
  LOCATION_STATUS_TRANSITIONS,
} from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';

/** The tables live in libs/contracts so the generator's output checks can use the same rules. */
export { CHARACTER_STATUS_TRANSITIONS, FACTION_STATUS_TRANSITIONS, LOCATION_STATUS_TRANSITIONS };

export function requireTransition<Status extends string>(
  table: Readonly<Record<Status, readonly Status[]>>,
  what: string,
  from: Status,
  to: Status,
): void {
  if (table[from].includes(to)) return;
  const allowed = table[from].join(', ') || 'nothing else';
  const message =
    from === to
      ? `The ${what} is already ${to}`
      : `A ${what} cannot go from ${from} to ${to}; from ${from} it may become ${allowed}`;
  throw DomainError.invalid('STATUS.ILLEGAL_TRANSITION', message);
}

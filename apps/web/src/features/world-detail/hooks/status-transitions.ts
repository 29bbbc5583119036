import type {
  CHARACTER_STATUS_TRANSITIONS as ContractCharacterTransitions,
  FACTION_STATUS_TRANSITIONS as ContractFactionTransitions,
  LOCATION_STATUS_TRANSITIONS as ContractLocationTransitions,
} from '@worldloom/contracts';

/*
 * The status changes the domain accepts, as @worldloom/contracts states them. They are restated here because
 * importing the values would bring zod into the page; test/web/world-detail-logic.unit.spec.ts keeps both equal.
 */
export const LOCATION_STATUS_TRANSITIONS = {
  thriving: ['stable', 'declining', 'ruined', 'abandoned', 'lost'],
  stable: ['thriving', 'declining', 'ruined', 'abandoned', 'lost'],
  declining: ['stable', 'ruined', 'abandoned', 'lost'],
  ruined: ['declining', 'abandoned', 'lost'],
  abandoned: ['declining', 'ruined', 'lost'],
  lost: ['abandoned'],
} as const satisfies typeof ContractLocationTransitions;

export const FACTION_STATUS_TRANSITIONS = {
  rising: ['stable', 'declining', 'collapsed'],
  stable: ['rising', 'declining', 'collapsed'],
  declining: ['stable', 'collapsed'],
  collapsed: ['rising'],
} as const satisfies typeof ContractFactionTransitions;

export const CHARACTER_STATUS_TRANSITIONS = {
  active: ['missing', 'retired', 'deceased'],
  missing: ['active', 'deceased'],
  retired: ['active', 'missing', 'deceased'],
  deceased: [],
} as const satisfies typeof ContractCharacterTransitions;

type Transitions<Status extends string> = Readonly<Record<Status, readonly Status[]>>;

/** The statuses an entity can be given: its own first, then every legal change from it. */
export function statusChoices<Status extends string>(transitions: Transitions<Status>, current: Status): Status[] {
  return [current, ...transitions[current]];
}

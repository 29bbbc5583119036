import {
  CHARACTER_STATUS_TRANSITIONS,
  FACTION_STATUS_TRANSITIONS,
  LOCATION_STATUS_TRANSITIONS,
} from '@worldloom/contracts/vocabulary';

/** The status changes the domain accepts, per kind of entity: the contracts' own tables. */
export const STATUS_TRANSITIONS = {
  location: LOCATION_STATUS_TRANSITIONS,
  faction: FACTION_STATUS_TRANSITIONS,
  character: CHARACTER_STATUS_TRANSITIONS,
} as const;

type Transitions<Status extends string> = Readonly<Record<Status, readonly Status[]>>;

/** The statuses an entity can be given: its own first, then every legal change from it. */
export function statusChoices<Status extends string>(transitions: Transitions<Status>, current: Status): Status[] {
  return [current, ...transitions[current]];
}

/** The statuses an entity can change to from its own (its own excluded): what a change of status offers. */
export function statusChanges<Status extends string>(transitions: Transitions<Status>, current: Status): readonly Status[] {
  return transitions[current];
}

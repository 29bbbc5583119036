/** A domain event as the decider sees it: a past-tense type and its data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** A command: an imperative type, its data, and the context the domain may not read by itself. */
export interface DomainCommand<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: CommandContext;
}

/** Time and actor come in on the command; the domain never reads the clock. */
export interface CommandContext {
  readonly now: string;
  readonly actorUserId: string;
}

export interface Decider<Command, Event, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** Folds events into state with a decider's evolve. */
export function fold<Event, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: Iterable<Event>,
): State {
  let state = decider.initialState();
  for (const event of events) state = decider.evolve(state, event);
  return state;
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

import type { GenerationWorldEvent, RelationshipKind } from '@worldloom/contracts';
import { NameIndex } from '../../premise/name-index';
import type { Character, Location } from './beat-draft';
import { bond, changeAims, reshape, travel, type BeatContext } from './happenings';
import { phrase } from './prose';

/** How a player's action is told: the acting character by name, then the action as it was recorded. */
export const PLAYER_WEAVES = [
  '{who} acts, and {stage} takes note: {event} ({impact})',
  'It starts with {who}: {event} ({impact})',
  'All of {contested} hears what {who} has done: {event} ({impact})',
  '{who} does not wait for fate: {event} ({impact})',
];

const AT_THE_HEART = ['{who} is at the heart of it all', 'Whatever comes next, {who} is part of it', 'Every eye in {stage} turns to {who}'];

/**
 * The player character a recorded event is the action of, while active: the beat must answer it (the coherence
 * judge's unanswered-player-action rule), naming them and changing them beyond a memory.
 */
export function actorOf(context: BeatContext, event: GenerationWorldEvent): Character | null {
  if (event.event_type !== 'player_action' || event.character_id === undefined) return null;
  const actor = context.draft.character(event.character_id);
  return actor !== null && actor.status === 'active' && !context.draft.isNew(actor) ? actor : null;
}

function named(context: BeatContext, actor: Character): boolean {
  const { draft } = context;
  return new NameIndex(draft.characters, draft.characters).namedIn(draft.sentences.join(' ')).some((person) => person.id === actor.id);
}

/** A tie the action makes: a rival of the story's antagonist or of a rival faction's people, an ally of anyone else. */
function tieWith(context: BeatContext, other: Character): RelationshipKind[] {
  const { scene, draft } = context;
  const opposed = other.id === scene.antagonist?.id || (scene.rival !== null && draft.factionOf(other) === scene.rival.id);
  return opposed ? ['rival', 'enemy'] : ['ally', 'rival'];
}

/**
 * The action's consequence for the one who acted: a move to the place it names, a tie with the person it names,
 * or else (by the beat's draw) a move onto the scene or a resolve born of it; a changed description at the last.
 */
function respond(context: BeatContext, actor: Character, action: string): boolean {
  const { draft, scene, rng } = context;
  const open = (place: Location) => place.type !== 'region' && draft.statusOf(place) !== 'lost' && draft.locationOf(actor) !== place.id;
  const [place] = new NameIndex(draft.locations).namedIn(action).filter(open);
  if (place !== undefined && travel(context, actor, place)) return true;
  const others = new NameIndex(draft.characters, draft.characters)
    .namedIn(action)
    .filter((other) => other.id !== actor.id && draft.canAct(other) && !draft.isNew(other));
  for (const other of others) {
    if (tieWith(context, other).some((kind) => bond(context, actor, other, kind, `After "${action}"`))) return true;
  }
  const stage = [scene.stage, scene.contested].find(open);
  const toStage = () => stage !== undefined && travel(context, actor, stage);
  const resolve = () => changeAims(context, actor, [`see where "${action}" leads`], [], `answering "${action}"`);
  // Someone who is nowhere yet comes onto the scene first; anyone else moves or resolves as the beat draws.
  const order = draft.locationOf(actor) === null || rng.next() < 0.5 ? [toStage, resolve] : [resolve, toStage];
  if (order.some((attempt) => attempt())) return true;
  return reshape(context, actor, `Marked by what came of "${action}".`, `${actor.name} is changed by what came of it`);
}

/**
 * Answers a player's action in the beat: unless the beat already changes the one who acted (beyond a memory),
 * it gives them a consequence; and it names them, if nothing told so far does.
 */
export function answerPlayerAction(context: BeatContext, actor: Character, action: string): void {
  if (!context.draft.hasChangedCharacter(actor) && context.draft.canAct(actor)) respond(context, actor, action);
  if (!named(context, actor)) context.draft.say(phrase(context.rng, AT_THE_HEART, { ...context.values, who: actor.name }) ?? `${actor.name} is at the heart of it`);
}

import type { GenerationWorldEvent, ImpactLevel } from '@worldloom/contracts';
import { NameIndex } from '../../premise/name-index';
import { createRng } from '../rng';
import type { Character } from './beat-draft';
import { fateTold } from './fates';
import { changeSides, die, harmPlace, travel, turnFortune, vanish, type BeatContext } from './happenings';
import { actorOf, answerPlayerAction, PLAYER_WEAVES } from './player-actions';
import { phrase } from './prose';

const IMPACT_WEIGHT: Readonly<Record<ImpactLevel, number>> = { minor: 1, moderate: 2, major: 3, catastrophic: 5 };
/** How hard each Save-the-Cat beat hits on its own: the Catalyst, the Act 2 turns, All Is Lost and the Finale. */
const BEAT_TENSION = [0, 0, 0, 1, 0, 1, 0, 1, 1, 1, 2, 0, 1, 2, 1] as const;

/** 0 (calm) to 5 (catastrophic): the strongest recorded event, or the beat's own tension. */
export function severityOf(beatIndex: number, events: readonly GenerationWorldEvent[]): number {
  return Math.max(BEAT_TENSION[beatIndex] ?? 0, ...events.map((event) => IMPACT_WEIGHT[event.impact_level]));
}

/** An event's description without its closing punctuation, to quote inside a sentence. */
export function plainEvent(event: GenerationWorldEvent): string {
  return event.description.trim().replace(/[.!?]+$/, '');
}

const WEAVES = [
  'Word spreads through {stage}: {event} ({impact})',
  'Then this: {event} ({impact}), and {contested} feels it',
  'News reaches {stage}: {event} ({impact})',
  'Everyone in {contested} is talking of it: {event} ({impact})',
];

/** An event that tells one person's fate is woven in only with that fate recorded; returns whether it may be told. */
function recordFate(context: BeatContext, event: GenerationWorldEvent, sentence: string): boolean {
  const { draft, scene } = context;
  const text = plainEvent(event);
  const people = new NameIndex(draft.characters, draft.characters).namedIn(text);
  const fate = fateTold(text);
  if (people.some((person) => !draft.canAct(person))) return false;
  if (fate === null) {
    draft.say(sentence);
    return true;
  }
  const [person] = people as [Character | undefined];
  if (people.length !== 1 || person === undefined) {
    draft.say(sentence);
    return true;
  }
  switch (fate) {
    case 'dies':
      return die(context, person, text, sentence);
    case 'vanishes':
      return vanish(context, person, text, sentence);
    case 'flees': {
      const refuge = [scene.contested, scene.stage, ...draft.locations].find((place) => place.type !== 'region' && draft.locationOf(person) !== place.id && draft.statusOf(place) !== 'lost');
      if (refuge === undefined) return false;
      draft.say(sentence);
      return travel(context, person, refuge, true) || (draft.sentences.pop(), false);
    }
    case 'changes sides': {
      const to = [scene.rival, scene.side, ...draft.entities.factions].find((faction) => faction !== null && faction.id !== draft.factionOf(person) && draft.statusOf(faction) !== 'collapsed');
      if (to === undefined || to === null) return false;
      draft.say(sentence);
      return changeSides(context, person, to, text) || (draft.sentences.pop(), false);
    }
  }
}

/** What an event of this impact does beyond being told: from a line in a place's history to a death. */
function aftermath(context: BeatContext, weight: number, cause: string): void {
  const { scene, draft } = context;
  const place = draft.statusOf(scene.contested) === 'ruined' ? scene.stage : scene.contested;
  draft.history('location', place, `${context.beatName}: ${cause}.`);
  if (weight >= 2) harmPlace(context, place, weight >= 5 ? 3 : weight >= 3 ? 2 : 1, cause);
  if (weight >= 3) {
    const faction = [scene.side, scene.rival].find((candidate) => candidate !== null && draft.statusOf(candidate) !== 'collapsed' && !draft.hasChanged('faction-status', candidate.id));
    if (faction !== undefined && faction !== null) turnFortune(context, faction, 'declining', cause);
  }
  if (weight >= 5 && context.caution === 0) {
    const victim = [...scene.locals, ...scene.allies].find((character) => character.id !== scene.protagonist?.id && draft.canAct(character) && !draft.isNew(character));
    if (victim !== undefined) die(context, victim, cause);
  }
}

/**
 * Weaves the world events recorded since the last beat into it: each is told (unless it tells a fate the
 * world cannot take), a player's action is answered with a consequence for the one who acted, and its
 * impact scales what follows. Its own draws, so the beat without events is the same.
 */
export function weaveEvents(context: BeatContext, events: readonly GenerationWorldEvent[]): string[] {
  const rng = createRng(`${context.frame.seed}:events:${context.beatIndex}:${events.map(plainEvent).join('|')}`);
  const untold: string[] = [];
  const eventContext = { ...context, rng };
  for (const event of [...events].sort((left, right) => IMPACT_WEIGHT[right.impact_level] - IMPACT_WEIGHT[left.impact_level])) {
    const text = plainEvent(event);
    const actor = actorOf(eventContext, event);
    const values = { ...context.values, event: text, impact: event.impact_level, who: actor?.name };
    const sentence = phrase(rng, actor === null ? WEAVES : PLAYER_WEAVES, values) ?? text;
    if (!recordFate(eventContext, event, sentence)) untold.push(text);
    // A player's action is answered before its aftermath can take the one who acted.
    if (actor !== null) answerPlayerAction(eventContext, actor, text);
    aftermath(eventContext, IMPACT_WEIGHT[event.impact_level], text);
  }
  return untold;
}

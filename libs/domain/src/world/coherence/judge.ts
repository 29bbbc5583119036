import { DomainError } from '../../shared/domain-error';
import type { BeatGenerated } from '../arc/arc.events';
import type { ArcPremise } from '../arc/arc.state';
import type { AppliedBeatConsequences } from '../arc/beat-consequences';
import type { CharacterState } from '../entities/character.state';
import { findArc } from '../world.queries';
import type { ExistingWorld } from '../world.state';
import { type Contradiction, newContradictions } from './contradictions';
import { NameFinder, sentencesOf } from './names';

/** A proposal the coherence judge refused: its findings go back to the generator (or to the person) as they are. */
export class IncoherentStoryError extends DomainError {
  constructor(readonly contradictions: readonly Contradiction[]) {
    super(
      'STORY.INCOHERENT',
      'invalid',
      `The story contradicts itself: ${contradictions.map((contradiction, index) => `${index + 1}) ${contradiction.message}`).join('; ')}`,
    );
  }
}

export function requireCoherent(contradictions: readonly Contradiction[]): void {
  if (contradictions.length > 0) throw new IncoherentStoryError(contradictions);
}

// What a sentence about one person says befell them; the state must say the same.
/** A fate told as not (or not yet) happening: a negation or a mere possibility in the few words before the verb. */
const NOT_SO = /\b(not|never|nearly|almost|refuses? to|refused to|fails? to|failed to|no longer|would|might|could|fears?|feared|threatens? to|threatened to|if|unless|whether|rumou?rs? (?:say|said|that)|rumou?red)\b/i;
const NOT_SO_REACH = 40;

function toldAsSo(sentence: string, pattern: RegExp): boolean {
  const match = pattern.exec(sentence);
  if (match === null) return false;
  return !NOT_SO.test(sentence.slice(Math.max(0, match.index - NOT_SO_REACH), match.index));
}
const FATES = [
  {
    fate: 'dies',
    pattern: /\b(dies|died|is killed|was killed|is slain|was slain|lies dead|lay dead|is dead|was murdered|is murdered|is executed|was executed|perish(?:es|ed)|falls? in battle|fell in battle|is struck down|was struck down)\b/i,
    recorded: (after: ExistingWorld, _applied: AppliedBeatConsequences, id: string) => after.characters.get(id)?.status === 'deceased',
    fix: 'record their death (status deceased)',
  },
  {
    fate: 'vanishes',
    pattern: /\b(vanish(?:es|ed)|disappear(?:s|ed)|is nowhere to be found|was nowhere to be found|goes missing|went missing|is captured|was captured|is taken captive|was taken captive|is taken prisoner|was taken prisoner|is lost without a trace)\b/i,
    recorded: (after: ExistingWorld, _applied: AppliedBeatConsequences, id: string) => {
      const status = after.characters.get(id)?.status;
      return status === 'missing' || status === 'deceased';
    },
    fix: 'record them as missing',
  },
  {
    fate: 'flees',
    pattern: /\b(flees|fled|escapes to|escaped to)\b/i,
    recorded: (after: ExistingWorld, applied: AppliedBeatConsequences, id: string) =>
      applied.moves.some((move) => move.characterId === id) || after.characters.get(id)?.status === 'missing',
    fix: 'record where they go (a move)',
  },
  {
    fate: 'changes sides',
    pattern: /\b(defects|defected|changes sides|changed sides|switch(?:es|ed) allegiance|turns? traitor|turned traitor|swears? allegiance to|swore allegiance to|deserts|deserted)\b/i,
    recorded: (_after: ExistingWorld, applied: AppliedBeatConsequences, id: string) =>
      applied.allegianceChanges.some((change) => change.characterId === id && change.change !== 'holdout'),
    fix: 'record the change of allegiance',
  },
] as const;

function untoldFates(after: ExistingWorld, people: NameFinder<CharacterState>, description: string, applied: AppliedBeatConsequences): Contradiction[] {
  const found: Contradiction[] = [];
  for (const sentence of sentencesOf(description)) {
    const named = people.namedIn(sentence);
    if (named.length !== 1) continue;
    const [person] = named as [(typeof named)[number]];
    for (const { fate, pattern, recorded, fix } of FATES) {
      if (toldAsSo(sentence, pattern) && !recorded(after, applied, person.id)) {
        found.push({
          kind: 'untold-fate',
          entityIds: [person.id],
          message: `the text says ${person.name} ${fate} ("${sentence}") but the consequences do not: ${fix}, or tell it otherwise`,
        });
      }
    }
  }
  return found;
}

/** Everyone and everything whose state the beat changes; the description must name each. */
export function changedEntityIds(applied: AppliedBeatConsequences): Set<string> {
  return new Set([
    ...applied.newcomers.locations.map((location) => location.locationId),
    ...applied.newcomers.characters.map((character) => character.characterId),
    ...applied.locationStatusChanges.map((change) => change.locationId),
    ...applied.factionStatusChanges.map((change) => change.factionId),
    ...applied.characterStatusChanges.map((change) => change.characterId),
    ...applied.moves.map((move) => move.characterId),
    ...applied.allegianceChanges.map((change) => change.characterId),
    ...applied.stanceChanges.flatMap((change) => [change.sourceFactionId, change.targetFactionId]),
    ...applied.territoryChanges.flatMap((change) => [change.factionId, change.locationId]),
    ...applied.doctrines.map((change) => change.factionId),
    ...applied.leaderChanges.map((change) => change.factionId),
    ...applied.characterAmendments.map((change) => change.characterId),
    ...applied.locationAmendments.map((change) => change.locationId),
  ]);
}

function allEntities(world: ExistingWorld) {
  return [...world.locations.values(), ...world.factions.values(), ...world.characters.values()];
}

function unnarratedChanges(after: ExistingWorld, finder: NameFinder, description: string, applied: AppliedBeatConsequences): Contradiction[] {
  return [...changedEntityIds(applied)].flatMap((id) => {
    if (finder.names(description, id)) return [];
    const name = after.locations.get(id)?.name ?? after.factions.get(id)?.name ?? after.characters.get(id)?.name ?? id;
    return [{ kind: 'unnarrated-change' as const, entityIds: [id], message: `the beat changes ${name} but its description never names them` }];
  });
}

function forgottenWitnesses(people: NameFinder<CharacterState>, description: string, applied: AppliedBeatConsequences): Contradiction[] {
  const remembering = new Set([
    ...applied.memories.map((memory) => memory.characterId),
    ...applied.newcomers.characters.filter((character) => character.memories.length > 0).map((character) => character.characterId),
  ]);
  return people
    .namedIn(description)
    .filter((person) => (person.status === 'active' || person.status === 'retired') && !remembering.has(person.id))
    .map((person) => ({
      kind: 'forgotten-witness' as const,
      entityIds: [person.id],
      message: `${person.name} is in this beat but gains no memory of it`,
    }));
}

function inactiveActing(before: ExistingWorld, applied: AppliedBeatConsequences): Contradiction[] {
  const found = applied.characterStatusChanges.filter((change) => change.status === 'active').map((change) => change.characterId);
  const acting = new Set([
    ...applied.memories.map((memory) => memory.characterId),
    ...applied.moves.map((move) => move.characterId),
    ...applied.motivationChanges.map((change) => change.characterId),
    ...applied.allegianceChanges.map((change) => change.characterId),
    ...applied.relationshipChanges.map((change) => change.characterId),
  ]);
  return [...acting].flatMap((id) => {
    const character = before.characters.get(id);
    if (character?.status !== 'missing' || found.includes(id)) return [];
    return [{
      kind: 'inactive-acting' as const,
      entityIds: [id],
      message: `${character.name} is missing, yet acts in this beat: find them first (status active) or leave them out`,
    }];
  });
}

/** Everyone the beat changes beyond a memory: moved, of another mind, tie, side, standing or description. */
function changedCharacterIds(applied: AppliedBeatConsequences): Set<string> {
  return new Set([
    ...applied.moves.map((move) => move.characterId),
    ...applied.motivationChanges.map((change) => change.characterId),
    ...applied.relationshipChanges.flatMap((change) => [change.characterId, change.otherCharacterId]),
    ...applied.allegianceChanges.map((change) => change.characterId),
    ...applied.characterStatusChanges.map((change) => change.characterId),
    ...applied.characterAmendments.map((change) => change.characterId),
    ...applied.leaderChanges.flatMap((change) => (change.leaderId === null ? [] : [change.leaderId])),
  ]);
}

const ANSWERS = 'a move, a motivation gained or dropped, a relationship, a change of allegiance or status, or an amended description';

/**
 * Every player action recorded since the last beat by a character still active gets its answer: the beat
 * names the acting character and changes them beyond a memory.
 */
function unansweredPlayerActions(before: ExistingWorld, beat: BeatGenerated['data'], everyone: NameFinder): Contradiction[] {
  const actions = findArc(before, beat.arcId)?.eventsSinceLastBeat ?? [];
  const changed = changedCharacterIds(beat.consequences);
  return actions.flatMap((action) => {
    if (action.eventType !== 'player_action' || action.characterId === undefined) return [];
    const actor = before.characters.get(action.characterId);
    if (actor?.status !== 'active') return [];
    const named = everyone.names(beat.beat.description, actor.id);
    const answered = changed.has(actor.id);
    if (named && answered) return [];
    const fix = named
      ? `the beat names ${actor.name} but gives them no consequence beyond a memory: add one (${ANSWERS})`
      : answered
        ? `the beat changes ${actor.name} but its description never names them: tell how ${actor.name}'s action is answered`
        : `name ${actor.name} in the description and give them a consequence of the action beyond a memory (${ANSWERS})`;
    return [{
      kind: 'unanswered-player-action' as const,
      entityIds: [actor.id],
      message: `the player action "${action.description.trim()}" by ${actor.name} goes unanswered: ${fix}`,
    }];
  });
}

/**
 * What a proposed beat contradicts: in the world it leaves (only what it brought in), in its own text (a fate
 * told but not recorded, a change never named, someone present who remembers nothing), the missing acting, and
 * a player's action since the last beat left unanswered.
 */
export function judgeBeat(before: ExistingWorld, beat: BeatGenerated['data'], after: ExistingWorld): Contradiction[] {
  const { description } = beat.beat;
  const applied = beat.consequences;
  const characters = [...after.characters.values()];
  const people = new NameFinder(characters, characters);
  const everyone = new NameFinder(allEntities(after), characters);
  return [
    ...newContradictions(before, after),
    ...inactiveActing(before, applied),
    ...untoldFates(after, people, description, applied),
    ...unnarratedChanges(after, everyone, description, applied),
    ...forgottenWitnesses(people, description, applied),
    ...unansweredPlayerActions(before, beat, everyone),
  ];
}

/** An arc's premise names only what exists, and its cast is alive and present when the arc starts. */
export function judgePremise(world: ExistingWorld, premise: ArcPremise): Contradiction[] {
  const found: Contradiction[] = [];
  const unknown = (id: string, what: string) =>
    found.push({ kind: 'unknown-entity', entityIds: [id], message: `the premise names ${what} ${id}, which does not exist` });
  const cast = [premise.protagonistId, premise.antagonistId, ...premise.characterIds].filter((id): id is string => id !== null);
  for (const id of new Set(cast)) {
    const character = world.characters.get(id);
    if (character === undefined) unknown(id, 'character');
    else if (character.status === 'deceased' || character.status === 'missing') {
      found.push({ kind: 'dead-cast', entityIds: [id], message: `${character.name} is ${character.status} and cannot be cast in a new arc` });
    }
  }
  premise.factionIds.filter((id) => !world.factions.has(id)).forEach((id) => unknown(id, 'faction'));
  premise.locationIds.filter((id) => !world.locations.has(id)).forEach((id) => unknown(id, 'location'));
  return found;
}

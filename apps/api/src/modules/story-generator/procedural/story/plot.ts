import { isTransitive } from '../../premise/plot-kinds';
import type { IdeaClause } from '../../premise/read-idea';
import { createRng } from '../rng';
import type { Character, Faction, Location } from './beat-draft';
import {
  bond,
  changeAims,
  changeSides,
  die,
  find,
  harmPlace,
  mendPlace,
  seize,
  setPlace,
  setStance,
  travel,
  turnFortune,
  vanish,
  type BeatContext,
} from './happenings';
import { NameIndex } from '../../premise/name-index';
import { fateTold } from './fates';
import { inText, listed, lowerStart, sentenceCase } from './prose';
import type { PlotPoint } from './story-frame';

interface Sides {
  people: Character[];
  factions: Faction[];
  places: Location[];
}

/** The entities a clause's matches stand for now, as the beat's draft sees them. */
function sidesOf(context: BeatContext, matches: PlotPoint['cast']['actors']): Sides {
  const { draft } = context;
  return {
    people: matches.flatMap((match) => (match.kind === 'character' ? (draft.character(match.entity.id) ?? []) : [])),
    factions: matches.flatMap((match) => (match.kind === 'faction' ? (draft.faction(match.entity.id) ?? []) : [])),
    places: matches.flatMap((match) => (match.kind === 'location' ? (draft.location(match.entity.id) ?? []) : [])),
  };
}

const COUNT_WORDS = /^(one|two|three|four|five|both|a pair of|twin)\s+/i;

/**
 * The clause retold with the world's names: "Ysolde Marr, the lighthouse keeper, vanishes"; "Mira and the other
 * healers refuse to treat the wounded". A clause that already names its people is told as it is.
 */
function retell(clause: IdeaClause, names: readonly string[], previous: IdeaClause | null): string {
  const continued = clause.subject === null ? (previous?.subject ?? null) : null;
  const subject = clause.subject ?? continued;
  if (subject === null || (continued === null && (names.length === 0 || names.every((name) => clause.text.toLowerCase().includes(name.toLowerCase()))))) {
    return sentenceCase(clause.text);
  }
  const role = subject.text.charAt(0).toLowerCase() + subject.text.slice(1);
  const lead =
    names.length === 0 ? `the ${role}` : subject.plural && names.length === 1 ? `${names[0]} and the other ${role.replace(COUNT_WORDS, '')}` : `${listed(names)}, the ${role},`;
  // A clause that goes on from another ("..., trapping the miners") keeps its -ing form.
  const predicate = continued === null ? clause.predicate : `${subject.plural || names.length > 1 ? 'keep' : 'keeps'} ${clause.gerund}`;
  return sentenceCase(`${lead} ${predicate}`);
}

function spliceHeadline(context: BeatContext, at: number, headline: string): void {
  context.draft.sentences.splice(at, 0, /[.!?]$/.test(headline) ? headline : `${headline}.`);
}

const standing = (context: BeatContext) => (faction: Faction) => context.draft.statusOf(faction) !== 'collapsed';

/** The other side of a struggle: the clause's object, or the story's rival, or its side. */
function opponentOf(context: BeatContext, faction: Faction, targets: Sides): Faction | null {
  const { scene } = context;
  return [...targets.factions, scene.rival, scene.side, ...scene.factions].find((candidate): candidate is Faction => candidate !== null && candidate.id !== faction.id && standing(context)(candidate)) ?? null;
}

/** Does what one clause of the idea says; returns whether the world changed. */
export function playPlot(context: BeatContext, point: PlotPoint, previous: IdeaClause | null): boolean {
  const { clause } = point.cast;
  const actors = sidesOf(context, point.cast.actors);
  const targets = sidesOf(context, point.cast.targets);
  const doneTo = ['vanish', 'death'].includes(clause.kind) && isTransitive(clause.verb ?? '') && !clause.passive && targets.people.length > 0;
  const names = [...actors.people, ...actors.factions, ...actors.places].map((entity) => inText(entity.name));
  const headline = retell(clause, names, previous);
  const before = context.draft.sentences.length;
  const why = clause.text;
  switch (clause.kind) {
    case 'vanish':
    case 'death':
      return befall(context, clause.kind, doneTo ? targets : actors, doneTo, headline, why);
    case 'flight': {
      const person = actors.people.find((candidate) => context.draft.canAct(candidate));
      // "The wells run dry": what runs is no person, and it is a fall, not a flight.
      if (person === undefined) return withHeadline(context, before, headline, playEffects(context, { ...clause, kind: 'fall' }, actors, targets, why));
      const refuge = person === undefined ? undefined : [...targets.places, context.scene.contested, context.scene.stage].find((place) => context.draft.statusOf(place) !== 'lost' && context.draft.locationOf(person) !== place.id);
      return withHeadline(context, before, headline, person !== undefined && refuge !== undefined && travel(context, person, refuge, true));
    }
    default:
      return withHeadline(context, before, headline, playEffects(context, clause, actors, targets, why));
  }
}

/** A vanishing or a death: the people it befalls (never the protagonist), else the place or faction it names. */
function befall(context: BeatContext, kind: 'vanish' | 'death', subjects: Sides, doneTo: boolean, headline: string, why: string): boolean {
  const before = context.draft.sentences.length;
  const fate = kind === 'vanish' ? vanish : die;
  const victims = subjects.people.filter((victim) => victim.id !== context.scene.protagonist?.id && context.draft.canAct(victim)).slice(0, 2);
  if (victims.length > 0) {
    // The headline names the victims when the idea's subject is them; when someone does it to them, it names the doer.
    const befallen = victims.filter((victim, index) => fate(context, victim, why, doneTo ? undefined : index === 0 ? headline : '')).length > 0;
    if (befallen && doneTo) spliceHeadline(context, before, headline);
    return befallen;
  }
  const changed =
    subjects.places.some((place) => (kind === 'vanish' ? setPlace(context, place, 'abandoned', why) : harmPlace(context, place, 3, why))) ||
    subjects.factions.some((faction) => turnFortune(context, faction, 'declining', why));
  return withHeadline(context, before, headline, changed);
}

function withHeadline(context: BeatContext, before: number, headline: string, changed: boolean): boolean {
  if (changed) spliceHeadline(context, before, untoldHedged(context, headline));
  return changed;
}

/** A retold clause that tells one person's fate the beat did not record is told as hearsay, which it then is. */
function untoldHedged(context: BeatContext, headline: string): string {
  const fate = fateTold(headline);
  if (fate === null) return headline;
  const people = new NameIndex(context.draft.characters, context.draft.characters).namedIn(headline);
  const [person] = people;
  if (people.length !== 1 || person === undefined || recorded(context, person, fate)) return headline;
  return `Rumour has it that ${lowerStart(headline)}`;
}

function recorded(context: BeatContext, person: Character, fate: NonNullable<ReturnType<typeof fateTold>>): boolean {
  const { draft } = context;
  const { consequences } = draft;
  switch (fate) {
    case 'dies':
      return draft.statusOf(person) === 'deceased';
    case 'vanishes':
      return ['missing', 'deceased'].includes(draft.statusOf(person));
    case 'flees':
      return consequences.moves.some((move) => move.character_id === person.id) || draft.statusOf(person) === 'missing';
    case 'changes sides':
      return consequences.allegiance_changes.some((change) => change.character_id === person.id && change.to_faction_id !== person.faction_id);
  }
}

function feud(context: BeatContext, actors: Sides, targets: Sides, why: string): boolean {
  const [first, second] = actors.factions.filter(standing(context));
  // "The nomad tribes march on the glass city": a faction against a place fights for it.
  const [place] = targets.places;
  if (first !== undefined && place !== undefined && seize(context, first, place, 'conquest', why)) return true;
  const opponent = second ?? (first === undefined ? null : opponentOf(context, first, targets));
  // The retold clause names both sides when the idea did; otherwise the stance is told in a sentence of its own.
  if (first !== undefined && opponent !== null && setStance(context, first, opponent, 'hostile', why, second === undefined ? undefined : '')) return true;
  // Already at each other's throats: the feud takes ground instead.
  const raided = first !== undefined && opponent !== null ? context.draft.locations.find((location) => context.draft.holderOf(location) === opponent.id && context.draft.statusOf(location) !== 'lost') : undefined;
  if (first !== undefined && raided !== undefined && seize(context, first, raided, 'conquest', why)) return true;
  const [a, b] = [...actors.people, ...targets.people].filter((person) => context.draft.canAct(person));
  if (a !== undefined && b !== undefined) return bond(context, a, b, 'enemy', why);
  // A faction against one person ("the dock crews blame the administrator"): its leader makes an enemy of them.
  const leader = context.draft.character(first === undefined ? null : context.draft.leaderOf(first));
  const accused = targets.people.find((person) => context.draft.canAct(person) && person.id !== leader?.id);
  if (first !== undefined && accused !== undefined) {
    if (leader !== null && context.draft.canAct(leader) && bond(context, leader, accused, 'enemy', why)) return true;
    if (changeAims(context, accused, [`answer the charges of ${inText(first.name)}`], [], why)) return true;
  }
  const rival = context.scene.rival;
  const person = actors.people.find((candidate) => context.draft.canAct(candidate));
  return person !== undefined && rival !== null && changeAims(context, person, [`stand against ${inText(rival.name)}`], [], why);
}

function seizure(context: BeatContext, actors: Sides, targets: Sides, clause: IdeaClause, why: string): boolean {
  const { scene, draft } = context;
  const taker = actors.factions.find(standing(context)) ?? draft.faction(actors.people[0] === undefined ? null : draft.factionOf(actors.people[0])) ?? scene.rival;
  const place = targets.places[0] ?? scene.contested;
  // The retold clause already tells the taking when it names both the taker and the place.
  const told = taker !== null && [taker.name, place.name].every((name) => clause.text.toLowerCase().includes(inText(name).toLowerCase()) || clause.text.toLowerCase().includes(name.toLowerCase()));
  if (taker !== null && seize(context, taker, place, 'conquest', why, told ? '' : undefined)) return true;
  const thief = actors.people.find((person) => draft.canAct(person));
  const object = clause.object?.text;
  return thief !== undefined && object !== undefined && changeAims(context, thief, [`keep ${/^(the|a|an) /i.test(object) ? object : `the ${object}`} for good`], [], why, '');
}

function playEffects(context: BeatContext, clause: IdeaClause, actors: Sides, targets: Sides, why: string): boolean {
  const { draft, scene } = context;
  const acting = actors.people.filter((person) => draft.canAct(person));
  switch (clause.kind) {
    case 'feud':
      return feud(context, actors, targets, why);
    case 'seizure':
      return seizure(context, actors, targets, clause, why);
    case 'betrayal': {
      const traitor = acting.find((person) => person.id !== scene.protagonist?.id);
      const to = targets.factions.find(standing(context)) ?? scene.rival;
      if (traitor !== undefined && to !== null && traitor.faction_id !== to.id && changeSides(context, traitor, to, why)) return true;
      const [faction] = actors.factions;
      const betrayed = faction === undefined ? null : opponentOf(context, faction, targets);
      return faction !== undefined && betrayed !== null && setStance(context, faction, betrayed, 'hostile', why);
    }
    case 'disaster':
    case 'fall':
      return (
        [...actors.places, ...targets.places].slice(0, 1).some((place) => harmPlace(context, place, clause.kind === 'disaster' ? 2 : 1, why)) ||
        actors.factions.some((faction) => turnFortune(context, faction, 'declining', why)) ||
        harmPlace(context, scene.contested, 1, why)
      );
    case 'succession': {
      const seat = targets.factions[0] ?? scene.factions.find((faction) => faction.type === 'kingdom') ?? scene.side ?? scene.rival;
      const [first, second] = acting;
      const rivalry = first !== undefined && second !== undefined && bond(context, first, second, 'rival', why);
      const claim = first !== undefined && seat !== null && changeAims(context, first, [`take the leadership of ${inText(seat.name)}`], [], why);
      return rivalry || claim;
    }
    case 'alliance':
    case 'romance': {
      const [first, second] = [...acting, ...targets.people.filter((person) => draft.canAct(person))];
      if (first !== undefined && second !== undefined) return bond(context, first, second, clause.kind === 'romance' ? 'romance' : 'ally', why);
      const [a, b] = [...actors.factions, ...targets.factions].filter(standing(context));
      if (a !== undefined && b !== undefined) return setStance(context, a, b, 'ally', why);
      const faction = targets.factions.find(standing(context));
      return first !== undefined && faction !== undefined && changeSides(context, first, faction, why);
    }
    case 'quest':
    case 'arrival': {
      const destination = targets.places[0] ?? scene.contested;
      const goers = acting.filter((person) => draft.locationOf(person) !== destination.id);
      const moved = goers.slice(0, 2).filter((person) => travel(context, person, destination)).length > 0;
      return acting.slice(0, 1).some((person) => changeAims(context, person, [clause.aim], [], why, '')) || moved;
    }
    case 'rise':
      return (
        actors.factions.some((faction) => turnFortune(context, faction, 'rising', why)) ||
        actors.places.some((place) => mendPlace(context, place, why)) ||
        acting.slice(0, 2).some((person) => changeAims(context, person, [clause.aim], [], why, '')) ||
        // A thing that rises ("a dragon wakes", "a storm gathers") is a threat to the contested place.
        (actors.people.length === 0 && harmPlace(context, targets.places[0] ?? scene.contested, 1, why))
      );
    case 'defiance':
    default: {
      const aims = acting.slice(0, 2).filter((person) => changeAims(context, person, [clause.aim], [], why, '')).length > 0;
      const [faction] = actors.factions.filter(standing(context));
      const opponent = faction === undefined ? null : opponentOf(context, faction, targets);
      const stance = faction !== undefined && opponent !== null && setStance(context, faction, opponent, draft.stanceOf(faction, opponent) === 'hostile' ? 'neutral' : 'hostile', why);
      const place = [...actors.places, ...targets.places].find((candidate) => draft.statusOf(candidate) !== 'lost');
      return aims || stance || (place !== undefined && harmPlace(context, place, 1, why)) || (actors.people.length === 0 && harmPlace(context, scene.contested, 1, why));
    }
  }
}

/** What becomes of those the idea made vanish: found alive at Break into Three, or found dead when all is lost. */
export function resolveVanishings(context: BeatContext, alive: boolean): boolean {
  const { frame, draft, scene } = context;
  let changed = false;
  for (const point of frame.plot.filter((candidate) => candidate.cast.clause.kind === 'vanish' && candidate.beat < context.beatIndex)) {
    const actors = sidesOf(context, point.cast.actors);
    const targets = sidesOf(context, point.cast.targets);
    const victims = (point.cast.clause.passive || targets.people.length === 0 ? actors : targets).people;
    for (const victim of victims.filter((person) => draft.statusOf(person) === 'missing' && person.status === 'missing')) {
      const foundAlive = createRng(`${frame.seed}:fate:${victim.name}`).next() >= 0.35;
      if (foundAlive === alive) changed = find(context, victim, alive, scene.protagonist) || changed;
    }
  }
  return changed;
}

/** An heir of the idea's struggle for succession takes the lead of the faction fought over. */
export function resolveSuccession(context: BeatContext): boolean {
  const { frame, draft, scene } = context;
  const point = frame.plot.find((candidate) => candidate.cast.clause.kind === 'succession');
  if (point === undefined) return false;
  const heirs = sidesOf(context, point.cast.actors).people.filter((person) => draft.canAct(person) && draft.statusOf(person) === 'active');
  const targets = sidesOf(context, point.cast.targets);
  const seat = targets.factions[0] ?? scene.factions.find((faction) => faction.type === 'kingdom') ?? scene.side ?? scene.rival;
  const heir = heirs[0];
  if (heir === undefined || seat === null || draft.statusOf(seat) === 'collapsed') return false;
  if (draft.factionOf(heir) !== seat.id && !changeSides(context, heir, seat, `claims the seat of ${seat.name}`)) return false;
  if (!draft.setLeader(seat, heir, `${context.beatName}: the struggle for ${seat.name} ends`)) return false;
  draft.say(`${heir.name} takes the seat of ${inText(seat.name)} at last`);
  draft.remember(heir, `Taking the seat of ${seat.name}`, 'triumph', 0.9);
  return true;
}

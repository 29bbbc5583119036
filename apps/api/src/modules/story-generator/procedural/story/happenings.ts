import type { ClaimMethod, RelationshipKind } from '@worldloom/contracts';
import type { Rng } from '../rng';
import type { BeatDraft, Character, Faction, Location } from './beat-draft';
import { doctrineFor, type Fortune } from './doctrine-text';
import { importance, inText, phrase, type Values } from './prose';
import type { Scene, StoryFrame } from './story-frame';

/** Everything a beat's happenings work with. */
export interface BeatContext {
  frame: StoryFrame;
  scene: Scene;
  draft: BeatDraft;
  rng: Rng;
  values: Values;
  beatIndex: number;
  beatName: string;
  /** 0 (calm) to 5 (catastrophic): the beat's own tension or the strongest recorded event. */
  severity: number;
  /** The try: 0 plays the beat in full; later tries leave out the riskiest changes (collapses, deaths by events). */
  caution: number;
}

function say(context: BeatContext, templates: readonly string[], values: Values): string | null {
  const sentence = phrase(context.rng, templates, { ...context.values, ...values });
  if (sentence !== null) context.draft.say(sentence);
  return sentence;
}

/** The reason recorded with a change: the beat and the story's peril. */
function reasonOf(context: BeatContext, why: string): string {
  return `${context.beatName}: ${why}`;
}

const tied = (context: BeatContext, character: Character, other: Character) => context.draft.relationshipOf(character, other) !== null;

/** Those close to someone who suffers: their ties and the protagonist, if present and not the sufferer. */
function mourners(context: BeatContext, sufferer: Character): Character[] {
  const { draft, scene } = context;
  const close = draft.characters.filter((character) => character.id !== sufferer.id && draft.isPresent(character) && tied(context, character, sufferer));
  const protagonist = scene.protagonist !== null && scene.protagonist.id !== sufferer.id && draft.isPresent(scene.protagonist) ? [scene.protagonist] : [];
  return [...protagonist, ...close.filter((character) => character.id !== scene.protagonist?.id)].slice(0, 2);
}

// ----- fates -----------------------------------------------------------------------------------------------

const VANISHES = [
  '{who} vanishes from {place}, and nothing but {sight} is left to tell of it',
  'One night {who} vanishes from {place} without a word',
  'In {place}, {who} vanishes as {peril} draws near',
  '{who} vanishes on the road out of {place}; no search finds the trail',
];
const DIES = [
  '{who} dies in {place} as {peril} sweeps through',
  'In {place}, {who} dies before the dawn',
  '{who} falls in battle at {place}',
  '{who} dies defending {place}',
];
const FOUND_ALIVE = [
  '{who} is found alive in {place}, half-starved but breathing',
  'Searchers find {who} alive among {sight} near {place}',
  '{who} walks back into {place} alive, with a story no one wants to hear',
];
const FOUND_DEAD = [
  '{who} is found dead near {place}',
  'The search ends in {place}: {who} is found dead there',
];
const RETIRES = [
  '{who} lays down every duty and withdraws to a quiet life in {place}',
  'Worn out, {who} steps back from it all and keeps to a small house in {place}',
];

export function vanish(context: BeatContext, who: Character, why: string, sentence?: string): boolean {
  const place = context.draft.location(context.draft.locationOf(who)) ?? context.scene.stage;
  if (!context.draft.setCharacterStatus(who, 'missing', reasonOf(context, why))) return false;
  if (sentence === undefined) say(context, VANISHES, { who: who.name, place: place.name });
  else context.draft.say(sentence);
  context.draft.remember(who, `The last hour in ${place.name} before the dark closed in`, 'terror', importance(context.rng, 'life-changing'));
  return true;
}

export function die(context: BeatContext, who: Character, why: string, sentence?: string): boolean {
  const place = context.draft.location(context.draft.locationOf(who)) ?? context.scene.stage;
  if (!context.draft.setCharacterStatus(who, 'deceased', reasonOf(context, why))) return false;
  if (sentence === undefined) say(context, DIES, { who: who.name, place: place.name });
  else context.draft.say(sentence);
  for (const mourner of mourners(context, who)) {
    context.draft.remember(mourner, `Losing ${who.name} in ${place.name}`, 'grief', importance(context.rng, tied(context, mourner, who) ? 'life-changing' : 'significant'));
  }
  return true;
}

export function find(context: BeatContext, who: Character, alive: boolean, finder: Character | null): boolean {
  const place = context.draft.location(who.location_id) ?? context.scene.contested;
  if (!context.draft.setCharacterStatus(who, alive ? 'active' : 'deceased', reasonOf(context, alive ? 'found alive' : 'found dead'))) return false;
  const finderName = finder !== null && context.draft.isPresent(finder) ? finder.name : undefined;
  if (alive) {
    say(context, finderName === undefined ? FOUND_ALIVE : [...FOUND_ALIVE, '{finder} finds {who} alive in {place} and brings them home'], { who: who.name, place: place.name, finder: finderName });
    context.draft.remember(who, `Seeing daylight again in ${place.name}`, 'relief', importance(context.rng, 'life-changing'));
  } else {
    say(context, FOUND_DEAD, { who: who.name, place: place.name });
  }
  if (finder !== null && finderName !== undefined) {
    context.draft.remember(finder, alive ? `Finding ${who.name} alive in ${place.name}` : `Finding ${who.name} dead near ${place.name}`, alive ? 'joy' : 'grief', importance(context.rng, 'life-changing'));
  }
  return true;
}

export function retire(context: BeatContext, who: Character, why: string): boolean {
  const place = context.draft.location(context.draft.locationOf(who)) ?? context.scene.stage;
  if (!context.draft.setCharacterStatus(who, 'retired', reasonOf(context, why))) return false;
  say(context, RETIRES, { who: who.name, place: place.name });
  context.draft.remember(who, `Walking away from it all in ${place.name}`, 'weariness', importance(context.rng, 'significant'));
  return true;
}

// ----- movement --------------------------------------------------------------------------------------------

const TRAVELS = [
  '{who} sets out for {place}',
  '{who} takes the road to {place}, past {sight}',
  '{who} goes to {place} to see it with their own eyes',
  '{who} makes for {place} before the roads close',
];
const FLEES = ['{who} flees to {place}', 'With {peril} at the door, {who} flees to {place}'];

export function travel(context: BeatContext, who: Character, to: Location, fleeing = false): boolean {
  if (!context.draft.move(who, to, reasonOf(context, fleeing ? 'fled the danger' : `drawn to ${to.name}`))) return false;
  say(context, fleeing ? FLEES : TRAVELS, { who: who.name, place: to.name });
  context.draft.remember(who, fleeing ? `Fleeing to ${to.name}` : `The road to ${to.name}`, fleeing ? 'fear' : 'resolve', importance(context.rng, fleeing ? 'significant' : 'notable'));
  return true;
}

// ----- factions --------------------------------------------------------------------------------------------

const TURNS_HOSTILE = [
  '{a} names {b} its enemy',
  '{a} and {b} break off every dealing and arm their gates',
  '{a} turns its banners against {b}',
  'Between {a} and {b} there is now only open hostility',
];
const FRAYS = [
  'The friendship between {a} and {b} frays to cold courtesy',
  '{a} withdraws its trust from {b}',
  '{a} and {b} stop answering each other’s envoys',
];
const ALLIES = [
  '{a} and {b} swear a pact of mutual aid',
  '{a} offers {b} its hand, and {b} takes it',
  '{a} and {b} stand together now, banner beside banner',
];
const CALMS = ['{a} and {b} lay down their quarrel', 'A wary truce holds between {a} and {b}'];

const STANCE_PHRASES = { hostile: TURNS_HOSTILE, neutral: CALMS, ally: ALLIES } as const;

/** Both factions take the stance toward each other; a faction's members named in the scene remember it. */
export function setStance(context: BeatContext, a: Faction, b: Faction, stance: 'ally' | 'neutral' | 'hostile', why: string, sentence?: string): boolean {
  const reason = reasonOf(context, why);
  const forward = context.draft.stance(a, b, stance, reason);
  const back = context.draft.stance(b, a, stance, reason);
  if (!forward && !back) return false;
  const fraying = stance === 'neutral' && context.draft.stanceOf(a, b) === 'neutral' && a.stances.some((entry) => entry.target_faction_id === b.id && entry.stance === 'ally');
  if (sentence !== undefined) context.draft.say(sentence);
  else say(context, fraying ? FRAYS : STANCE_PHRASES[stance], { a: inText(a.name), b: inText(b.name) });
  return true;
}

const CONQUERS = ['{faction} takes {place} by force', '{place} falls to {faction} after a night of fighting', 'The soldiers of {faction} storm {place} and raise its banner there'];
const TREATY = ['{faction} gains {place} by treaty', 'By a treaty sealed in {place}, the place passes to {faction}', '{faction} is granted {place} under a hard-won treaty'];
const RELEASES = ['{faction} gives up its hold on {place}', '{faction} withdraws from {place}', '{faction} can no longer keep {place} and lets it go'];

/** `sentence: ''` when the caller's sentence already tells the taking (a retold clause naming both). */
export function seize(context: BeatContext, faction: Faction, place: Location, method: ClaimMethod, why: string, sentence?: string): boolean {
  const holder = context.draft.faction(context.draft.holderOf(place));
  if (!context.draft.claim(faction, place, method, reasonOf(context, why))) return false;
  const from = holder === null ? '' : `, ${method === 'conquest' ? 'wresting' : 'taking'} it from ${inText(holder.name)}`;
  const told = sentence ?? phrase(context.rng, method === 'conquest' ? CONQUERS : TREATY, { ...context.values, faction: inText(faction.name), place: place.name });
  if (told !== '' && told !== null) context.draft.say(`${told}${from}`);
  for (const resident of context.draft.residentsOf(place).slice(0, 2)) {
    if (context.scene.protagonist?.id === resident.id || context.scene.allies.includes(resident)) {
      context.draft.remember(resident, `Seeing ${faction.name} take ${place.name}`, method === 'conquest' ? 'anger' : 'unease', importance(context.rng, 'significant'));
    }
  }
  return true;
}

export function cede(context: BeatContext, faction: Faction, place: Location, why: string): boolean {
  if (!context.draft.release(faction, place, reasonOf(context, why))) return false;
  say(context, RELEASES, { faction: inText(faction.name), place: place.name });
  return true;
}

const RISES = ['{faction} rises on the turn of events', 'Fortune favours {faction}: its ranks swell', '{faction} grows bolder by the day'];
const DECLINES = ['{faction} begins to falter', 'Doubt eats at {faction}; its ranks thin', '{faction} loses ground and nerve alike'];
const STEADIES = ['{faction} steadies itself', '{faction} finds its footing again'];
const COLLAPSES = ['{faction} collapses', 'What was left of {faction} breaks apart', '{faction} is finished as a power'];

const FORTUNE_PHRASES = { rising: RISES, declining: DECLINES, stable: STEADIES, collapsed: COLLAPSES } as const;

/** A faction's fortune turns, and its doctrine is rewritten to fit (a rise, a fall, a collapse). */
export function turnFortune(context: BeatContext, faction: Faction, fortune: Fortune, why: string): boolean {
  if (!context.draft.setFactionStatus(faction, fortune, reasonOf(context, why))) return false;
  say(context, FORTUNE_PHRASES[fortune], { faction: inText(faction.name) });
  if (fortune !== 'stable') {
    const doctrine = doctrineFor(context.frame.theme, faction, fortune, context.frame.motif, context.rng);
    if (context.draft.doctrine(faction, doctrine.ideology, doctrine.tags, reasonOf(context, `its ${fortune === 'rising' ? 'rise' : 'fall'}`))) {
      context.draft.say(`${inText(faction.name).replace(/^the /, 'The ')} rewrites its creed: ${doctrine.ideology.charAt(0).toLowerCase()}${doctrine.ideology.slice(1)}`);
    }
  }
  return true;
}

const SUCCEEDS = ['{who} takes up the leadership of {faction}', '{faction} turns to {who} to lead it', '{who} is raised to lead {faction}'];
const LEADERLESS = ['{faction} is left without a leader', 'No one steps forward to lead {faction}'];

export function succeed(context: BeatContext, faction: Faction, successor: Character | null, why: string): boolean {
  if (!context.draft.setLeader(faction, successor, reasonOf(context, why))) return false;
  if (successor === null) say(context, LEADERLESS, { faction: inText(faction.name) });
  else {
    say(context, SUCCEEDS, { who: successor.name, faction: inText(faction.name) });
    context.draft.remember(successor, `Taking up the leadership of ${faction.name}`, 'resolve', importance(context.rng, 'significant'));
  }
  return true;
}

// ----- people ----------------------------------------------------------------------------------------------

const RESOLVES = ['{who} resolves to {add}', '{who} swears now to {add}', 'From this day {who} means to {add}'];
const GIVES_UP = ['{who} gives up the wish to {drop}', '{who} lets go of the hope to {drop}'];
const CHANGES_AIM = ['{who} gives up the wish to {drop} and resolves instead to {add}', '{who} turns from the wish to {drop}, and now means to {add}'];

/** `sentence: ''` when the caller's own sentence already tells the new aim (a retold clause of the idea). */
export function changeAims(context: BeatContext, who: Character, add: readonly string[], drop: readonly string[], why: string, sentence?: string): boolean {
  if (!context.draft.changeMotivations(who, add, drop, reasonOf(context, why))) return false;
  const change = context.draft.consequences.motivation_changes.at(-1);
  const added = change?.add[0];
  const dropped = change?.drop[0];
  const templates = added !== undefined && dropped !== undefined ? CHANGES_AIM : added !== undefined ? RESOLVES : GIVES_UP;
  if (sentence === undefined) say(context, templates, { who: who.name, add: added, drop: dropped === undefined ? undefined : dropped.charAt(0).toLowerCase() + dropped.slice(1) });
  else context.draft.say(sentence);
  context.draft.remember(who, added !== undefined ? `Resolving to ${added}` : `Letting go of the wish to ${dropped ?? ''}`, 'resolve', importance(context.rng, 'notable'));
  return true;
}

const JOINS = ['{who} joins {faction}', '{who} throws in their lot with {faction}', '{who} takes the colours of {faction}'];
const LEAVES = ['{who} leaves {from} behind', '{who} walks out of {from} for good', '{who} breaks with {from}'];
const DEFECTS = ['{who} defects from {from} to {faction}', '{who} changes sides, leaving {from} for {faction}'];
const HOLDS_OUT = ['{who} holds out in the ruin of {faction}', '{who} keeps faith with {faction} though it has fallen'];

/** `sentence: ''` leaves the telling to the caller (several fates told in one sentence). */
export function changeSides(context: BeatContext, who: Character, to: Faction | null, why: string, sentence?: string): boolean {
  const from = context.draft.faction(who.faction_id);
  if (!context.draft.changeAllegiance(who, to, reasonOf(context, why))) return false;
  const values = { who: who.name, faction: to === null ? undefined : inText(to.name), from: from === null ? undefined : inText(from.name) };
  const tell = (templates: readonly string[]) => (sentence === undefined ? say(context, templates, values) : context.draft.say(sentence));
  if (to !== null && to.id === from?.id) {
    tell(HOLDS_OUT);
    context.draft.remember(who, `Keeping faith with ${to.name} when it fell`, 'loyalty', importance(context.rng, 'significant'));
  } else if (to === null) {
    tell(LEAVES);
    context.draft.remember(who, `Leaving ${from?.name ?? 'the faction'}`, 'bitterness', importance(context.rng, 'significant'));
  } else if (from === null) {
    tell(JOINS);
    context.draft.remember(who, `Joining ${to.name}`, 'pride', importance(context.rng, 'significant'));
  } else {
    tell(DEFECTS);
    context.draft.remember(who, `Going over from ${from.name} to ${to.name}`, 'guilt', importance(context.rng, 'life-changing'));
  }
  return true;
}

const BONDS: Readonly<Record<RelationshipKind, readonly string[]>> = {
  ally: ['{a} and {b} become allies', '{a} and {b} agree to stand by each other', '{a} and {b} clasp hands over {sight}'],
  rival: ['{a} and {b} become rivals', 'Between {a} and {b} a rivalry takes root'],
  enemy: ['{a} and {b} become sworn enemies', '{a} swears to make {b} pay'],
  mentor: ['{a} takes {b} under their wing', '{a} begins to teach {b} what {value} demands'],
  romance: ['{a} and {b} fall in love', 'Among {sight}, {a} and {b} find each other'],
  family: ['{a} and {b} learn they share blood', '{a} claims {b} as kin'],
};
const BREAKS = ['{a} breaks with {b}', '{a} turns away from {b}'];
const BOND_MEMORY: Readonly<Record<RelationshipKind, [string, 'everyday' | 'notable' | 'significant' | 'life-changing', string]>> = {
  ally: ['Standing with {other}', 'notable', 'trust'],
  rival: ['The first quarrel with {other}', 'notable', 'resentment'],
  enemy: ['Swearing enmity with {other}', 'significant', 'rage'],
  mentor: ['The first lesson shared with {other}', 'notable', 'gratitude'],
  romance: ['Falling for {other}', 'significant', 'love'],
  family: ['Learning that {other} is kin', 'significant', 'wonder'],
};

export function bond(context: BeatContext, a: Character, b: Character, kind: RelationshipKind | null, note: string): boolean {
  if (!context.draft.relate(a, b, kind, note)) return false;
  say(context, kind === null ? BREAKS : BONDS[kind], { a: a.name, b: b.name });
  if (kind !== null) {
    const [text, band, emotion] = BOND_MEMORY[kind];
    context.draft.remember(a, text.replace('{other}', b.name), emotion, importance(context.rng, band));
    context.draft.remember(b, text.replace('{other}', a.name), emotion, importance(context.rng, band));
  } else {
    context.draft.remember(a, `Breaking with ${b.name}`, 'sorrow', importance(context.rng, 'significant'));
  }
  return true;
}

/** A character's description gains a line about what the story has made of them (the first sentence stays). */
export function reshape(context: BeatContext, who: Character, note: string, sentence: string): boolean {
  const first = /^[^.!?]*[.!?]/.exec(who.description)?.[0] ?? who.description;
  if (!context.draft.amendCharacter(who, `${first.trim()} ${note}`.trim(), null, reasonOf(context, note))) return false;
  context.draft.say(sentence);
  context.draft.remember(who, note, 'change', importance(context.rng, 'notable'));
  return true;
}

export function remake(context: BeatContext, place: Location, note: string, sentence: string): boolean {
  const first = /^[^.!?]*[.!?]/.exec(place.description)?.[0] ?? place.description;
  if (!context.draft.amendLocation(place, `${first.trim()} ${note}`.trim(), reasonOf(context, note))) return false;
  context.draft.say(sentence);
  return true;
}

// ----- places ----------------------------------------------------------------------------------------------

const PLACE_STATUS_PHRASES: Readonly<Record<string, readonly string[]>> = {
  thriving: ['{place} thrives again', 'Trade returns to {place}, and with it laughter'],
  stable: ['{place} steadies', 'Life in {place} finds its old rhythm again'],
  declining: ['{place} begins to decline', 'In {place} the markets empty and the lamps go out one by one', '{place} slides into hard times'],
  ruined: ['{place} lies in ruins', 'Little is left of {place} but {adjective} ruins'],
  abandoned: ['{place} is abandoned', 'The last families leave {place}'],
  lost: ['{place} is lost to the world', 'No road leads to {place} any more'],
};

export function setPlace(context: BeatContext, place: Location, status: keyof typeof PLACE_STATUS_PHRASES, why: string): boolean {
  if (!context.draft.setLocationStatus(place, status as Location['status'], reasonOf(context, why))) return false;
  say(context, PLACE_STATUS_PHRASES[status] ?? [], { place: place.name });
  const harm = ['ruined', 'abandoned', 'lost'].includes(status);
  for (const resident of context.draft.residentsOf(place).filter((character) => character.id === context.scene.protagonist?.id || context.scene.allies.includes(character)).slice(0, 2)) {
    context.draft.remember(resident, harm ? `Watching ${place.name}, home, come to ruin` : `${place.name} in changing times`, harm ? 'grief' : 'unease', importance(context.rng, harm ? 'life-changing' : 'notable'));
  }
  return true;
}

const LADDER = ['thriving', 'stable', 'declining', 'ruined'] as const;

/** Harm a place by `steps` along its ladder (thriving → stable → declining → ruined), as far as it goes. */
export function harmPlace(context: BeatContext, place: Location, steps: number, why: string): boolean {
  const index = LADDER.indexOf(context.draft.statusOf(place) as (typeof LADDER)[number]);
  if (index < 0 || index === LADDER.length - 1) return false;
  const target = LADDER[Math.min(LADDER.length - 1, index + Math.max(1, steps))] as string;
  return setPlace(context, place, target, why);
}

/** A place recovers one step; ruined, abandoned and lost places stay as they are. */
export function mendPlace(context: BeatContext, place: Location, why: string): boolean {
  const status = context.draft.statusOf(place);
  const target = status === 'declining' ? 'stable' : status === 'stable' ? 'thriving' : null;
  return target !== null && setPlace(context, place, target, why);
}

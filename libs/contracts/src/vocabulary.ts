/*
 * The closed vocabularies of SPEC.md §3, §4 and §9 as plain data: the zod enums of this library are built
 * from them, the domain checks against them and the web imports them through `@worldloom/contracts/vocabulary`.
 * This file imports nothing, so that entry brings no zod into the web's bundle.
 */

type Term<List extends readonly string[]> = List[number];
type StatusTransitions<Status extends string> = Readonly<Record<Status, readonly Status[]>>;

export const LOCATION_TYPES = ['region', 'city', 'landmark', 'wilderness'] as const;
export const LOCATION_STATUSES = ['thriving', 'stable', 'declining', 'ruined', 'abandoned', 'lost'] as const;

export const FACTION_TYPES = ['kingdom', 'guild', 'order', 'cult', 'tribe', 'company'] as const;
export const FACTION_STATUSES = ['rising', 'stable', 'declining', 'collapsed'] as const;

export const CHARACTER_TYPES = ['player', 'npc'] as const;
export const STORY_ROLES = ['major', 'minor', 'wildcard', 'background'] as const;
export const CHARACTER_STATUSES = ['active', 'deceased', 'missing', 'retired'] as const;

/** How one faction stands toward another (an ordered pair: A's stance toward B); neutral unless set. */
export const FACTION_STANCES = ['ally', 'neutral', 'hostile'] as const;
/** How a faction takes a location. */
export const CLAIM_METHODS = ['conquest', 'treaty'] as const;
/** What ties one character to another (both ways). */
export const RELATIONSHIP_KINDS = ['ally', 'rival', 'family', 'mentor', 'romance', 'enemy'] as const;
/** How a character's allegiance changed: joined a faction, left it, went over to another, or held out in a collapsed one. */
export const ALLEGIANCE_CHANGES = ['join', 'leave', 'defect', 'holdout'] as const;
/** A beat brings in at most this many new characters and locations together. */
export const MAX_NEWCOMERS_PER_BEAT = 2;

/*
 * Legal status changes, from → to (SPEC.md §4 leaves the triggers open; the domain enforces these).
 * Places and factions may fall suddenly (a sacked city goes straight to ruined) but recover one step at
 * a time; anything may be lost, and a lost place comes back only as abandoned. The deceased stay deceased.
 */
export const LOCATION_STATUS_TRANSITIONS: StatusTransitions<Term<typeof LOCATION_STATUSES>> = {
  thriving: ['stable', 'declining', 'ruined', 'abandoned', 'lost'],
  stable: ['thriving', 'declining', 'ruined', 'abandoned', 'lost'],
  declining: ['stable', 'ruined', 'abandoned', 'lost'],
  ruined: ['declining', 'abandoned', 'lost'],
  abandoned: ['declining', 'ruined', 'lost'],
  lost: ['abandoned'],
};
/** A faction may collapse from anywhere; a declining one stabilises before it rises; a collapsed one can only rise again. */
export const FACTION_STATUS_TRANSITIONS: StatusTransitions<Term<typeof FACTION_STATUSES>> = {
  rising: ['stable', 'declining', 'collapsed'],
  stable: ['rising', 'declining', 'collapsed'],
  declining: ['stable', 'collapsed'],
  collapsed: ['rising'],
};
/** The missing may turn up (active) or be found dead, but do not retire unseen. */
export const CHARACTER_STATUS_TRANSITIONS: StatusTransitions<Term<typeof CHARACTER_STATUSES>> = {
  active: ['missing', 'retired', 'deceased'],
  missing: ['active', 'deceased'],
  retired: ['active', 'missing', 'deceased'],
  deceased: [],
};

/** The Add World Event form offers these event types and impact levels (SPEC.md §3)... */
export const FORM_WORLD_EVENT_TYPES = ['player_action', 'world_event', 'system_event'] as const;
export const FORM_IMPACT_LEVELS = ['minor', 'moderate', 'major'] as const;
/** ...and the API takes the docs' too: the union of both. */
export const WORLD_EVENT_TYPES = [...FORM_WORLD_EVENT_TYPES, 'environmental', 'social'] as const;
export const IMPACT_LEVELS = [...FORM_IMPACT_LEVELS, 'catastrophic'] as const;

/** An arc's beats, 0-14 (SPEC.md §9). */
export const BEAT_COUNT = 15;
/** Starting an arc plans these beats as anchors. */
export const ANCHOR_BEAT_INDEXES = [0, 7, 14] as const;

/** The 15 Save-the-Cat beats; the array index is the beat index. */
export const SAVE_THE_CAT_BEATS = [
  'Opening Image',
  'Theme Stated',
  'Set-Up',
  'Catalyst',
  'Debate',
  'Break into Two',
  'B Story',
  'Fun and Games',
  'Midpoint',
  'Bad Guys Close In',
  'All Is Lost',
  'Dark Night of the Soul',
  'Break into Three',
  'Finale',
  'Final Image',
] as const;
export type SaveTheCatBeatName = Term<typeof SAVE_THE_CAT_BEATS>;

/** What each Save-the-Cat beat is for in the story (the array index is the beat index). */
export const SAVE_THE_CAT_PURPOSES = [
  'Show the world and the people at the heart of the story as they are before it changes them.',
  'Someone states the question the story will answer: what must be learned, and what it will cost.',
  'Set up the world, the people who matter, and what is wrong or missing in it.',
  'The inciting incident: something happens that upends how things were.',
  'The protagonist and their allies hesitate: should they act, and at what price?',
  'They choose to act and step into a changed, upside-down world; sides are taken.',
  'A second story begins, often a bond between two people that carries the theme.',
  'The promise of the premise: the new world is explored; gains and losses, ground changes hands.',
  'A false victory or a false defeat raises the stakes; the clock starts ticking.',
  'The enemy regroups and closes in; doubt and division spread, alliances fray.',
  'The lowest point: someone or something is lost, an alliance breaks, a home falls.',
  'The protagonist mourns what was lost and finds what the story has been teaching.',
  'The answer is found: allies reunite and a plan forms from both stories.',
  'The final confrontation: the plan is carried out, the antagonist is faced, territory settles.',
  'The mirror of the opening image: how the world has changed.',
] as const;

export const STORY_ACTS = [
  { act: 1, name: 'Equilibrium', firstBeat: 0, lastBeat: 4 },
  { act: 2, name: 'Chaos', firstBeat: 5, lastBeat: 10 },
  { act: 3, name: 'Resolution', firstBeat: 11, lastBeat: 14 },
] as const;
/** One of the three acts (Equilibrium 0–4, Chaos 5–10, Resolution 11–14). */
export type StoryAct = (typeof STORY_ACTS)[number];

export function saveTheCatBeatName(beatIndex: number): SaveTheCatBeatName {
  const name = SAVE_THE_CAT_BEATS[beatIndex];
  if (name === undefined) throw new RangeError(`No Save-the-Cat beat at index ${beatIndex}`);
  return name;
}

/** The act a beat belongs to: the one act lookup of the code base. */
export function storyActOf(beatIndex: number): StoryAct {
  const act = STORY_ACTS.find((candidate) => beatIndex >= candidate.firstBeat && beatIndex <= candidate.lastBeat);
  if (act === undefined) throw new RangeError(`No act holds beat index ${beatIndex}`);
  return act;
}

/** The longest world name (a fork's included) and description. */
export const WORLD_NAME_MAX = 120;
export const WORLD_DESCRIPTION_MAX = 2000;

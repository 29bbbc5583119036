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

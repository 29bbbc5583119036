import {
  ANCHOR_BEAT_INDEXES,
  CHARACTER_STATUS_TRANSITIONS,
  CharacterStatus,
  FACTION_STATUS_TRANSITIONS,
  FactionStatus,
  LOCATION_STATUS_TRANSITIONS,
  LocationStatus,
  MAX_NEWCOMERS_PER_BEAT,
  SAVE_THE_CAT_BEATS,
  SAVE_THE_CAT_PURPOSES,
  SEEDING_LIMITS,
  storyActOf,
  type EnrichLocationInput,
  type EvaluateRelationsInput,
  type GenerateBeatInput,
  type GenerateDoctrineInput,
  type GenerationArc,
  type GenerationBeatBrief,
  type GenerationEntities,
  type GenerationWorld,
  type GenerationWorldEvent,
  type PlannedBeat,
  type SeedCharactersInput,
  type SeedFactionsInput,
  type SeedLocationsInput,
  type StartArcInput,
  type SummarizeArcInput,
} from '@worldloom/contracts';
import { readPremise } from '../premise/read-premise';
import { rankedMemoryLines } from './memory-lines';
import { fitPrompt, priority, type Prompt, type PromptLine, type PromptSection } from './prompt-budget';
import {
  characterDescriptionLine,
  characterLine,
  EntityNames,
  factionLine,
  locationDescriptionLine,
  locationLine,
  premiseLine,
  premiseTerms,
  profileLine,
  StoryFocus,
} from './world-lines';

const SYSTEM = [
  'You are the story engine of Worldloom, an app in which story worlds grow beat by beat.',
  'Answer only with the structured output you are given. Write vivid but concise English.',
  'Every entity name is unique within its world, across locations, factions and characters.',
  'Use only the listed values for types and statuses; refer to entities exactly as instructed.',
].join('\n');

const MEMORY_SCALE = 'Memory importance runs 0.0-1.0: 0.9-1.0 life-changing, 0.7-0.8 significant, 0.5-0.6 notable, 0.3-0.4 everyday.';

/** Optional lines go in by tier, then by relevance within it, while the budget lasts. */
const TIER = { profiles: 1, castDescriptions: 2, memories: 3, descriptions: 4 } as const;

/** The arc's latest beats go in whole; the older ones in brief. */
const LATEST_BEATS = 3;
const BRIEF_CHARACTERS = 240;

const range = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;
const json = (value: unknown) => JSON.stringify(value);
const essential = (text: string): PromptLine => ({ text });
const section = (heading: string, lines: readonly PromptLine[], empty?: string): PromptSection => ({ heading, lines, empty });

// ---------------------------------------------------------------------------------------------
// Seeding: small prompts, names only.

function worldLine(world: GenerationWorld): string {
  return `World: ${json({ name: world.name, description: world.description })}`;
}

export function seedLocationsPrompt({ world }: SeedLocationsInput): Prompt {
  return {
    system: SYSTEM,
    human: [
      worldLine(world),
      `Create the world's geography: ${range(SEEDING_LIMITS.regions)} regions first, then cities, landmarks and wilderness inside them, ${range(SEEDING_LIMITS.locations)} locations in all.`,
      'A region has region = null; every other location names its region exactly. Give every region at least one city.',
      'relative_x and relative_y place each location on a 0-1 map, near the centre of its region.',
      `Statuses: ${LocationStatus.options.join(', ')}. Tags: 2-4 short lower-case words that fit the world's theme.`,
    ].join('\n\n'),
  };
}

export function seedFactionsPrompt({ world, locations }: SeedFactionsInput): Prompt {
  return {
    system: SYSTEM,
    human: [
      worldLine(world),
      `Locations (one per line):\n${locations.map((location) => json({ name: location.name, type: location.type, region: location.region })).join('\n')}`,
      `Create ${range(SEEDING_LIMITS.factions)} factions that fit this world. Each controls 1-4 of the locations above, named exactly.`,
      'Territory is disjoint: no location has two masters, so no location appears in the controlled_locations of two factions.',
      [
        'stances: how the factions stand toward each other at the start, by name: source, target, stance (ally, neutral or hostile) and the reason.',
        'Give the rivalries and alliances the world suggests; pairs left out are neutral. Never a faction toward itself; each ordered pair at most once.',
      ].join(' '),
      `Statuses: ${FactionStatus.options.join(', ')}. banner_color is a hex colour like #3a6ea5. Faction names differ from every location name.`,
    ].join('\n\n'),
  };
}

export function seedCharactersPrompt({ world, locations, factions }: SeedCharactersInput): Prompt {
  return {
    system: SYSTEM,
    human: [
      worldLine(world),
      `Locations (one per line):\n${locations.filter((location) => location.type !== 'region').map((location) => json({ name: location.name, type: location.type, region: location.region })).join('\n')}`,
      `Factions (one per line):\n${factions.map((faction) => json({ name: faction.name, type: faction.type, ideology: faction.ideology, controlled_locations: faction.controlled_locations })).join('\n')}`,
      `Create ${range(SEEDING_LIMITS.characters)} characters: 3-5 major, several minor, 1-2 wildcards, the rest background; all npc unless the world says otherwise.`,
      'Each is at one of the locations above (exact name) and belongs to one of the factions (exact name) or none (null).',
      'faction_leaders names exactly one active member of each faction as its leader.',
      'A leader serves the faction they lead: none of their motivations is to overthrow, destroy, betray or bring down that faction (a rival may want that).',
      `Statuses: ${CharacterStatus.options.join(', ')}. Give each character 1-3 memories of their past, all different: no one remembers the same thing twice. ${MEMORY_SCALE}`,
    ].join('\n\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// The world with ids, for arcs, beats and the faction and location calls: within the token budget.

function worldSection(world: GenerationWorld): PromptSection {
  return section('World:', [essential(`${world.name}: ${world.description}`)]);
}

/** An event as a line; a player's action says which character acted (by name, when the names are at hand). */
function eventLine(event: GenerationWorldEvent, names?: EntityNames): string {
  const actor = event.character_id === undefined || names === undefined ? '' : ` by ${names.of(event.character_id)}`;
  return `- ${event.impact_level} ${event.event_type}${actor}: ${event.description}`;
}

function eventsSection(heading: string, events: readonly GenerationWorldEvent[], names?: EntityNames): PromptSection {
  return section(heading, events.map((event) => essential(eventLine(event, names))), 'none.');
}

/** The players' actions since the last beat, each with the character who acted: the beat must answer every one. */
function playerActionsSection(events: readonly GenerationWorldEvent[], names: EntityNames): PromptSection[] {
  const lines = events.flatMap((event) =>
    event.event_type === 'player_action' && event.character_id !== undefined
      ? [essential(`- ${names.of(event.character_id)} [${event.character_id}], a player's character, did this: ${json(event.description.trim())}`)]
      : [],
  );
  if (lines.length === 0) return [];
  return [
    section(
      'Player actions since the last beat. This beat must answer each one: name the acting character in the description, and give them a consequence of the action beyond a memory (a move, a motivation gained or dropped, a relationship, a change of allegiance or status, or an amended description):',
      lines,
    ),
  ];
}

function arcSection(arc: GenerationArc, names: EntityNames): PromptSection {
  return section(`Arc ${json(arc.story_name)}:`, [
    essential(arc.detailed_description),
    essential(`Story idea: ${arc.story_idea?.trim() ? json(arc.story_idea.trim()) : 'none given.'}`),
    essential(premiseLine(arc.premise, names)),
  ]);
}

/** Descriptions of the story's own people and places go in before the memories, the others after them. */
function descriptionsSection(entities: GenerationEntities, focus: StoryFocus): PromptSection {
  const described = [
    ...entities.characters.filter((character) => character.description).map((character) => ({ rank: focus.characterRank(character), text: characterDescriptionLine(character) })),
    ...entities.locations.filter((location) => location.description).map((location) => ({ rank: focus.locationRank(location, entities), text: locationDescriptionLine(location) })),
  ].sort((left, right) => left.rank - right.rank);
  return section(
    'Who and what they are (the story\'s own first):',
    described.map(({ rank, text }, order) => ({ text, priority: priority(rank === 0 ? TIER.castDescriptions : TIER.descriptions, order) })),
  );
}

/**
 * The world's entities, every one with its id and status; what drives the characters, their memories ranked
 * for `memoryQuery` (none without one) and descriptions go in by relevance to the story while the budget lasts.
 */
function entitySections(entities: GenerationEntities, focus: StoryFocus, memoryQuery: string | null): PromptSection[] {
  const names = new EntityNames(entities);
  const byInvolvement = [...entities.characters].sort((left, right) => focus.characterRank(left) - focus.characterRank(right));
  const memories = memoryQuery === null ? [] : rankedMemoryLines(entities, memoryQuery);
  return [
    section('Locations (name [id]: type, status, region; tags):', entities.locations.map((location) => essential(locationLine(location, names))), 'none.'),
    section('Factions (name [id]: type, status; leader; territory; stances; ideology):', entities.factions.map((faction) => essential(factionLine(faction, names))), 'none.'),
    section(
      'Characters (name [id]: story role, npc unless a player; status, where, faction):',
      entities.characters.map((character) => essential(characterLine(character, names))),
      'none.',
    ),
    section(
      'What drives them (most involved in the story first):',
      byInvolvement.map((character, rank) => ({ text: profileLine(character, names), priority: priority(TIER.profiles, rank) })),
    ),
    section(
      'What they remember (most relevant first):',
      memories.map((text, rank) => ({ text, priority: priority(TIER.memories, rank) })),
      memoryQuery === null ? undefined : 'none recorded.',
    ),
    descriptionsSection(entities, focus),
  ];
}

const transitions = (table: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(table)
    .map(([from, to]) => `${from} -> ${to.join('|') || 'never changes'}`)
    .join('; ');

function beatLine(beat: GenerationBeatBrief): string {
  return `${beat.beat_index} ${json(beat.beat_name)}: ${beat.description}`;
}

/** A beat's first sentence, cut at a word when it runs long. */
function briefLine(beat: GenerationBeatBrief): string {
  const [first = ''] = beat.description.split(/(?<=[.!?])\s+/);
  const cut = first.lastIndexOf(' ', BRIEF_CHARACTERS);
  const brief = first.length <= BRIEF_CHARACTERS ? first : `${first.slice(0, cut > 0 ? cut : BRIEF_CHARACTERS)}...`;
  return `${beat.beat_index} ${json(beat.beat_name)}: ${brief}`;
}

function beatsSection(beats: readonly GenerationBeatBrief[]): PromptSection {
  const latest = beats.length - LATEST_BEATS;
  return section(
    `Beats so far (oldest first; before the latest ${LATEST_BEATS}, in brief):`,
    beats.map((beat, index) => essential(index >= latest ? beatLine(beat) : briefLine(beat))),
    'none; this is the first.',
  );
}

function plan(beat: PlannedBeat): string {
  const directives = beat.world_directives.length === 0 ? '' : ` Directives: ${beat.world_directives.join('; ')}.`;
  const storylines = beat.emergent_storylines.length === 0 ? '' : ` Storylines: ${beat.emergent_storylines.join('; ')}.`;
  return `${beat.description}${directives}${storylines}`;
}

function thisBeatSection(input: GenerateBeatInput): PromptSection {
  const index = input.beat_index;
  const name = SAVE_THE_CAT_BEATS[index];
  const act = storyActOf(index);
  const lines = [
    `Beat ${index} ${json(name)} of Act ${act.act} "${act.name}" (Save the Cat): beat_index = ${index}, beat_name = ${json(name)}.`,
    `Its purpose: ${SAVE_THE_CAT_PURPOSES[index]}`,
    ...(input.planned_anchor === null ? [] : [`Planned for it when the arc began (refine it with what has happened since): ${plan(input.planned_anchor)}`]),
    ...(input.next_anchor === null
      ? ['No anchor lies ahead: this beat closes the arc.']
      : [`It leads toward the next anchor, beat ${input.next_anchor.beat_index} ${json(input.next_anchor.beat_name)}: ${plan(input.next_anchor)}`]),
  ];
  return section('Write this beat:', lines.map(essential));
}

const BEAT_RULES = [
  'Refer to every entity by its id in [brackets] above; people and places the story needs that the world lacks go in newcomers.',
  'The description is prose that names, by their exact names, everyone and everything the beat changes: a status, a move, an allegiance, a stance, territory, a doctrine, a leader, a description.',
  'Record every fate the prose tells: whoever dies gets status deceased, whoever vanishes or is captured gets status missing, whoever flees gets a move, whoever changes sides gets an allegiance change. Tell no fate you do not record.',
  `Every active or retired character the description names gains a memory of this beat: a new one, not one they already hold. ${MEMORY_SCALE}`,
  'The dead stay dead: a deceased character never changes status, moves, remembers, changes sides, leads or makes ties; neither does one who dies in this beat, in it.',
  'The missing do not act until found: no memory, move, motivation, allegiance or tie for them unless this beat sets them active.',
  `Statuses change only along these steps. Locations: ${transitions(LOCATION_STATUS_TRANSITIONS)}. Factions: ${transitions(FACTION_STATUS_TRANSITIONS)}. Characters: ${transitions(CHARACTER_STATUS_TRANSITIONS)}.`,
  'Change each entity at most once in each list, and only to something it is not already (no move to where one already is).',
  'Territory: a claim (conquest or treaty) takes a place from whoever holds it; a release gives up a place the faction holds; no place has two masters, and a lost place has none and no one living in it. A stance is one faction\'s toward another, never toward itself.',
  'A leader is a living, present member of the faction and never works for its downfall; when a leader dies or goes missing, name another (or null). The people of a collapsed faction leave, defect or hold out.',
  `At most ${MAX_NEWCOMERS_PER_BEAT} newcomers, characters and places together. A new place lies in a region and on the 0-1 map; a newcomer character is somewhere, of a faction or none, and remembers this beat.`,
  'The beat changes the world; the harder the recorded events hit (minor < moderate < major < catastrophic), the more and the graver its consequences. It serves its purpose and leads toward the next anchor.',
];

function rulesSection(rules: readonly string[]): PromptSection {
  return section('Rules the answer must keep (the world checks it and sends back what breaks them):', rules.map((rule) => essential(`- ${rule}`)));
}

/** What the beat is about, for ranking memories: its cast, factions and places by name, the premise and the beat's purpose. */
function beatQuery(input: GenerateBeatInput, names: EntityNames): string {
  const { premise } = input.arc;
  const about = premise === null ? [input.arc.detailed_description, input.arc.story_idea ?? ''] : [premiseTerms(premise, names)];
  return [
    ...about,
    SAVE_THE_CAT_PURPOSES[input.beat_index],
    ...(input.planned_anchor === null ? [] : [input.planned_anchor.description]),
    ...input.events_since_last_beat.map((event) => (event.character_id === undefined ? event.description : `${names.of(event.character_id)} ${event.description}`)),
  ].join(' ');
}

/** Drafts of this beat the author turned down (review mode): the new one must be another beat. */
function rejectedDraftsSection(drafts: readonly string[]): PromptSection[] {
  if (drafts.length === 0) return [];
  return [section('The author turned down these drafts of this beat; write a different one:', drafts.map((text) => essential(`- ${text}`)))];
}

export function generateBeatPrompt(input: GenerateBeatInput): Prompt {
  const names = new EntityNames(input.entities);
  const focus = StoryFocus.of(input.arc.premise);
  return fitPrompt(SYSTEM, [
    worldSection(input.world),
    arcSection(input.arc, names),
    beatsSection(input.previous_beats),
    thisBeatSection(input),
    eventsSection('World events recorded since the last beat; this beat must answer them:', input.events_since_last_beat, names),
    ...playerActionsSection(input.events_since_last_beat, names),
    ...rejectedDraftsSection(input.rejected_drafts ?? []),
    ...entitySections(input.entities, focus, beatQuery(input, names)),
    rulesSection(BEAT_RULES),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Arcs.

function earlierArcsSection(arcs: StartArcInput['previous_arcs']): PromptSection {
  const lines = arcs.map((arc, index) => {
    const last = index === arcs.length - 1 ? ' (the last; the new arc follows from how it ended)' : '';
    return essential(`- ${json(arc.story_name)}${last}: ${arc.summary ?? 'no summary.'}`);
  });
  return section('Earlier arcs (oldest first):', lines, 'none; this is the world\'s first story.');
}

const anchorPurposes = () =>
  ANCHOR_BEAT_INDEXES.map((index) => `${index} ${json(SAVE_THE_CAT_BEATS[index])} (${SAVE_THE_CAT_PURPOSES[index]})`).join('; ');

export function startArcPrompt(input: StartArcInput): Prompt {
  const names = new EntityNames(input.entities);
  const reading = readPremise(input);
  const idea = input.story_idea?.trim() ? input.story_idea.trim() : null;
  const lastOutcome = input.previous_arcs.at(-1)?.summary ?? '';
  return fitPrompt(SYSTEM, [
    worldSection(input.world),
    earlierArcsSection(input.previous_arcs),
    eventsSection('Recent world events:', input.recent_events, names),
    ...entitySections(input.entities, StoryFocus.of(reading), [idea ?? '', premiseTerms(reading, names), lastOutcome].join(' ')),
    section('Story idea:', [essential(idea === null ? 'none; invent one from the world and how its last arc ended.' : json(idea))]),
    section('A first reading of the idea, made offline by keywords (improve on it; it may miss people and places):', [essential(premiseLine(reading, names))]),
    rulesSection([
      'Start a new story arc: a story_name unlike the earlier arcs, and a detailed_description that names its protagonist, allies, antagonists and places from the lists above.',
      'premise, by id from the lists above: the threat and the stakes in a sentence each; protagonist_id and antagonist_id (null when the world has no one for it); character_ids (the cast), faction_ids, and location_ids with the contested place first.',
      'Cast only characters who are active or retired, never the deceased or the missing. When there was an earlier arc, the premise follows from how the last one ended.',
      `If the idea needs people or places the world lacks, leave them out of the premise and name them in the world_directives of beat 0: the opening beat brings them in (at most ${MAX_NEWCOMERS_PER_BEAT}).`,
      `Plan its three anchor beats of Save the Cat, in that order, with those exact names: ${anchorPurposes()}.`,
    ]),
  ]);
}

export function summarizeArcPrompt(input: SummarizeArcInput): Prompt {
  const names = new EntityNames(input.entities);
  return fitPrompt(SYSTEM, [
    worldSection(input.world),
    arcSection(input.arc, names),
    section('Beats (in order):', input.beats.map((beat) => essential(beatLine(beat)))),
    eventsSection('Recent world events:', input.recent_events, names),
    ...entitySections(input.entities, StoryFocus.of(input.arc.premise), null),
    section('Task:', [
      essential('The arc is complete. Summarise it in one paragraph: how it began, its turning points, how it ended and what it changed in the world.'),
    ]),
  ]);
}

// ---------------------------------------------------------------------------------------------
// A faction's doctrine, its relations, a place enriched.

export function generateDoctrinePrompt(input: GenerateDoctrineInput): Prompt {
  const names = new EntityNames(input.entities);
  const faction = input.entities.factions.find((candidate) => candidate.id === input.faction_id);
  const name = faction?.name ?? names.of(input.faction_id);
  const members = input.entities.characters.filter((character) => character.faction_id === input.faction_id).map((character) => character.name);
  const focus = new StoryFocus({
    characterIds: [faction?.leader_id ?? null],
    factionIds: [input.faction_id],
    locationIds: faction?.controlled_location_ids,
  });
  return fitPrompt(SYSTEM, [
    worldSection(input.world),
    ...entitySections(input.entities, focus, null),
    section('Task:', [
      essential(`Rewrite the doctrine of ${name} for its fortune: it is now ${input.status}${input.reason ? `, because ${input.reason}` : ''}.`),
      essential(`Its members: ${members.join(', ') || 'none'}. Its doctrine until now: ${json(faction?.ideology ?? '')}; tags ${faction?.tags.join(', ') || 'none'}.`),
      essential('ideology: one to three sentences of what it now believes and wants, true to its leader, its members, what it holds and how it stands toward the others (a fallen faction turns to survival, vengeance or remembrance; a rising one to ambition).'),
      essential('tags: 2-5 short lower-case words.'),
    ]),
  ]);
}

export function evaluateRelationsPrompt(input: EvaluateRelationsInput): Prompt {
  return fitPrompt(SYSTEM, [
    worldSection(input.world),
    section('Recent beats (in order):', input.recent_beats.map((beat) => essential(beatLine(beat))), 'none.'),
    section('What just happened:', [essential(input.beat_context || 'nothing told.')]),
    ...entitySections(input.entities, new StoryFocus({}), null),
    rulesSection([
      'Re-evaluate how each faction stands toward each other faction in the light of what just happened.',
      'Answer only the stances that change: source_faction_id, target_faction_id (ids from the list above), the new stance (ally, neutral or hostile) and its reason.',
      'Never a faction toward itself; each ordered pair at most once; only to a stance it does not already hold. An empty list is a fine answer when nothing changes.',
    ]),
  ]);
}

export function enrichLocationPrompt(input: EnrichLocationInput): Prompt {
  const names = new EntityNames(input.entities);
  const location = input.entities.locations.find((candidate) => candidate.id === input.location_id);
  const holder = input.entities.factions.find((faction) => faction.controlled_location_ids.includes(input.location_id));
  const people = input.entities.characters.filter((character) => character.location_id === input.location_id).map((character) => character.name);
  const focus = new StoryFocus({
    factionIds: holder === undefined ? [] : [holder.id],
    locationIds: [input.location_id, ...(location?.region_id ? [location.region_id] : [])],
  });
  const place = location === undefined ? names.of(input.location_id) : `${location.name}, a ${location.status} ${location.type}${location.region_id ? ` in ${names.of(location.region_id)}` : ''}`;
  return fitPrompt(SYSTEM, [
    worldSection(input.world),
    ...entitySections(input.entities, focus, null),
    section('Task:', [
      essential(`Describe ${place}; held by ${holder?.name ?? 'no faction'}; home to ${people.join(', ') || 'no one named'}.`),
      essential(`Its description until now: ${json(location?.description ?? '')}; tags ${location?.tags.join(', ') || 'none'}.`),
      essential(`What the world says about it: ${input.world_context || 'nothing more.'}`),
      essential('description: two to four vivid sentences true to its type, its status, its region, who holds it and who lives there. tags: 2-4 short lower-case words that fit the world.'),
    ]),
  ]);
}

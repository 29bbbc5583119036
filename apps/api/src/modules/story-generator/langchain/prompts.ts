import {
  CharacterStatus,
  FactionStatus,
  LocationStatus,
  SAVE_THE_CAT_BEATS,
  SEEDING_LIMITS,
  storyActOf,
  type GenerateBeatInput,
  type GenerationEntities,
  type GenerationWorld,
  type GenerationWorldEvent,
  type SeedCharactersInput,
  type SeedFactionsInput,
  type SeedLocationsInput,
  type StartArcInput,
  type SummarizeArcInput,
} from '@worldloom/contracts';

export interface Prompt {
  system: string;
  human: string;
}

const SYSTEM = [
  'You are the story engine of Worldloom, an app in which story worlds grow beat by beat.',
  'Answer only with the structured output you are given. Write vivid but concise English.',
  'Every entity name is unique within its world, across locations, factions and characters.',
  'Use only the listed values for types and statuses; refer to entities exactly as instructed.',
].join('\n');

const MEMORY_SCALE = 'Memory importance runs 0.0-1.0: 0.9-1.0 life-changing, 0.7-0.8 significant, 0.5-0.6 notable, 0.3-0.4 everyday.';

const range = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;
const json = (value: unknown) => JSON.stringify(value);

function worldBlock(world: GenerationWorld): string {
  return `World: ${json({ name: world.name, description: world.description })}`;
}

function eventsBlock(label: string, events: readonly GenerationWorldEvent[]): string {
  return events.length === 0 ? `${label}: none.` : `${label} (one per line):\n${events.map(json).join('\n')}`;
}

function entitiesBlock(entities: GenerationEntities): string {
  return [
    `Locations (one per line):\n${entities.locations.map(json).join('\n')}`,
    `Factions (one per line):\n${entities.factions.map(json).join('\n')}`,
    `Characters (one per line):\n${entities.characters.map(json).join('\n')}`,
  ].join('\n\n');
}

export function seedLocationsPrompt({ world }: SeedLocationsInput): Prompt {
  return {
    system: SYSTEM,
    human: [
      worldBlock(world),
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
      worldBlock(world),
      `Locations (one per line):\n${locations.map((location) => json({ name: location.name, type: location.type, region: location.region })).join('\n')}`,
      `Create ${range(SEEDING_LIMITS.factions)} factions that fit this world. Each controls 1-4 of the locations above, named exactly; no location has two masters.`,
      `Statuses: ${FactionStatus.options.join(', ')}. banner_color is a hex colour like #3a6ea5. Faction names differ from every location name.`,
    ].join('\n\n'),
  };
}

export function seedCharactersPrompt({ world, locations, factions }: SeedCharactersInput): Prompt {
  return {
    system: SYSTEM,
    human: [
      worldBlock(world),
      `Locations (one per line):\n${locations.filter((location) => location.type !== 'region').map((location) => json({ name: location.name, type: location.type, region: location.region })).join('\n')}`,
      `Factions (one per line):\n${factions.map((faction) => json({ name: faction.name, type: faction.type, ideology: faction.ideology, controlled_locations: faction.controlled_locations })).join('\n')}`,
      `Create ${range(SEEDING_LIMITS.characters)} characters: 3-5 major, several minor, 1-2 wildcards, the rest background; all npc unless the world says otherwise.`,
      'Each is at one of the locations above (exact name) and belongs to one of the factions (exact name) or none (null).',
      'faction_leaders names exactly one living member of each faction as its leader.',
      `Statuses: ${CharacterStatus.options.join(', ')}. Give each character 1-3 memories of their past. ${MEMORY_SCALE}`,
    ].join('\n\n'),
  };
}

export function startArcPrompt(input: StartArcInput): Prompt {
  const previous = input.previous_arcs.map((arc) => json(arc)).join('\n') || 'none';
  return {
    system: SYSTEM,
    human: [
      worldBlock(input.world),
      entitiesBlock(input.entities),
      eventsBlock('Recent world events', input.recent_events),
      `Earlier arcs:\n${previous}`,
      `Story idea: ${input.story_idea?.trim() ? json(input.story_idea.trim()) : 'none; invent one from the world.'}`,
      'Start a new story arc: a story_name unlike the earlier arcs, and a detailed_description that names its protagonist, allies, antagonists and places from the lists above.',
      `Plan its three anchor beats of Save the Cat: 0 "${SAVE_THE_CAT_BEATS[0]}", 7 "${SAVE_THE_CAT_BEATS[7]}", 14 "${SAVE_THE_CAT_BEATS[14]}", in that order, with those exact names.`,
    ].join('\n\n'),
  };
}

export function generateBeatPrompt(input: GenerateBeatInput): Prompt {
  const name = SAVE_THE_CAT_BEATS[input.beat_index];
  const act = storyActOf(input.beat_index);
  const planned = input.planned_anchor === null ? '' : `\n\nThis beat was planned at the start of the arc; refine it with what has happened since:\n${json(input.planned_anchor)}`;
  return {
    system: SYSTEM,
    human: [
      worldBlock(input.world),
      `Arc: ${json({ story_name: input.arc.story_name, detailed_description: input.arc.detailed_description })}`,
      `Beats so far (one per line):\n${input.previous_beats.map(json).join('\n') || 'none'}`,
      entitiesBlock(input.entities),
      eventsBlock('World events recorded since the last beat; this beat must answer them', input.events_since_last_beat),
      `Write beat ${input.beat_index}, "${name}", of Act ${act.act} "${act.name}" (Save the Cat). beat_index = ${input.beat_index}, beat_name = "${name}".${planned}`,
      [
        'The beat changes the world through its consequences: at least one status change, memory, move or historical event.',
        'Refer to entities by their id from the lists above. The harder the recorded events hit (minor < moderate < major < catastrophic), the more and the graver the consequences.',
        `Location statuses: ${LocationStatus.options.join(', ')}. Faction statuses: ${FactionStatus.options.join(', ')}. Character statuses: ${CharacterStatus.options.join(', ')}.`,
        'A deceased character never changes status, moves or remembers; a character who dies in this beat does not move or remember in it. Change each entity at most once, and only to a different status.',
        MEMORY_SCALE,
      ].join('\n'),
    ].join('\n\n'),
  };
}

export function summarizeArcPrompt(input: SummarizeArcInput): Prompt {
  return {
    system: SYSTEM,
    human: [
      worldBlock(input.world),
      `Arc: ${json({ story_name: input.arc.story_name, detailed_description: input.arc.detailed_description })}`,
      `Beats (one per line):\n${input.beats.map(json).join('\n')}`,
      entitiesBlock(input.entities),
      eventsBlock('Recent world events', input.recent_events),
      'The arc is complete. Summarise it in one paragraph: how it began, its turning points, how it ended and what it changed in the world.',
    ].join('\n\n'),
  };
}

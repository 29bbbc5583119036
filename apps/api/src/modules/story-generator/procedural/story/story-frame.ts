import type { GenerationArc, GenerationEntities, GenerationPremise, GenerationWorld } from '@worldloom/contracts';
import { castStory, readStory, type CastClause, type StoryReading } from '../../premise/read-premise';
import { createRng } from '../rng';
import type { Theme } from '../themes/theme';
import type { BeatDraft, Character, Faction, Location } from './beat-draft';
import { inText } from './prose';

/** The theme's words a story keeps to, drawn once per story. */
export interface Motif {
  peril: string;
  value: string;
  symbol: string;
  sight: string;
  sight2: string;
  trade: string;
  adjective: string;
}

/** A clause of the idea and the beat it happens in. */
export interface PlotPoint {
  cast: CastClause;
  beat: number;
}

/** What stays the same from beat to beat of an arc: its premise, its reading and its words. */
export interface StoryFrame {
  world: GenerationWorld;
  theme: Theme;
  storyName: string;
  /** Seeds every draw of the story: the world id and the story's name, never an entity's id. */
  seed: string;
  premise: GenerationPremise;
  story: StoryReading;
  motif: Motif;
  plot: PlotPoint[];
}

/** The beats the idea's clauses happen in, in order: the Catalyst, Break into Two, the Midpoint, Bad Guys Close In. */
const PLOT_BEATS = [3, 5, 8, 9] as const;

function storySeed(world: GenerationWorld, storyName: string): string {
  return `${world.id}:story:${storyName}`;
}

function motifOf(seed: string, theme: Theme): Motif {
  const rng = createRng(`${seed}:motif`);
  const [sight, sight2] = rng.sample(theme.sights, 2);
  return {
    peril: rng.pick(theme.perils),
    value: rng.pick(theme.values),
    symbol: rng.pick(theme.symbols),
    sight: sight ?? '',
    sight2: sight2 ?? sight ?? '',
    trade: rng.pick(theme.trades),
    adjective: rng.pick(theme.adjectives).toLowerCase(),
  };
}

function plotOf(story: StoryReading): PlotPoint[] {
  const points: PlotPoint[] = [];
  for (const cast of story.clauses) {
    const beat = PLOT_BEATS[points.length];
    if (beat === undefined) break;
    if (cast.clause.verb !== null) points.push({ cast, beat });
  }
  return points;
}

/** The story of an arc under way; an arc without a premise (started before premises were kept) is read afresh. */
export function frameOf(world: GenerationWorld, arc: Pick<GenerationArc, 'story_name' | 'story_idea' | 'premise'>, entities: GenerationEntities, theme: Theme): StoryFrame {
  const seed = storySeed(world, arc.story_name);
  const premise = arc.premise ?? readStory({ world, story_idea: arc.story_idea, entities, recent_events: [], previous_arcs: [] }, theme).premise;
  const story = castStory(premise.threat, entities, seed, premise);
  return { world, theme, storyName: arc.story_name, seed, premise, story, motif: motifOf(seed, theme), plot: plotOf(story) };
}

/** Who and where one beat is about: the premise's cast as it stands now. */
export interface Scene {
  protagonist: Character | null;
  allies: Character[];
  antagonist: Character | null;
  /** The antagonist's faction. */
  rival: Faction | null;
  /** The protagonist's faction, or another of the story's factions. */
  side: Faction | null;
  factions: Faction[];
  contested: Location;
  stage: Location;
  /** Present people at the contested place or the stage who are not in the cast. */
  locals: Character[];
}

function firstPresent(draft: BeatDraft, candidates: readonly (Character | null | undefined)[]): Character | null {
  return candidates.find((candidate): candidate is Character => candidate !== null && candidate !== undefined && draft.isPresent(candidate)) ?? null;
}

export function sceneOf(frame: StoryFrame, draft: BeatDraft): Scene {
  const { premise, story } = frame;
  const byId = (id: string | null) => draft.character(id);
  const cast = premise.character_ids.map(byId);
  const victims = new Set(story.victims.map((victim) => victim.id));
  const protagonist = firstPresent(draft, [byId(premise.protagonist_id), ...cast.filter((character) => character?.id !== premise.antagonist_id && !victims.has(character?.id ?? ''))]);
  const factions = premise.faction_ids.flatMap((id) => draft.faction(id) ?? []);
  const standing = factions.filter((faction) => draft.statusOf(faction) !== 'collapsed');
  const rival = standing.find((faction) => faction.id !== (protagonist && draft.factionOf(protagonist))) ?? null;
  const antagonist = firstPresent(draft, [byId(premise.antagonist_id), byId(rival === null ? null : draft.leaderOf(rival))]);
  const side = draft.faction(protagonist === null ? null : draft.factionOf(protagonist)) ?? standing.find((faction) => faction.id !== rival?.id) ?? null;
  const places = premise.location_ids.flatMap((id) => draft.location(id) ?? []);
  const contested = places.find((place) => draft.statusOf(place) !== 'lost') ?? places[0] ?? draft.locations.find((location) => location.type !== 'region') ?? draft.locations[0];
  if (contested === undefined) throw new RangeError('A story needs at least one location');
  const stage = draft.location(protagonist === null ? null : draft.locationOf(protagonist)) ?? contested;
  const taken = new Set([protagonist?.id, antagonist?.id]);
  const allies = [
    ...cast.filter((character): character is Character => character !== null && !taken.has(character.id) && !victims.has(character.id) && draft.isPresent(character) && character.id !== premise.antagonist_id),
    ...story.characters.filter((character) => !premise.character_ids.includes(character.id) && !taken.has(character.id) && !victims.has(character.id) && draft.isPresent(character)),
  ];
  const inCast = new Set([...taken, ...allies.map((ally) => ally.id)]);
  const locals = draft.characters.filter((character) => !inCast.has(character.id) && draft.isPresent(character) && [contested.id, stage.id].includes(draft.locationOf(character) ?? ''));
  return { protagonist, allies: dedupe(allies), antagonist, rival, side, factions, contested, stage, locals };
}

function dedupe(characters: Character[]): Character[] {
  return characters.filter((character, index) => characters.findIndex((other) => other.id === character.id) === index);
}

/** The names a beat's sentences are filled with; empty roles stay undefined so no phrasing needs them. */
export function sceneValues(frame: StoryFrame, scene: Scene): Record<string, string | undefined> {
  const { motif } = frame;
  return {
    world: frame.world.name,
    protagonist: scene.protagonist?.name,
    ally: scene.allies[0]?.name,
    antagonist: scene.antagonist?.name,
    rival: scene.rival === null ? undefined : inText(scene.rival.name),
    side: scene.side === null || scene.side.id === scene.rival?.id ? undefined : inText(scene.side.name),
    contested: scene.contested.name,
    stage: scene.stage.name,
    elsewhere: scene.contested.id === scene.stage.id ? undefined : scene.contested.name,
    peril: motif.peril,
    value: motif.value,
    symbol: motif.symbol,
    sight: motif.sight,
    sight2: motif.sight2,
    trade: motif.trade,
    adjective: motif.adjective,
    threat: frame.premise.threat.charAt(0).toLowerCase() + frame.premise.threat.slice(1),
  };
}

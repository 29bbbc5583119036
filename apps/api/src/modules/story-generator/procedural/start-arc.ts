import type { StartArcInput, StartArcOutput } from '@worldloom/contracts';
import { ANCHOR_BEAT_INDEXES, nameKey } from '@worldloom/contracts';
import { castArc, type ArcCast } from './arc-cast';
import { beatText, castValues } from './beat-text';
import { fill } from './names';
import { createRng } from './rng';
import type { Theme } from './themes/theme';

const STORY_NAMES = [
  'The Fall of {threatened}',
  '{protagonist} and the {symbol}',
  'Shadows over {stage}',
  'The Last Days of {threatened}',
  'A Reckoning in {region}',
  'The {symbol} Rising',
  'Embers of {stage}',
] as const;

/** Names the cast in order (protagonist, stage, ally, antagonist, threatened), so each beat can find them again. */
const PREMISE =
  '{protagonist} of {stage} is drawn, together with {ally}, into a struggle against {antagonist} for {threatened}, as the threat of {peril} gathers over {region}. At stake is {value}.';

export function storyValuesSeed(worldId: string, storyName: string): string {
  return `${worldId}:story:${storyName}`;
}

function storyName(seed: string, cast: ArcCast, values: Readonly<Record<string, string>>, taken: readonly string[]): string {
  const rng = createRng(seed);
  const names = new Set(taken.map(nameKey));
  const candidates = rng.shuffle(STORY_NAMES).map((template) => fill(template, values));
  const free = candidates.find((candidate) => !names.has(nameKey(candidate)));
  return free ?? `${candidates[0] ?? cast.stage.name} (${taken.length + 1})`;
}

/** Names the arc, writes its premise around a seeded cast, and plans the anchor beats 0, 7 and 14. */
export function proceduralArc(input: StartArcInput, theme: Theme): StartArcOutput {
  const seed = `${input.world.id}:arc:${input.previous_arcs.length}:${input.story_idea ?? ''}`;
  const cast = castArc(seed, input.entities, input.story_idea ?? '');
  const naming = castValues(createRng(seed), theme, input.world, cast);
  const story_name = storyName(seed, cast, naming, input.previous_arcs.map((arc) => arc.story_name));
  const values = castValues(createRng(storyValuesSeed(input.world.id, story_name)), theme, input.world, cast);
  const idea = input.story_idea?.trim() ? ` The story follows this idea: "${input.story_idea.trim()}".` : '';
  return {
    story_name,
    detailed_description: fill(PREMISE, values) + idea,
    anchor_beats: ANCHOR_BEAT_INDEXES.map((index) => beatText(index, values, index === 0 ? input.recent_events : [], null)),
  };
}

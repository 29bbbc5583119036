import { ANCHOR_BEAT_INDEXES, nameKey, saveTheCatBeatName, type StartArcInput, type StartArcOutput } from '@worldloom/contracts';
import type { PlotKind } from '../premise/plot-kinds';
import { readStory, type StoryReading } from '../premise/read-premise';
import { openingOf } from './generate-beat';
import { createRng } from './rng';
import { BeatDraft } from './story/beat-draft';
import { BEAT_DIRECTIVES, BEAT_STORYLINES } from './story/beat-openings';
import { fillTemplate, inText, phrase, sentenceCase } from './story/prose';
import { frameOf, sceneOf, sceneValues } from './story/story-frame';
import type { Theme } from './themes/theme';

const STORY_NAMES: Readonly<Partial<Record<PlotKind, readonly string[]>>> = {
  vanish: ['The Vanishing at {contested}', 'Gone from {contested}', 'The Empty Chair of {contested}'],
  death: ['A Death in {contested}', 'The Mourning of {contested}'],
  feud: ['The Feud over {contested}', '{contested} Divided', 'Old Grudges of {contested}'],
  seizure: ['The Taking of {contested}', 'The Stolen {Object}', 'Whoever Holds {contested}'],
  disaster: ['The Fall of {contested}', 'When {contested} Broke'],
  succession: ['The Contested Seat', 'Heirs of {rival}', 'The Empty Throne of {contested}'],
  betrayal: ['The Traitor of {contested}', 'A Knife in {contested}'],
  defiance: ['{contested} Defiant', 'The Refusal at {contested}'],
  quest: ['The Search for the {Object}', 'The Road to {contested}'],
};
const ANY_STORY = ['Shadows over {stage}', 'Embers of {stage}', 'The {symbol} Rising', 'A Reckoning in {contested}', 'The Last Days of {contested}', '{protagonist} and the {symbol}'];

const SMALL_WORDS = new Set(['of', 'the', 'a', 'an', 'in', 'on', 'at', 'and', 'to', 'for', 'from', 'by']);
const titled = (text: string) => text.replace(/\p{L}+/gu, (word, at: number) => (at > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)));

function storyName(seed: string, story: StoryReading, values: Record<string, string | undefined>, taken: readonly string[]): string {
  const rng = createRng(`${seed}:name`);
  const kind = story.clauses[0]?.clause.kind ?? 'struggle';
  const object = story.clauses[0]?.clause.object;
  const withObject = { ...values, Object: object === null || object === undefined ? undefined : titled(object.text.replace(/^(the|a|an) /i, '')) };
  const names = new Set(taken.map(nameKey));
  const candidates = [...rng.shuffle(STORY_NAMES[kind] ?? []), ...rng.shuffle(ANY_STORY)]
    .map((template) => phrase(rng, [template], withObject))
    .filter((name): name is string => name !== null && name.length <= 100);
  return candidates.find((candidate) => !names.has(nameKey(candidate))) ?? `${candidates[0] ?? values.contested ?? 'A New Story'} (${taken.length + 1})`;
}

const DESCRIPTIONS = [
  '{protagonist} of {stage} is drawn, together with {ally}, into a struggle against {antagonist} and {rival} for {contested}.',
  '{protagonist} of {stage} finds the fate of {contested} in their hands, with {ally} at their side and {rival} in the way.',
  'Around {contested} the lines are drawn: {protagonist} of {stage} and {ally} on one side, {antagonist} and {rival} on the other.',
  '{protagonist} of {stage} stands against {rival} for {contested}.',
  'The struggle for {contested} against {rival} begins with {protagonist} of {stage}.',
];

/** Names the arc, reads its premise from the idea (or invents one), and plans the anchor beats 0, 7 and 14; a later try casts anew. */
export function proceduralArc(input: StartArcInput, theme: Theme, variant = 0): StartArcOutput {
  const { premise, story } = readStory(input, theme, variant);
  const seed = `${input.world.id}:arc:${input.previous_arcs.length}:${input.story_idea ?? ''}${variant === 0 ? '' : `:${variant}`}`;
  const naming = createRng(seed);
  const draftOf = () => new BeatDraft(input.entities, 0, naming);
  const provisional = frameOf(input.world, { story_name: '', story_idea: input.story_idea, premise }, input.entities, theme);
  const story_name = storyName(seed, story, sceneValues(provisional, sceneOf(provisional, draftOf())), input.previous_arcs.map((arc) => arc.story_name));
  const frame = frameOf(input.world, { story_name, story_idea: input.story_idea, premise }, input.entities, theme);
  const scene = sceneOf(frame, draftOf());
  const values = sceneValues(frame, scene);
  const rng = createRng(`${frame.seed}:description`);
  const cast = phrase(rng, DESCRIPTIONS, values) ?? `The story of ${scene.contested.name}.`;
  const idea = input.story_idea?.trim() ? ` The story follows this idea: "${input.story_idea.trim()}".` : '';
  const echo = input.previous_arcs.length > 0 ? ` It follows ${input.previous_arcs.at(-1)?.story_name ?? 'what came before'}.` : '';
  const detailed = `${cast} At stake: ${premise.stakes}. The theme is ${inText(frame.motif.value)}, under the shadow of ${frame.motif.peril}.${echo}${idea}`;
  return {
    story_name,
    detailed_description: sentenceCase(detailed),
    premise,
    anchor_beats: ANCHOR_BEAT_INDEXES.map((index) => ({
      beat_index: index,
      beat_name: saveTheCatBeatName(index),
      description: openingOf(frame, scene, index),
      world_directives: [fillTemplate(BEAT_DIRECTIVES[index] ?? '', values)],
      emergent_storylines: [phrase(createRng(`${frame.seed}:storyline:${index}`), BEAT_STORYLINES[index] ?? [], values) ?? `What becomes of ${scene.contested.name}.`],
    })),
  };
}

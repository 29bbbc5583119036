import type { GenerationWorld, GenerationWorldEvent, PlannedBeat } from '@worldloom/contracts';
import { saveTheCatBeatName } from '@worldloom/contracts';
import type { ArcCast } from './arc-cast';
import { fill } from './names';
import type { Rng } from './rng';
import type { Theme } from './themes/theme';

interface BeatTemplate {
  description: string;
  directive: string;
  storyline: string;
}

/** One template per Save-the-Cat beat, index = beat index. */
const BEAT_TEMPLATES: readonly BeatTemplate[] = [
  {
    description: 'In {stage}, among {sight}, {protagonist} goes about an ordinary day in {world}, unaware of the first signs of {peril} beyond {region}.',
    directive: 'Show daily life in {stage} before anything breaks.',
    storyline: 'Rumours of {peril} reach {stage}.',
  },
  {
    description: 'An elder of {stage} warns {protagonist} that {value} will soon be tested; {ally} laughs the warning off.',
    directive: 'Let the people of {stage} argue over {value}.',
    storyline: 'Who in {stage} still believes in {value}?',
  },
  {
    description: "{protagonist}'s world is laid bare: old debts in {stage}, a bond with {ally}, and the long shadow of {antagonist} over {threatened}.",
    directive: 'Establish the hold {antagonist} keeps on {threatened}.',
    storyline: "{ally}'s loyalty to {protagonist}.",
  },
  {
    description: 'The coming of {peril} shakes {threatened}, and {antagonist} moves to seize the moment. {protagonist} can no longer look away.',
    directive: 'Make {threatened} feel the first blow of {peril}.',
    storyline: 'What {antagonist} gains from {peril}.',
  },
  {
    description: '{protagonist} weighs staying safe in {stage} against setting out for {threatened}, while {ally} argues for caution.',
    directive: 'Keep {protagonist} torn between {stage} and {threatened}.',
    storyline: 'The price of doing nothing in {stage}.',
  },
  {
    description: '{protagonist} leaves {stage} behind and sets out for {threatened}, choosing to stand against {antagonist}.',
    directive: 'Move the story from {stage} toward {threatened}.',
    storyline: 'Word spreads that {protagonist} has defied {antagonist}.',
  },
  {
    description: 'On the road through {region}, {protagonist} and {ally} grow close, and {ally} reveals a secret tied to the {symbol}.',
    directive: 'Give {ally} a secret worth keeping.',
    storyline: 'The meaning of the {symbol}.',
  },
  {
    description: "{protagonist} learns the new rules of the struggle: raids on {antagonist}'s holdings around {threatened}, strange allies and the promise of the {symbol}.",
    directive: 'Let {protagonist} win small victories against {antagonist}.',
    storyline: 'Strange allies gather around {protagonist}.',
  },
  {
    description: 'At {threatened}, {protagonist} wins what looks like a victory over {antagonist}, until the truth about {peril} raises the stakes for all of {world}.',
    directive: 'Raise the stakes: {peril} now threatens all of {world}.',
    storyline: 'The hidden truth behind {peril}.',
  },
  {
    description: "{antagonist} regroups and tightens its grip on {region}; doubt and betrayal spread among {protagonist}'s allies.",
    directive: 'Press {protagonist} from every side in {region}.',
    storyline: 'A traitor close to {protagonist}.',
  },
  {
    description: '{threatened} falls into darkness as the threat of {peril} peaks; {protagonist} loses what mattered most, and {ally} is nowhere to be found.',
    directive: 'Take something precious from {protagonist}.',
    storyline: 'What became of {ally}?',
  },
  {
    description: 'Alone near {stage}, {protagonist} mourns what was lost and remembers why the fight against {antagonist} began.',
    directive: 'Let silence fall over {stage}.',
    storyline: 'The last hope of {stage}.',
  },
  {
    description: "Drawing on {ally}'s secret of the {symbol}, {protagonist} forms a plan to break {antagonist} at {threatened}.",
    directive: 'Gather every remaining ally for {threatened}.',
    storyline: 'The plan to break {antagonist}.',
  },
  {
    description: '{protagonist} leads the final stand at {threatened} against {antagonist} as the threat of {peril} reaches its height.',
    directive: 'Bring {protagonist} and {antagonist} face to face at {threatened}.',
    storyline: 'Who will still stand when {peril} ends?',
  },
  {
    description: '{world} after the storm: {stage} and {threatened} bear the marks of {peril}, and {protagonist} looks out on a changed world.',
    directive: 'Mirror the opening image in {stage}, changed.',
    storyline: 'How {world} remembers what happened at {threatened}.',
  },
];

/** The names a beat's text is filled with: the arc's cast, or plain words when a role is empty. */
export function castValues(rng: Rng, theme: Theme, world: GenerationWorld, cast: ArcCast): Record<string, string> {
  return {
    world: world.name,
    protagonist: cast.protagonist?.name ?? `the people of ${cast.stage.name}`,
    ally: cast.ally?.name ?? 'an unlikely friend',
    antagonist: cast.antagonist?.name ?? `the old powers of ${world.name}`,
    stage: cast.stage.name,
    threatened: cast.threatened.name,
    region: cast.region?.name ?? world.name,
    peril: rng.pick(theme.perils),
    sight: rng.pick(theme.sights),
    value: rng.pick(theme.values),
    symbol: rng.pick(theme.symbols),
  };
}

/** An event's description without its closing punctuation, to quote inside a sentence. */
export function plainEvent(event: GenerationWorldEvent): string {
  return event.description.trim().replace(/[.!?]+$/, '');
}

function eventsSentence(events: readonly GenerationWorldEvent[]): string {
  if (events.length === 0) return '';
  const list = events.map((event) => `${plainEvent(event)} (${event.impact_level})`).join('; ');
  return ` Since the last beat: ${list}.`;
}

/** A beat's text: the template for its index (or the planned anchor), with the events since the last beat woven in. */
export function beatText(
  beatIndex: number,
  values: Readonly<Record<string, string>>,
  events: readonly GenerationWorldEvent[],
  planned: PlannedBeat | null,
): PlannedBeat {
  const template = BEAT_TEMPLATES[beatIndex];
  if (template === undefined) throw new RangeError(`No beat at index ${beatIndex}`);
  const eventStorylines = events.map((event) => `The fallout of "${plainEvent(event)}" in ${values.stage}.`);
  return {
    beat_index: beatIndex,
    beat_name: saveTheCatBeatName(beatIndex),
    description: (planned?.description ?? fill(template.description, values)) + eventsSentence(events),
    world_directives: planned?.world_directives ?? [fill(template.directive, values)],
    emergent_storylines: [...(planned?.emergent_storylines ?? [fill(template.storyline, values)]), ...eventStorylines],
  };
}

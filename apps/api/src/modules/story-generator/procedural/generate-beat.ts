import {
  saveTheCatBeatName,
  type BeatConsequences,
  type GeneratedBeat,
  type GenerateBeatInput,
  type GenerationWorldEvent,
  type PlannedBeat,
} from '@worldloom/contracts';
import { NameIndex } from '../premise/name-index';
import { createRng } from './rng';
import { BeatDraft, type Character } from './story/beat-draft';
import { BEAT_DIRECTIVES, BEAT_OPENINGS, BEAT_STORYLINES } from './story/beat-openings';
import { playPurpose } from './story/beat-purposes';
import { plainEvent, severityOf, weaveEvents } from './story/events';
import type { BeatContext } from './story/happenings';
import { introduceNeeds } from './story/newcomers';
import { playPlot } from './story/plot';
import { fillTemplate, importance, lowerStart, phrase } from './story/prose';
import { settle } from './story/settle';
import { frameOf, sceneOf, sceneValues, type Scene, type StoryFrame } from './story/story-frame';
import type { Theme } from './themes/theme';

/** Beats that bring in the people and places the idea needs (two at most each). */
const INTRODUCTION_BEATS = 3;

/** The beat's first sentence: its purpose in the theme's words (the same draw as the anchor planned for it). */
export function openingOf(frame: StoryFrame, scene: Scene, beatIndex: number, variant = 0): string {
  const rng = createRng(`${frame.seed}:opening:${beatIndex}:${variant}`);
  const values = sceneValues(frame, scene);
  const sentence = phrase(rng, BEAT_OPENINGS[beatIndex] ?? [], values) ?? `${frame.world.name} turns toward ${scene.contested.name}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** A planned anchor is kept as the opening while everyone it names can still be in the scene. */
function refinedOpening(planned: PlannedBeat | null, draft: BeatDraft): string | null {
  if (planned === null) return null;
  const named = new NameIndex(draft.characters, draft.characters).namedIn(planned.description);
  return named.every((character) => draft.canAct(character)) ? planned.description : null;
}

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A memory text of this beat that the character does not hold yet (nobody remembers the same thing twice). */
function unheld(character: Character, text: string, frame: StoryFrame, beatName: string): string {
  const held = new Set(character.memories.map((memory) => key(memory.event_description)));
  const candidates = [text, `${text} (${beatName})`, `${text} (${frame.storyName}, ${beatName})`];
  return candidates.find((candidate) => !held.has(key(candidate))) ?? `${text} (${frame.storyName}, ${beatName}, again)`;
}

/** Everyone the description names gains a memory of the beat: their own part in it, or what they saw. */
function witness(context: BeatContext, description: string, headline: string): void {
  const { draft, frame, rng } = context;
  const weighty = draft.consequences.character_status_changes.length + draft.consequences.faction_status_changes.length + draft.consequences.territory_changes.length > 0;
  for (const person of new NameIndex(draft.characters, draft.characters).namedIn(description)) {
    if (draft.isNew(person) || !draft.canRemember(person)) continue;
    const memory = draft.memoryOf(person) ?? {
      text: `The day ${lowerStart(headline.replace(/[.!?]+$/, ''))}`,
      emotion: rng.pick(weighty ? ['dread', 'anger', 'resolve', 'unease'] : ['hope', 'curiosity', 'unease', 'resolve']),
      importance: importance(rng, weighty ? 'notable' : 'everyday'),
    };
    draft.consequences.memories.push({
      character_id: person.id,
      event_description: unheld(person, memory.text, frame, context.beatName),
      emotional_impact: memory.emotion,
      importance: memory.importance,
    });
  }
}

/** The consequences in words, as the beat's world directives. */
function directives(consequences: BeatConsequences, draft: BeatDraft): string[] {
  const name = (id: string) => draft.location(id)?.name ?? draft.faction(id)?.name ?? draft.character(id)?.name ?? id;
  return [
    ...consequences.location_status_changes.map((change) => `${name(change.location_id)} is now ${change.status}.`),
    ...consequences.faction_status_changes.map((change) => `${name(change.faction_id)} is now ${change.status}.`),
    ...consequences.character_status_changes.map((change) => `${name(change.character_id)} is now ${change.status}.`),
    ...consequences.moves.map((move) => `${name(move.character_id)} travels to ${name(move.to_location_id)}.`),
    ...consequences.stance_changes.map((change) => `${name(change.source_faction_id)} is now ${change.stance} toward ${name(change.target_faction_id)}.`),
    ...consequences.territory_changes.map((change) => `${name(change.faction_id)} ${change.kind === 'claim' ? `holds ${name(change.location_id)} (${change.method})` : `gives up ${name(change.location_id)}`}.`),
    ...consequences.leader_changes.map((change) => `${name(change.faction_id)} is led by ${change.leader_id === null ? 'no one' : name(change.leader_id)}.`),
    ...consequences.newcomers.characters.map((person) => `${person.name} enters the story.`),
    ...consequences.newcomers.locations.map((place) => `${place.name} appears on the map.`),
  ];
}

function storylines(context: BeatContext, input: GenerateBeatInput, untold: readonly string[]): string[] {
  const rng = createRng(`${context.frame.seed}:storyline:${input.beat_index}`);
  const own = phrase(rng, BEAT_STORYLINES[input.beat_index] ?? [], context.values);
  const ahead = input.next_anchor === null ? [] : [`Toward the ${input.next_anchor.beat_name}: ${input.next_anchor.description.split(/(?<=[.!?])\s/)[0] ?? ''}`];
  const fallout = input.events_since_last_beat.map((event) => `The fallout of "${plainEvent(event)}" in ${context.scene.stage.name}.`);
  return [...(own === null ? [] : [own]), ...fallout, ...untold.map((text) => `Still unconfirmed: "${text}".`), ...ahead];
}

/** When nothing else took, the beat still leaves a mark: a line in the contested place's history. */
function ensureChange(context: BeatContext): void {
  if (context.draft.changeCount > 0) return;
  const { scene, frame } = context;
  context.draft.history('location', scene.contested, `${context.beatName}: the shadow of ${frame.motif.peril} lengthens over ${scene.contested.name}.`);
}

function contextOf(input: GenerateBeatInput, theme: Theme, variant: number, events: readonly GenerationWorldEvent[]): BeatContext {
  const frame = frameOf(input.world, input.arc, input.entities, theme);
  const rng = createRng(`${frame.seed}:beat:${input.beat_index}:${variant}`);
  const draft = new BeatDraft(input.entities, input.beat_index, rng);
  const scene = sceneOf(frame, draft);
  return {
    frame,
    scene,
    draft,
    rng,
    values: sceneValues(frame, scene),
    beatIndex: input.beat_index,
    beatName: saveTheCatBeatName(input.beat_index),
    severity: severityOf(input.beat_index, events),
    caution: variant,
  };
}

/**
 * One beat of the arc, built from its premise: the idea's clause for this beat (if any) and the beat's
 * purpose change the cast and its places; the events since the last beat are woven in and scale the change;
 * what the changes oblige (a successor, the fate of a collapsed faction's people) follows; the description is
 * the sentences those changes wrote, after the beat's opening; everyone it names remembers it.
 * `variant` is the try: a later one draws anew and plays it safer.
 */
export function proceduralBeat(input: GenerateBeatInput, theme: Theme, variant = 0): GeneratedBeat {
  const events = input.events_since_last_beat;
  const context = contextOf(input, theme, variant, events);
  const { draft, frame } = context;
  const opening = refinedOpening(input.planned_anchor, draft) ?? openingOf(frame, context.scene, input.beat_index, variant);
  if (input.beat_index < INTRODUCTION_BEATS) introduceNeeds(context, frame.story.needs);
  const point = frame.plot.find((candidate) => candidate.beat === input.beat_index);
  const previous = point === undefined ? null : (frame.story.clauses[frame.story.clauses.indexOf(point.cast) - 1]?.clause ?? null);
  const plotted = point !== undefined && playPlot(context, point, previous);
  if (variant < 2 || !plotted) playPurpose(context, plotted || draft.newcomerCount > 0);
  const untold = weaveEvents(context, events);
  settle(context);
  ensureChange(context);
  const description = [opening, ...draft.sentences].join(' ');
  witness(context, description, draft.sentences[0] ?? opening);
  const anchorDirectives = input.planned_anchor?.world_directives ?? [fillTemplate(BEAT_DIRECTIVES[input.beat_index] ?? '', context.values)];
  return {
    beat_index: input.beat_index,
    beat_name: context.beatName,
    description,
    world_directives: [...anchorDirectives.filter((line) => line.trim() !== ''), ...directives(draft.consequences, draft)],
    emergent_storylines: storylines(context, input, untold),
    consequences: draft.consequences,
  };
}

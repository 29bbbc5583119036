import type { BeatConsequences, GeneratedBeat, GenerateBeatInput, GenerationEntities } from '@worldloom/contracts';
import { castArc } from './arc-cast';
import { planConsequences } from './beat-consequences';
import { beatText, castValues } from './beat-text';
import { createRng } from './rng';
import { storyValuesSeed } from './start-arc';
import type { Theme } from './themes/theme';

/** The consequences in words, as the beat's world directives. */
function directives(consequences: BeatConsequences, entities: GenerationEntities): string[] {
  const name = (id: string) =>
    [...entities.locations, ...entities.factions, ...entities.characters].find((entity) => entity.id === id)?.name ?? id;
  return [
    ...consequences.location_status_changes.map((change) => `${name(change.location_id)} is now ${change.status}.`),
    ...consequences.faction_status_changes.map((change) => `${name(change.faction_id)} is now ${change.status}.`),
    ...consequences.character_status_changes.map((change) => `${name(change.character_id)} is now ${change.status}.`),
    ...consequences.moves.map((move) => `${name(move.character_id)} travels to ${name(move.to_location_id)}.`),
  ];
}

/** A Save-the-Cat beat about the arc's cast, woven with the events since the last beat, that changes the world. */
export function proceduralBeat(input: GenerateBeatInput, theme: Theme): GeneratedBeat {
  const { world, arc, beat_index, entities, events_since_last_beat: events } = input;
  const cast = castArc(`${world.id}:${arc.id}`, entities, arc.detailed_description);
  const values = castValues(createRng(storyValuesSeed(world.id, arc.story_name)), theme, world, cast);
  const text = beatText(beat_index, values, events, input.planned_anchor);
  const rng = createRng(`${world.id}:${arc.id}:beat:${beat_index}`);
  const consequences = planConsequences({ rng, beatIndex: beat_index, beatName: text.beat_name, events, entities, cast, values });
  return { ...text, world_directives: [...text.world_directives, ...directives(consequences, entities)], consequences };
}

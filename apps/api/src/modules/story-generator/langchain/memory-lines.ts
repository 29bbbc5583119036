import type { GenerationCharacter, GenerationEntities, GenerationMemory } from '@worldloom/contracts';
import { beatTimeline } from '../memory/recency';
import { capPerHolder, rankMemories } from '../memory/retrieve-memories';

/** No one takes more lines than this, so the memories of a prompt come from many people. */
export const MAX_MEMORIES_PER_CHARACTER = 5;

interface HeldMemory {
  readonly character: GenerationCharacter;
  readonly memory: GenerationMemory;
  readonly beatsAgo: number;
  readonly beforeTheStory: boolean;
}

function when({ beatsAgo, beforeTheStory }: HeldMemory): string {
  if (beforeTheStory) return 'before the story';
  return beatsAgo === 0 ? 'in the latest beat' : `${beatsAgo} beat${beatsAgo === 1 ? '' : 's'} ago`;
}

function memoryLine(held: HeldMemory): string {
  const { character, memory } = held;
  return `- ${character.name}, ${when(held)} (importance ${memory.importance.toFixed(1)}, ${memory.emotional_impact}): ${JSON.stringify(memory.event_description)}`;
}

/**
 * The memories of everyone not dead, as prompt lines ranked for `query` (the Generative Agents score), most
 * relevant first and at most MAX_MEMORIES_PER_CHARACTER each; the prompt's budget takes from the top.
 */
export function rankedMemoryLines(entities: GenerationEntities, query: string): string[] {
  const timeline = beatTimeline(entities.characters.flatMap((character) => character.memories));
  const held = entities.characters
    .filter((character) => character.status !== 'deceased')
    .flatMap((character) =>
      character.memories.map((memory): HeldMemory => {
        const beatsAgo = timeline.beatsSince(memory);
        return { character, memory, beatsAgo, beforeTheStory: memory.beat_id === null && beatsAgo === timeline.beats };
      }),
    );
  const candidates = held.map((item) => ({
    item,
    // Whose memory it is counts: a memory of the cast is about the story.
    text: `${item.character.name} ${item.memory.event_description}`,
    importance: item.memory.importance,
    beatsAgo: item.beatsAgo,
  }));
  const ranked = rankMemories(candidates, query).map((scored) => scored.item);
  return capPerHolder(ranked, (item) => item.character.id, MAX_MEMORIES_PER_CHARACTER).map(memoryLine);
}

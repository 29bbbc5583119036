import type { BeatConsequences, GeneratedBeat } from '@worldloom/contracts';
import { nextArcStep } from '@worldloom/domain';
import { smallWorld, type SmallWorld } from '../langchain/story-world.test-support';
import { ProceduralStoryGenerator } from './procedural-story-generator';

const generator = new ProceduralStoryGenerator();
const worldId = (index: number) => `00000000-0000-4000-b000-${String(index).padStart(12, '0')}`;

/** The next beat as the procedural generator writes it, once the domain (the coherence judge included) takes it. */
async function nextBeat(small: SmallWorld): Promise<GeneratedBeat> {
  const { output } = await generator.generateBeat(small.story.beatInput(), small.story.beatReview());
  return output;
}

/** Whether the consequences change the character beyond a memory, as the judge counts an answer. */
function changes(consequences: BeatConsequences, id: string): boolean {
  return (
    consequences.moves.some((move) => move.character_id === id) ||
    consequences.motivation_changes.some((change) => change.character_id === id) ||
    consequences.relationship_changes.some((change) => change.character_id === id || change.other_character_id === id) ||
    consequences.allegiance_changes.some((change) => change.character_id === id) ||
    consequences.character_status_changes.some((change) => change.character_id === id) ||
    consequences.description_changes.some((change) => change.entity_kind === 'character' && change.entity_id === id) ||
    consequences.leader_changes.some((change) => change.leader_id === id)
  );
}

describe('the procedural beat answers every player action', () => {
  it('names each acting player and gives each a consequence: a move to the place the action names, a tie with the person it names', async () => {
    const small = smallWorld(worldId(1));
    const wren = small.story.addPlayer('Wren Ashdown');
    const kell = small.story.addPlayer('Kell Marrow', { locationId: small.ids.frosthold });
    small.story.playerAction(wren.userId, 'Wren Ashdown rows across the lake to Greywatch');
    small.story.playerAction(kell.userId, 'Kell Marrow challenges Brenna Stormborn to a duel');
    const input = small.story.beatInput();
    expect(input.events_since_last_beat.map((event) => event.character_id)).toEqual([undefined, wren.characterId, kell.characterId]);

    const beat = await nextBeat(small);
    expect(beat.description).toContain('Wren Ashdown');
    expect(beat.description).toContain('Kell Marrow');
    expect(beat.consequences.moves).toContainEqual(expect.objectContaining({ character_id: wren.characterId, to_location_id: small.ids.greywatch }));
    expect(beat.consequences.relationship_changes).toContainEqual(
      expect.objectContaining({ character_id: kell.characterId, other_character_id: small.ids.brenna }),
    );
    const remembering = beat.consequences.memories.map((memory) => memory.character_id);
    expect(remembering).toEqual(expect.arrayContaining([wren.characterId, kell.characterId, small.ids.brenna]));
    // Deterministic per world: the same input writes the same beat.
    expect(await nextBeat(small)).toEqual(beat);
    small.story.progress(beat);
    expect(small.story.state.characters.get(wren.characterId)?.locationId).toBe(small.ids.greywatch);
  });

  it('answers a player on every beat of an arc, in several worlds, and the domain takes each beat', async () => {
    for (const index of [2, 3, 4]) {
      const small = smallWorld(worldId(index));
      const wren = small.story.addPlayer('Wren Ashdown', index === 3 ? { locationId: small.ids.frosthold } : {});
      const actions = ['Wren Ashdown scouts the frozen ridge', 'Wren Ashdown shares bread with strangers', 'Wren Ashdown keeps watch through the night'];
      for (let beatIndex = 2; nextArcStep(small.story.state, small.story.currentArcId).kind === 'beat'; beatIndex += 1) {
        const acting = small.story.state.characters.get(wren.characterId)?.status === 'active';
        if (acting) small.story.playerAction(wren.userId, actions[beatIndex % actions.length] ?? '');
        const beat = await nextBeat(small);
        if (acting) {
          expect({ beatIndex, named: beat.description.includes('Wren'), answered: changes(beat.consequences, wren.characterId) }).toEqual({
            beatIndex,
            named: true,
            answered: true,
          });
        }
        small.story.progress(beat);
      }
    }
  });

  it('leaves a beat without player actions as it was', async () => {
    const plain = smallWorld(worldId(5));
    const withPlayer = smallWorld(worldId(5));
    withPlayer.story.addPlayer('Wren Ashdown');
    const [before, after] = await Promise.all([nextBeat(plain), nextBeat(withPlayer)]);
    expect(after.description).toBe(before.description);
  });
});

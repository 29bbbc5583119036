import type { BeatGenerated } from '@worldloom/domain';
import { playStory, STORY_WORLDS, storyRecord } from './story-harness.test-support';
import { continuityViolations, ideaContentWords, ideaUptake, sameBeatOverlap, wordsWithoutNames, type StoryRecord } from './story-metrics';

describe('story metrics', () => {
  it('reads an idea’s content words as roots, stop words out', () => {
    const words = ideaContentWords('The lighthouse keeper vanishes and the merchant houses blame each other');
    expect(words).toEqual(expect.arrayContaining(['lighthouse', 'keeper', 'vanish', 'merchant', 'blame']));
    expect(words).not.toEqual(expect.arrayContaining(['the']));
    expect(words).not.toContain('other');
  });

  it('counts an idea’s words taken up in any inflection, but not from the quoted idea', () => {
    const idea = 'The keeper vanishes and the houses blame each other';
    const quoted = { idea, detailedDescription: `A story. The story follows this idea: "${idea}".`, beats: [] };
    expect(ideaUptake(quoted).hits).toBe(0);
    const told = { ...quoted, beats: [{ description: 'The keeper vanished; both houses were blamed.' }] } as unknown as Parameters<typeof ideaUptake>[0];
    expect(ideaUptake(told)).toMatchObject({ hits: 4, total: 4, missing: [] });
    expect(ideaUptake({ ...quoted, idea: null })).toMatchObject({ total: 0, share: 1 });
  });

  it('measures the overlap of the same beat across worlds with the names taken out', () => {
    expect(wordsWithoutNames('Ada Vey walks to Old Harbour', ['Ada Vey', 'Old Harbour'])).toEqual(new Set(['walks', 'to']));
    const same = [{ description: 'Ada Vey walks home', names: ['Ada Vey'] }, { description: 'Bran Holt walks home', names: ['Bran Holt'] }];
    expect(sameBeatOverlap(same)).toBe(1);
    expect(sameBeatOverlap([{ description: 'one two', names: [] }, { description: 'three four', names: [] }])).toBe(0);
    expect(sameBeatOverlap([{ description: 'a b c', names: [] }, { description: 'a b d', names: [] }])).toBe(0.5);
  });

  it('finds a character gone at the end of one arc who acts in the next before being found', async () => {
    const story = storyRecord(await playStory(STORY_WORLDS[0] as (typeof STORY_WORLDS)[number]));
    expect(continuityViolations(story)).toEqual([]);
    const gone = [...(story.arcs[0]?.end.characters.values() ?? [])].find((character) => character.status === 'deceased' || character.status === 'missing');
    expect(gone).toBeDefined();
    const [first, second] = story.arcs;
    const beat = second?.beats[2];
    if (first === undefined || second === undefined || beat === undefined || gone === undefined) throw new Error('The story is too short');
    const haunted: BeatGenerated = {
      ...beat.event,
      data: { ...beat.event.data, consequences: { ...beat.event.data.consequences, memories: [{ characterId: gone.id, eventDescription: 'A ghost of a memory', emotionalImpact: 'none', importance: 0.3 }] } },
    };
    const tampered: StoryRecord = { ...story, arcs: [first, { ...second, beats: second.beats.map((candidate) => (candidate === beat ? { ...candidate, event: haunted } : candidate)) }] };
    expect(continuityViolations(tampered)).toEqual([`${gone.name} acts in beat 2 of a later arc`]);
  });
});

import { CharacterStatus, CharacterType, FactionStatus, FactionType, ImpactLevel, LocationStatus, LocationType, StoryRole, WorldEventType } from './entities';
import {
  ANCHOR_BEAT_INDEXES,
  BEAT_COUNT,
  CHARACTER_STATUSES,
  CHARACTER_TYPES,
  FACTION_STATUSES,
  FACTION_TYPES,
  FORM_IMPACT_LEVELS,
  FORM_WORLD_EVENT_TYPES,
  IMPACT_LEVELS,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  SAVE_THE_CAT_BEATS,
  STORY_ACTS,
  STORY_ROLES,
  storyActOf,
  WORLD_EVENT_TYPES,
} from './vocabulary';

describe('vocabulary', () => {
  it.each([
    ['LocationType', LocationType.options, LOCATION_TYPES],
    ['LocationStatus', LocationStatus.options, LOCATION_STATUSES],
    ['FactionType', FactionType.options, FACTION_TYPES],
    ['FactionStatus', FactionStatus.options, FACTION_STATUSES],
    ['CharacterType', CharacterType.options, CHARACTER_TYPES],
    ['StoryRole', StoryRole.options, STORY_ROLES],
    ['CharacterStatus', CharacterStatus.options, CHARACTER_STATUSES],
    ['WorldEventType', WorldEventType.options, WORLD_EVENT_TYPES],
    ['ImpactLevel', ImpactLevel.options, IMPACT_LEVELS],
  ])('the zod enum %s takes its terms, in order, from the plain list', (_name, options, list) => {
    expect(options).toEqual([...list]);
  });

  it("holds the form's event types and impact levels, and the docs' besides (SPEC.md §3)", () => {
    expect(WORLD_EVENT_TYPES).toEqual([...FORM_WORLD_EVENT_TYPES, 'environmental', 'social']);
    expect(IMPACT_LEVELS).toEqual([...FORM_IMPACT_LEVELS, 'catastrophic']);
  });

  it('names every beat once and puts each in exactly one act, the acts in a row from 0 to 14', () => {
    expect(SAVE_THE_CAT_BEATS).toHaveLength(BEAT_COUNT);
    expect(new Set(SAVE_THE_CAT_BEATS).size).toBe(BEAT_COUNT);
    expect(STORY_ACTS[0].firstBeat).toBe(0);
    expect(STORY_ACTS.at(-1)?.lastBeat).toBe(BEAT_COUNT - 1);
    for (const [index, act] of STORY_ACTS.entries()) {
      expect(act.act).toBe(index + 1);
      if (index > 0) expect(act.firstBeat).toBe(STORY_ACTS[index - 1]!.lastBeat + 1);
    }
    expect(ANCHOR_BEAT_INDEXES.every((index) => index >= 0 && index < BEAT_COUNT)).toBe(true);
  });

  it('finds the act of a beat and has none for an index outside the arc', () => {
    expect([0, 4, 5, 10, 11, 14].map((index) => storyActOf(index).act)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(() => storyActOf(-1)).toThrow(RangeError);
    expect(() => storyActOf(BEAT_COUNT)).toThrow(RangeError);
  });
});

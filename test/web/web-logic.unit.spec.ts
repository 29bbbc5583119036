import { sphereArt } from '../../apps/web/src/components/world-sphere-art';
import { parseDocsSearch, sectionIndex } from '../../apps/web/src/features/api-docs/hooks/docs-sections';
import { oldestWorld, tutorialProgress } from '../../apps/web/src/features/dashboard/hooks/tutorial-steps';
import { beatLabel, emergedLabel } from '../../apps/web/src/features/world-detail/hooks/arc-progress';
import { changeFailureMessage } from '../../apps/web/src/features/world-detail/hooks/change-failure';
import { followEntity } from '../../apps/web/src/features/world-detail/hooks/entity-trail';
import {
  canClaim,
  claimChoices,
  lifeEventKind,
  newestFirst,
  relationshipRows,
  stanceRows,
  territoryOf,
} from '../../apps/web/src/features/world-detail/hooks/living-world';
import { STATUS_TRANSITIONS, statusChanges } from '../../apps/web/src/features/world-detail/hooks/status-transitions';
import { countLine, matchesSearch, parseWorldListSearch, worldPage } from '../../apps/web/src/features/worlds/hooks/world-list-search';
import { clampVolume, effectVolume, MUSIC, SOUND_EFFECTS } from '../../apps/web/src/lib/audio/sound-library';

describe('world sphere art', () => {
  const ids = ['3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91', '3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e92', 'c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7'];

  it('draws the same world from the same id', () => {
    expect(sphereArt(ids[0]!)).toEqual(sphereArt(ids[0]!));
  });

  it('draws different worlds from different ids, even ids one character apart', () => {
    const drawn = ids.map((id) => JSON.stringify(sphereArt(id)));
    expect(new Set(drawn).size).toBe(ids.length);
    expect(sphereArt(ids[0]!).ocean).not.toBe(sphereArt(ids[1]!).ocean);
  });

  it('spreads over its kinds and palettes', () => {
    const many = Array.from({ length: 200 }, (_, index) => sphereArt(`world-${index}`));
    expect(new Set(many.map((art) => art.kind))).toEqual(new Set(['terran', 'banded', 'crystal']));
    expect(new Set(many.map((art) => art.ocean)).size).toBeGreaterThan(150);
    expect(many.some((art) => art.ring) && many.some((art) => !art.ring)).toBe(true);
  });
});

describe('world list search and pages', () => {
  const worlds = Array.from({ length: 10 }, (_, index) => ({
    name: index === 3 ? 'Emberfall' : `World ${index}`,
    description: index === 7 ? 'Where EMBERS never cool' : 'A quiet realm',
  }));

  it('matches a case-insensitive substring of the name or the description', () => {
    expect(matchesSearch(worlds[3]!, 'eMbEr')).toBe(true);
    expect(matchesSearch(worlds[7]!, 'ember')).toBe(true);
    expect(matchesSearch(worlds[0]!, 'ember')).toBe(false);
    expect(matchesSearch(worlds[0]!, '  ')).toBe(true);
  });

  it('pages by 8 and keeps a page past the end on the last page', () => {
    expect(worldPage(worlds, {})).toMatchObject({ total: 10, page: 1, pageCount: 2 });
    expect(worldPage(worlds, {}).items).toHaveLength(8);
    expect(worldPage(worlds, { page: 2 }).items).toHaveLength(2);
    expect(worldPage(worlds, { page: 9 }).page).toBe(2);
    expect(worldPage(worlds, { q: 'ember' })).toMatchObject({ total: 2, pageCount: 1 });
    expect(worldPage([], {})).toMatchObject({ total: 0, page: 1, pageCount: 1 });
  });

  it('says world or worlds, and the page only when there is more than one', () => {
    expect(countLine(1, 1, 1)).toBe('1 world');
    expect(countLine(0, 1, 1)).toBe('0 worlds');
    expect(countLine(9, 2, 2)).toBe('9 worlds · Page 2 of 2');
  });

  it('reads the address: text and a whole page number above 1', () => {
    expect(parseWorldListSearch({ q: 'ember', page: '2' })).toEqual({ q: 'ember', page: 2 });
    expect(parseWorldListSearch({ q: '', page: 'x' })).toEqual({ q: undefined, page: undefined });
    expect(parseWorldListSearch({ page: 1.5 })).toEqual({ q: undefined, page: undefined });
  });
});

describe('tutorial progress', () => {
  it('makes the first incomplete step current and locks the later ones', () => {
    expect(tutorialProgress({ worldCount: 0, firstWorldHasContents: false, firstWorldHasArc: false })).toEqual({
      statuses: ['current', 'locked', 'locked', 'locked', 'locked'],
      completed: 0,
      current: 0,
    });
    expect(tutorialProgress({ worldCount: 2, firstWorldHasContents: true, firstWorldHasArc: false })).toMatchObject({
      statuses: ['done', 'done', 'current', 'locked', 'locked'],
      completed: 2,
    });
  });

  it('completes steps 3 to 5 together with a current arc', () => {
    expect(tutorialProgress({ worldCount: 1, firstWorldHasContents: true, firstWorldHasArc: true })).toEqual({
      statuses: ['done', 'done', 'done', 'done', 'done'],
      completed: 5,
      current: null,
    });
    // An arc without contents still leaves step 2 to do.
    expect(tutorialProgress({ worldCount: 1, firstWorldHasContents: false, firstWorldHasArc: true }).statuses).toEqual([
      'done',
      'current',
      'done',
      'done',
      'done',
    ]);
  });

  it('takes the oldest world as the first', () => {
    const worlds = [
      { id: 'new', created_at: '2026-01-03T00:00:00.000Z' },
      { id: 'old', created_at: '2026-01-01T00:00:00.000Z' },
      { id: 'mid', created_at: '2026-01-02T00:00:00.000Z' },
    ];
    expect(oldestWorld(worlds)?.id).toBe('old');
    expect(oldestWorld([])).toBeUndefined();
  });
});

describe('sound library', () => {
  it('has the nine effects under /sfx/ with their base volumes, preloaded', () => {
    expect(Object.fromEntries(Object.entries(SOUND_EFFECTS).map(([id, effect]) => [id, effect.volume]))).toEqual({
      add_event: 0.6,
      arc_done: 0.7,
      begin_journey: 0.7,
      click_entities: 0.5,
      click_menu_button: 0.4,
      create_new_world: 0.6,
      enter_world: 0.6,
      gen_done: 0.7,
      start_seed: 0.6,
    });
    for (const [id, effect] of Object.entries(SOUND_EFFECTS)) {
      expect(effect).toMatchObject({ src: `/sfx/${id}.mp3`, preload: true });
    }
  });

  it('plays effects at base × master (0.5) and clamps every volume to 0..1', () => {
    expect(effectVolume('click_menu_button')).toBeCloseTo(0.2);
    expect(effectVolume('arc_done', 4)).toBeCloseTo(0.7);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(Number.NaN)).toBe(0);
    expect(MUSIC).toMatchObject({ defaultVolume: 0.05, minVolume: 0, maxVolume: 0.2, volumeStep: 0.01 });
  });
});

describe('docs sections', () => {
  it('reads a known section from the address and falls back to Overview', () => {
    expect(parseDocsSearch({ section: 'quick-start' })).toEqual({ section: 'quick-start' });
    expect(parseDocsSearch({ section: 'nope' })).toEqual({ section: undefined });
    expect(sectionIndex(undefined)).toBe(0);
    expect(sectionIndex('best-practices')).toBe(9);
  });
});

describe('the living world in the entity modals', () => {
  const wardens = { id: 'f-wardens', name: 'Wardens', banner_color: '#335' };
  const court = { id: 'f-court', name: 'Ember Court', banner_color: '#a33' };
  const guild = { id: 'f-guild', name: 'Salt Guild', banner_color: '#3a3' };
  const factions = [court, guild, wardens];

  it('reads a stance toward every other faction, neutral where none was set', () => {
    const stances = [{ target_faction_id: 'f-guild', stance: 'hostile' as const, reason: 'Border raids', last_changed: '2026-01-05T10:00:00.000Z' }];
    expect(stanceRows({ id: 'f-wardens', stances }, factions)).toEqual([
      { faction: court, stance: 'neutral', reason: null, lastChanged: null },
      { faction: guild, stance: 'hostile', reason: 'Border raids', lastChanged: '2026-01-05T10:00:00.000Z' },
    ]);
    expect(stanceRows({ id: 'f-wardens', stances: [] }, [wardens])).toEqual([]);
  });

  it('reads a territory, and what a faction may still claim: not its own, not a lost place, not once collapsed', () => {
    const locations = [
      { id: 'l-haven', name: 'Haven', status: 'stable', controlled_by: 'f-wardens' },
      { id: 'l-spire', name: 'Spire', status: 'thriving', controlled_by: 'f-court' },
      { id: 'l-moor', name: 'Moor', status: 'declining', controlled_by: null },
      { id: 'l-deep', name: 'The Deep', status: 'lost', controlled_by: null },
    ];
    expect(territoryOf('f-wardens', locations).map((location) => location.name)).toEqual(['Haven']);
    expect(claimChoices('f-wardens', locations, factions)).toEqual([
      { id: 'l-spire', name: 'Spire', holder: 'Ember Court' },
      { id: 'l-moor', name: 'Moor', holder: null },
    ]);
    expect(canClaim({ status: 'declining' })).toBe(true);
    expect(canClaim({ status: 'collapsed' })).toBe(false);
  });

  it('offers only the statuses the transition table allows from the current one', () => {
    expect(statusChanges(STATUS_TRANSITIONS.faction, 'rising')).toEqual(['stable', 'declining', 'collapsed']);
    expect(statusChanges(STATUS_TRANSITIONS.faction, 'declining')).toEqual(['stable', 'collapsed']);
    expect(statusChanges(STATUS_TRANSITIONS.faction, 'collapsed')).toEqual(['rising']);
  });

  it('names ties by the other character, leaving out anyone no longer listed', () => {
    const relationships = [
      { character_id: 'c-ona', kind: 'rival' as const, note: 'Both want the crown', since: '2026-01-05T10:00:00.000Z' },
      { character_id: 'c-gone', kind: 'ally' as const, note: 'Old friends', since: '2026-01-05T10:00:00.000Z' },
    ];
    expect(relationshipRows({ relationships }, [{ id: 'c-ona', name: 'Ona' }])).toEqual([
      { id: 'c-ona', name: 'Ona', kind: 'rival', note: 'Both want the crown', since: '2026-01-05T10:00:00.000Z' },
    ]);
  });

  it("labels a character's history lines by what changed, in the domain's words", () => {
    const kind = (event: string) => lifeEventKind({ event });
    expect(kind('Joined Wardens: sides are taken')).toBe('allegiance');
    expect(kind('Left Wardens: disillusioned')).toBe('allegiance');
    expect(kind('Defected from Wardens to Ember Court: a better offer')).toBe('allegiance');
    expect(kind('Held out in the fallen Wardens: loyalty')).toBe('allegiance');
    expect(kind('Took up "avenge Haven"; gave up "keep the peace": defeat')).toBe('motivations');
    expect(kind('Gave up "keep the peace": defeat')).toBe('motivations');
    expect(kind('Now rival of Ona: both want the crown')).toBe('relationship');
    expect(kind('No longer ally of Ona')).toBe('relationship');
    expect(kind('Seen anew: the war changed her')).toBe('profile');
    expect(kind('A storm came')).toBeNull();
  });

  it('reads a faction history newest first, without changing the list', () => {
    const lines = [{ event: 'first' }, { event: 'second' }];
    expect(newestFirst(lines)).toEqual([{ event: 'second' }, { event: 'first' }]);
    expect(lines[0]!.event).toBe('first');
  });

  it('names beats one way everywhere, and marks newcomers by theirs', () => {
    expect(beatLabel(0)).toBe('Beat 0');
    expect(emergedLabel({ beat_index: 6 })).toBe('Emerged in Beat 6');
  });

  it('goes from modal to modal without looping', () => {
    const faction = { kind: 'faction' as const, id: 'f-wardens' };
    const place = { kind: 'location' as const, id: 'l-haven' };
    const person = { kind: 'character' as const, id: 'c-ona' };
    expect(followEntity([faction], place)).toEqual([faction, place]);
    expect(followEntity([faction, place, person], faction)).toEqual([faction]);
    expect(followEntity([faction, place], place)).toEqual([faction, place]);
  });

  it("shows the world's refusal as it is, and the page's own words for anything else", () => {
    const refusal = { message: 'Wardens already holds Haven', data: { code: 'CONFLICT', issues: null } };
    expect(changeFailureMessage(refusal, 'Failed to claim location.')).toBe('Wardens already holds Haven');
    expect(changeFailureMessage({ message: 'Invalid input', data: { code: 'BAD_REQUEST', issues: [{ path: ['reason'] }] } }, 'Failed to set stance.')).toBe(
      'Failed to set stance.',
    );
    expect(changeFailureMessage({ message: 'Internal server error', data: { code: 'INTERNAL_SERVER_ERROR' } }, 'Failed to set stance.')).toBe(
      'Failed to set stance.',
    );
    expect(changeFailureMessage({ message: 'gave nothing', data: { code: 'BAD_GATEWAY' } }, 'Failed to change status.')).toBe(
      'Failed to change status. The story generator did not answer; please try again.',
    );
    expect(changeFailureMessage({ message: 'unavailable', data: { code: 'SERVICE_UNAVAILABLE' } }, 'Failed to revert the beat.')).toBe(
      'Failed to revert the beat. The server cannot reach its database just now; please try again in a moment.',
    );
    expect(changeFailureMessage(new TypeError('Failed to fetch'), 'Failed to release location.')).toBe('Failed to release location.');
  });
});

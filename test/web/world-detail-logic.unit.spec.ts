import * as contracts from '@worldloom/contracts';
import {
  BEAT_COUNT,
  FORM_IMPACT_LEVELS as IMPACT_LEVELS,
  FORM_WORLD_EVENT_TYPES as EVENT_TYPES,
  STORY_ROLES,
} from '@worldloom/contracts/vocabulary';
import {
  actLabel,
  beatMarkers,
  currentBeatOf,
  markerPosition,
  progressFill,
  storyProgressLabel,
} from '../../apps/web/src/features/world-detail/hooks/arc-progress';
import {
  DEFAULT_EVENT_TYPE,
  DEFAULT_IMPACT_LEVEL,
  eventTypeLabel,
} from '../../apps/web/src/features/world-detail/hooks/event-vocabulary';
import { ENTITY_TYPE_CHOICES } from '../../apps/web/src/features/world-detail/hooks/entity-vocabulary';
import { isSeeded, SEEDING_PHASES, SEEDING_POLL_MS, seedingMessage } from '../../apps/web/src/features/world-detail/hooks/seeding-phases';
import { STATUS_TRANSITIONS, statusChoices } from '../../apps/web/src/features/world-detail/hooks/status-transitions';
import {
  coordinates,
  groupLocations,
  importancePercent,
  needsScrollHint,
  splitCharacters,
} from '../../apps/web/src/features/world-detail/hooks/world-layout';

describe('world detail: the arc progress bar', () => {
  it('has 15 markers over 14 intervals and fills by beats / 15', () => {
    expect(BEAT_COUNT).toBe(15);
    expect([0, 7, 14].map(markerPosition)).toEqual([0, 0.5, 1]);
    expect(progressFill(0)).toBe(0);
    expect(progressFill(3)).toBeCloseTo(0.2);
    expect(progressFill(15)).toBe(1);
    expect(progressFill(16)).toBe(1);
  });

  it('places each generated beat on its marker and leaves the rest empty', () => {
    const beats = [
      { id: 'a', beat_index: 0 },
      { id: 'b', beat_index: 1 },
    ];
    const markers = beatMarkers(beats);
    expect(markers).toHaveLength(15);
    expect(markers.map((marker) => marker.beat?.id ?? null).slice(0, 3)).toEqual(['a', 'b', null]);
    expect(markers[14]!.position).toBe(1);
  });

  it('knows the current beat, or the latest when current_beat_id is not among the beats', () => {
    const beats = [
      { id: 'a', beat_index: 0 },
      { id: 'c', beat_index: 2 },
      { id: 'b', beat_index: 1 },
    ];
    expect(currentBeatOf(beats, 'b')?.id).toBe('b');
    expect(currentBeatOf(beats, null)?.id).toBe('c');
    expect(currentBeatOf([], null)).toBeUndefined();
  });

  it('names the current beat in the summary by its index, as the arc panel, tooltip and History do, with the count beside it', () => {
    const running = { status: 'active' };
    expect(storyProgressLabel(running, 3, 4)).toBe('Beat 3 · 4 of 15 beats · Act 1: Equilibrium');
    expect(storyProgressLabel(running, 0, 1)).toBe('Beat 0 · 1 of 15 beats · Act 1: Equilibrium');
    expect(storyProgressLabel(running, 14, 15)).toBe('Beat 14 · 15 of 15 beats · Act 3: Resolution');
    expect(storyProgressLabel(running, undefined, 0)).toBe('No beat yet · 0 of 15 beats');
    expect(storyProgressLabel({ status: 'complete' }, 14, 15)).toBe('Complete');
    expect(storyProgressLabel(null, undefined, 0)).toBe('Not started');
  });

  it('names the acts: 0-4 Equilibrium, 5-10 Chaos, 11-14 Resolution', () => {
    expect([0, 4, 5, 10, 11, 14].map(actLabel)).toEqual([
      'Act 1: Equilibrium',
      'Act 1: Equilibrium',
      'Act 2: Chaos',
      'Act 2: Chaos',
      'Act 3: Resolution',
      'Act 3: Resolution',
    ]);
  });
});

describe('world detail: seeding', () => {
  it('polls every 2 s and shows its phases at 1, 15 and 25 s', () => {
    expect(SEEDING_POLL_MS).toBe(2000);
    expect(SEEDING_PHASES.map((step) => [step.phase, step.atMs, step.message])).toEqual([
      ['locations', 1000, 'Generating world regions and locations...'],
      ['factions', 15_000, 'Creating factions and their ideologies...'],
      ['characters', 25_000, 'Populating the world with characters...'],
    ]);
    expect(seedingMessage('factions')).toBe('Creating factions and their ideologies...');
  });

  it('is done once there is a location, a faction and a character', () => {
    expect(isSeeded({ locations: 30, factions: 0, characters: 20 })).toBe(false);
    expect(isSeeded({ locations: 1, factions: 1, characters: 1 })).toBe(true);
  });
});

describe('world detail: layout', () => {
  it('groups locations as Regions, Cities, Landmarks and Wilderness', () => {
    const groups = groupLocations([
      { id: '1', type: 'city' as const },
      { id: '2', type: 'region' as const },
      { id: '3', type: 'city' as const },
    ]);
    expect(groups.map((group) => [group.title, group.locations.length])).toEqual([
      ['Regions', 1],
      ['Cities', 2],
      ['Landmarks', 0],
      ['Wilderness', 0],
    ]);
  });

  it('lists major characters as Major and every other role as Minor', () => {
    const { major, minor } = splitCharacters(STORY_ROLES.map((story_role) => ({ story_role })));
    expect(major.map((character) => character.story_role)).toEqual(['major']);
    expect(minor.map((character) => character.story_role)).toEqual(['minor', 'wildcard', 'background']);
  });

  it('hints at scrolling past 10 locations and 8 characters', () => {
    expect([needsScrollHint('locations', 10), needsScrollHint('locations', 11)]).toEqual([false, true]);
    expect([needsScrollHint('characters', 8), needsScrollHint('characters', 9)]).toEqual([false, true]);
  });

  it('shows memory importance as a percentage and coordinates only when both are set', () => {
    expect([0, 0.54, 0.9, 1].map(importancePercent)).toEqual(['0%', '54%', '90%', '100%']);
    expect(coordinates(0.214, 0.426)).toBe('0.21, 0.43');
    expect(coordinates(0.5, null)).toBeNull();
    expect(coordinates(null, 0.5)).toBeNull();
  });
});

describe("world detail: the contracts' vocabularies, not copies of them", () => {
  it("offers the status changes the domain accepts: the contracts' very tables", () => {
    expect(STATUS_TRANSITIONS.location).toBe(contracts.LOCATION_STATUS_TRANSITIONS);
    expect(STATUS_TRANSITIONS.faction).toBe(contracts.FACTION_STATUS_TRANSITIONS);
    expect(STATUS_TRANSITIONS.character).toBe(contracts.CHARACTER_STATUS_TRANSITIONS);
    expect(statusChoices(STATUS_TRANSITIONS.faction, 'declining')).toEqual(['declining', 'stable', 'collapsed']);
    expect(statusChoices(STATUS_TRANSITIONS.character, 'deceased')).toEqual(['deceased']);
  });

  it('offers every entity type and role, NPC first for a character', () => {
    expect(ENTITY_TYPE_CHOICES.location).toBe(contracts.LOCATION_TYPES);
    expect(ENTITY_TYPE_CHOICES.faction).toBe(contracts.FACTION_TYPES);
    expect(ENTITY_TYPE_CHOICES.character).toEqual(['npc', 'player']);
    expect([...ENTITY_TYPE_CHOICES.character].sort()).toEqual([...contracts.CharacterType.options].sort());
    expect(STORY_ROLES).toBe(contracts.STORY_ROLES);
    expect([...STORY_ROLES].sort()).toEqual([...contracts.StoryRole.options].sort());
  });

  it("offers the UI's event types and impact levels, player_action and minor by default, all accepted by the API", () => {
    expect(EVENT_TYPES).toEqual(['player_action', 'world_event', 'system_event']);
    expect(IMPACT_LEVELS).toEqual(['minor', 'moderate', 'major']);
    expect([DEFAULT_EVENT_TYPE, DEFAULT_IMPACT_LEVEL]).toEqual(['player_action', 'minor']);
    for (const type of EVENT_TYPES) expect(contracts.WorldEventType.options).toContain(type);
    for (const level of IMPACT_LEVELS) expect(contracts.ImpactLevel.options).toContain(level);
    expect(eventTypeLabel('player_action')).toBe('Player action');
  });
});

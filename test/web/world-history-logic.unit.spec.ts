import * as contracts from '@worldloom/contracts';
import type { HistoryEntry, HistoryEventType, WorldDiff, WorldStateAt } from '@worldloom/contracts';
import {
  changeMarks,
  changeView,
  diffCounts,
  diffSections,
  fieldLabel,
  nameIndex,
  NO_VALUE,
  valueText,
  worldChanges,
} from '../../apps/web/src/features/world-history/hooks/diff-view';
import {
  actorLabel,
  eventCategory,
  eventTypeFilterGroups,
  eventTypeLabel,
  generatorLabel,
  HISTORY_EVENT_TYPES,
  isEventTypeFilter,
  sourceLabel,
  typesOfFilter,
} from '../../apps/web/src/features/world-history/hooks/event-labels';
import {
  arcSegments,
  defaultForkName,
  defaultStopIndex,
  pointInput,
  pointOfStop,
  parsePointSearch,
  pointTitle,
  samePoint,
  type ScrubberStop,
  scrubberTicks,
  stopIndexOfPoint,
  stopLabel,
  storyOutline,
} from '../../apps/web/src/features/world-history/hooks/story-points';
import { entryCount, foldSeedingPhases, groupTimeline } from '../../apps/web/src/features/world-history/hooks/timeline-groups';
import { formatDateTime } from '../../apps/web/src/lib/format-date';

const ARC_A = 'aaaaaaaa-0000-4000-8000-000000000001';
const ARC_B = 'bbbbbbbb-0000-4000-8000-000000000002';
const USER = '11111111-0000-4000-8000-000000000001';
const ARC_NAMES: Readonly<Record<string, string>> = { [ARC_A]: 'The First Thaw', [ARC_B]: 'The Long Night' };
const BEAT_NAMES = ['Opening Image', 'Theme Stated', 'Set-Up'];

/** A history entry as audit.history answers it, with the names of its arc and beat. */
function entry(revision: number, type: HistoryEventType, arcId: string | null = null, beatIndex: number | null = null, summary = `${type} ${revision}`): HistoryEntry {
  return {
    revision,
    event_id: `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
    type,
    schema_version: 1,
    occurred_at: new Date(Date.UTC(2026, 0, 1, 12, 0, revision)).toISOString(),
    actor: { kind: 'user', id: USER },
    source: 'web',
    correlation_id: 'c',
    causation_id: null,
    generator: type === 'BeatGenerated' ? { provider: 'procedural', model: 'procedural-v1', prompt_hash: 'abc' } : null,
    arc_id: arcId,
    beat_index: beatIndex,
    arc_name: arcId === null ? null : ARC_NAMES[arcId]!,
    beat_name: beatIndex === null ? null : BEAT_NAMES[beatIndex]!,
    summary,
  };
}

/** Arc A ran beats 0-2 and completed; arc B started and reached beat 0 (the current arc). */
const storyEntries: HistoryEntry[] = [
  entry(10, 'ArcStarted', ARC_A),
  entry(11, 'BeatGenerated', ARC_A, 0),
  entry(14, 'BeatGenerated', ARC_A, 1),
  entry(16, 'BeatGenerated', ARC_A, 2),
  entry(20, 'ArcStarted', ARC_B),
  entry(21, 'BeatGenerated', ARC_B, 0),
];

describe('world history: the vocabulary of the contracts', () => {
  it('knows every event type of the stream, each in one category', () => {
    expect([...HISTORY_EVENT_TYPES].sort()).toEqual([...contracts.HistoryEventType.options].sort());
    const offered = eventTypeFilterGroups().flatMap((group) => group.options.map((option) => option.value).filter((value) => value.startsWith('type:')));
    expect(offered.sort()).toEqual(contracts.HistoryEventType.options.map((type) => `type:${type}`).sort());
  });

  it('works with the beat count, anchors and name limit of the contracts', () => {
    const lastBeat = contracts.BEAT_COUNT - 1;
    expect(parsePointSearch({ arc: ARC_A, beat: lastBeat })).toEqual({ arc: ARC_A, beat: lastBeat });
    expect(parsePointSearch({ arc: ARC_A, beat: contracts.BEAT_COUNT })).toEqual({});
    const wholeArc = Array.from({ length: contracts.BEAT_COUNT }, (_, beatIndex): ScrubberStop => ({
      kind: 'beat',
      arcId: ARC_A,
      arcOrdinal: 1,
      beatIndex,
      beatName: null,
      revision: 10 + beatIndex,
      occurredAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      summary: `beat ${beatIndex}`,
    }));
    expect(scrubberTicks(wholeArc).filter((tick) => tick.anchor).map((tick) => tick.index)).toEqual([...contracts.ANCHOR_BEAT_INDEXES]);
    expect(defaultForkName('x'.repeat(contracts.WORLD_NAME_MAX), { kind: 'now' }, [])).toHaveLength(contracts.WORLD_NAME_MAX);
  });
});

describe('world history: event labels and filters', () => {
  it('reads types, sources, actors and the generator as words', () => {
    expect(eventTypeLabel('BeatGenerated')).toBe('Beat generated');
    expect(eventTypeLabel('WorldSeedingPhaseRecorded')).toBe('World seeding phase recorded');
    expect(eventCategory('CharacterMoved')).toBe('characters');
    expect(eventCategory('WorldEventRecorded')).toBe('story');
    expect(sourceLabel('api')).toBe('API');
    expect(sourceLabel('generator')).toBe('Generator');
    expect(actorLabel({ kind: 'user', id: USER }, USER)).toBe('You');
    expect(actorLabel({ kind: 'user', id: USER }, undefined)).toBe('User 11111111…');
    expect(actorLabel({ kind: 'api_key', id: 'f00dcafe-1234' }, USER)).toBe('API key f00dcafe…');
    expect(actorLabel({ kind: 'system', id: 'seeding-worker' }, USER)).toBe('System (seeding-worker)');
    expect(generatorLabel({ provider: 'openai', model: 'gpt-4o-mini', prompt_hash: 'x' })).toBe('openai · gpt-4o-mini');
    expect(generatorLabel(null)).toBeNull();
  });

  it('turns the event type filter into the types asked for', () => {
    expect(typesOfFilter('all')).toBeUndefined();
    expect(typesOfFilter('type:BeatGenerated')).toEqual(['BeatGenerated']);
    expect(typesOfFilter('category:story')).toEqual([
      'ArcStarted',
      'BeatGenerated',
      'ArcCompleted',
      'WorldEventRecorded',
      'BeatDrafted',
      'BeatDraftEdited',
      'BeatDraftAccepted',
      'BeatDraftDiscarded',
      'BeatReverted',
    ]);
    expect(typesOfFilter('category:factions')).toEqual([
      'LocationClaimed',
      'LocationReleased',
      'FactionAdded',
      'FactionUpdated',
      'FactionStatusChanged',
      'FactionHistoryRecorded',
      'FactionStanceChanged',
      'FactionDoctrineRewritten',
      'FactionRemoved',
    ]);
    expect(eventTypeFilterGroups().map((group) => group.options[0]!.label)).toEqual([
      'All world events',
      'All story events',
      'All location events',
      'All faction events',
      'All character events',
    ]);
    expect(isEventTypeFilter('category:locations')).toBe(true);
    expect(isEventTypeFilter('type:Nope')).toBe(false);
  });
});

describe('world history: the scrubber over the arcs’ beats', () => {
  const { arcs, stops } = storyOutline(storyEntries);

  it('numbers the arcs, names every arc and beat from the entries, and ends at now', () => {
    expect(arcs).toEqual([
      { id: ARC_A, ordinal: 1, startedRevision: 10, name: 'The First Thaw' },
      { id: ARC_B, ordinal: 2, startedRevision: 20, name: 'The Long Night' },
    ]);
    expect(stops.map((stop) => (stop.kind === 'now' ? 'now' : `${stop.arcOrdinal}:${stop.beatIndex}@${stop.revision}`))).toEqual([
      '1:0@11',
      '1:1@14',
      '1:2@16',
      '2:0@21',
      'now',
    ]);
    expect(stops.map((stop) => stopLabel(stop, arcs.length))).toEqual([
      'Beat 0 of arc 1: Opening Image',
      'Beat 1 of arc 1: Theme Stated',
      'Beat 2 of arc 1: Set-Up',
      'Beat 0 of arc 2: Opening Image',
      'Now',
    ]);
    expect(stopLabel(stops[3]!, 1)).toBe('Beat 0: Opening Image');
  });

  it('names arcs and beats only from the entries: none carried, none shown', () => {
    const unnamed = storyEntries.map((item) => ({ ...item, arc_name: null, beat_name: null }));
    const outline = storyOutline(unnamed);
    expect(outline.arcs.map((arc) => arc.name)).toEqual([null, null]);
    expect(outline.stops.map((stop) => (stop.kind === 'beat' ? stop.beatName : 'now'))).toEqual([null, null, null, null, 'now']);
    expect(stopLabel(outline.stops[3]!, 2)).toBe('Beat 0 of arc 2');
  });

  it('keeps the first of two BeatGenerated for one beat, as the API resolves a beat', () => {
    const twice = storyOutline([...storyEntries, entry(30, 'BeatGenerated', ARC_B, 0)]);
    expect(twice.stops.filter((stop) => stop.kind === 'beat' && stop.arcId === ARC_B)).toHaveLength(1);
  });

  it('starts at the latest beat, or at now when there is none', () => {
    expect(defaultStopIndex(stops)).toBe(3);
    expect(defaultStopIndex(storyOutline([]).stops)).toBe(0);
  });

  it('finds the stop of a point, and for an event the last beat at or before it', () => {
    expect(stopIndexOfPoint(stops, { kind: 'beat', arcId: ARC_A, beatIndex: 1 })).toBe(1);
    expect(stopIndexOfPoint(stops, { kind: 'now' })).toBe(4);
    expect(stopIndexOfPoint(stops, { kind: 'revision', revision: 15, summary: '' })).toBe(1);
    expect(stopIndexOfPoint(stops, { kind: 'revision', revision: 16, summary: '' })).toBe(2);
    expect(stopIndexOfPoint(stops, { kind: 'revision', revision: 3, summary: '' })).toBe(0);
  });

  it('names the point for the API, for a heading and for a fork', () => {
    expect(pointInput(pointOfStop(stops[1]!))).toEqual({ arcId: ARC_A, beatIndex: 1 });
    expect(pointInput({ kind: 'revision', revision: 12, summary: '' })).toEqual({ atRevision: 12 });
    expect(pointInput({ kind: 'now' })).toEqual({});
    expect(pointTitle({ kind: 'beat', arcId: ARC_A, beatIndex: 7 }, arcs)).toBe('Just after beat 7 of arc 1');
    expect(pointTitle({ kind: 'beat', arcId: ARC_A, beatIndex: 7 }, arcs.slice(0, 1))).toBe('Just after beat 7');
    expect(pointTitle({ kind: 'revision', revision: 68, summary: '' }, arcs)).toBe('Just after revision 68');
    expect(pointTitle({ kind: 'now' }, arcs)).toBe('Now');
    expect(samePoint({ kind: 'beat', arcId: ARC_A, beatIndex: 1 }, pointOfStop(stops[1]!))).toBe(true);
    expect(samePoint({ kind: 'now' }, { kind: 'revision', revision: 1, summary: '' })).toBe(false);
    expect(defaultForkName('Frostmarch', { kind: 'beat', arcId: ARC_A, beatIndex: 7 }, arcs.slice(0, 1))).toBe('Frostmarch (beat 7)');
    expect(defaultForkName('Frostmarch', { kind: 'beat', arcId: ARC_B, beatIndex: 0 }, arcs)).toBe('Frostmarch (arc 2, beat 0)');
    expect(defaultForkName('Frostmarch', { kind: 'revision', revision: 68, summary: '' }, arcs)).toBe('Frostmarch (revision 68)');
    expect(defaultForkName('Frostmarch', { kind: 'now' }, arcs)).toBe('Frostmarch (fork)');
    const long = defaultForkName('x'.repeat(contracts.WORLD_NAME_MAX), { kind: 'beat', arcId: ARC_A, beatIndex: 12 }, arcs.slice(0, 1));
    expect(long).toHaveLength(contracts.WORLD_NAME_MAX);
    expect(long.endsWith('… (beat 12)')).toBe(true);
  });

  it('labels every tick of a short history, and with many stops only anchors, each arc’s last beat and now', () => {
    const ticks = scrubberTicks(stops);
    expect(ticks.map((tick) => [tick.label, tick.fraction, tick.labelled, tick.anchor])).toEqual([
      ['0', 0, true, true],
      ['1', 0.25, true, false],
      ['2', 0.5, true, false],
      ['0', 0.75, true, true],
      ['Now', 1, true, false],
    ]);
    const long: ScrubberStop[] = [
      ...Array.from({ length: 15 }, (_, index) => ({ kind: 'beat' as const, arcId: ARC_A, arcOrdinal: 1, beatIndex: index, beatName: null, revision: index, occurredAt: '', summary: '' })),
      ...Array.from({ length: 3 }, (_, index) => ({ kind: 'beat' as const, arcId: ARC_B, arcOrdinal: 2, beatIndex: index, beatName: null, revision: 20 + index, occurredAt: '', summary: '' })),
      { kind: 'now' as const },
    ];
    const labelled = scrubberTicks(long).filter((tick) => tick.labelled).map((tick) => `${tick.index}:${tick.label}`);
    expect(labelled).toEqual(['0:0', '7:7', '14:14', '15:0', '17:2', '18:Now']);
  });

  it('spans each arc’s beats with its label', () => {
    expect(arcSegments(stops, arcs)).toEqual([
      { arcId: ARC_A, label: 'Arc 1: The First Thaw', from: 0, to: 0.5 },
      { arcId: ARC_B, label: 'Arc 2: The Long Night', from: 0.75, to: 0.75 },
    ]);
  });
});

describe('world history: the timeline grouped by arc, then beat', () => {
  const { arcs } = storyOutline(storyEntries);
  const newestFirst = [
    entry(22, 'LocationUpdated', ARC_B, 0),
    entry(21, 'BeatGenerated', ARC_B, 0),
    entry(20, 'ArcStarted', ARC_B),
    entry(18, 'CharacterAdded'),
    entry(17, 'ArcCompleted', ARC_A, 2),
    entry(16, 'BeatGenerated', ARC_A, 2),
    entry(15, 'WorldEventRecorded', ARC_A, 1),
    entry(14, 'BeatGenerated', ARC_A, 1),
    entry(11, 'BeatGenerated', ARC_A, 0),
    entry(10, 'ArcStarted', ARC_A),
    entry(2, 'LocationAdded'),
    entry(0, 'WorldCreated'),
  ];

  it('makes a group of each run of one arc, newest first, and inside it one of each beat, named by the entries', () => {
    const groups = groupTimeline(newestFirst, arcs);
    expect(groups.map((group) => [group.title, group.beats.map((beat) => [beat.title, beat.entries.map((item) => item.revision)])])).toEqual([
      [
        'Arc 2: The Long Night',
        [
          ['Beat 0: Opening Image', [22, 21]],
          ['Start of the arc', [20]],
        ],
      ],
      ['After arc 1', [[null, [18]]]],
      [
        'Arc 1: The First Thaw',
        [
          ['Beat 2: Set-Up', [17, 16]],
          ['Beat 1: Theme Stated', [15, 14]],
          ['Beat 0: Opening Image', [11]],
          ['Start of the arc', [10]],
        ],
      ],
      ['Before any arc', [[null, [2, 0]]]],
    ]);
    expect(entryCount(groups)).toBe(newestFirst.length);
    expect(new Set(groups.flatMap((group) => [group.key, ...group.beats.map((beat) => beat.key)])).size).toBe(4 + 8);
  });

  it('extends the last group with the next page, and says "Outside any arc" until the arcs are known', () => {
    const firstPage = groupTimeline(newestFirst.slice(0, 6), arcs);
    const bothPages = groupTimeline(newestFirst, arcs);
    expect(firstPage.at(-1)!.beats.at(-1)!.entries.map((item) => item.revision)).toEqual([17, 16]);
    expect(bothPages[2]!.beats[0]!.entries.map((item) => item.revision)).toEqual([17, 16]);
    expect(groupTimeline(newestFirst, undefined).map((group) => group.title)).toEqual(['Arc', 'Outside any arc', 'Arc', 'Outside any arc']);
    expect(groupTimeline([], arcs)).toEqual([]);
  });
});

describe('world history: what changed since, in words', () => {
  const LOCATION = '22222222-0000-4000-8000-000000000001';
  const BEAT = '33333333-0000-4000-8000-000000000001';
  const names = new Map([
    [LOCATION, 'Emberfall'],
    [BEAT, 'Beat 3: Catalyst'],
  ]);

  it('names fields, ids, times and list entries', () => {
    expect(fieldLabel('last_significant_change')).toBe('Last significant change');
    expect(fieldLabel('location_id')).toBe('Location');
    expect(fieldLabel('current_beat_id')).toBe('Current beat');
    expect(valueText(LOCATION, names)).toBe('Emberfall');
    expect(valueText('44444444-0000-4000-8000-000000000001', names)).toBe('44444444…');
    expect(valueText('2026-01-05T15:04:00.000Z', names)).toBe(formatDateTime('2026-01-05T15:04:00.000Z'));
    expect(valueText(null, names)).toBe(NO_VALUE);
    expect(valueText('', names)).toBe(NO_VALUE);
    expect(valueText([], names)).toBe(NO_VALUE);
    expect(valueText(['brave', 'loyal'], names)).toBe('brave, loyal');
    expect(valueText(0.75, names)).toBe('0.75');
    expect(valueText({ timestamp: 't', event: 'The gates fell' }, names)).toBe('The gates fell');
    expect(valueText({ event_description: 'Saw the wolves', importance: 0.5 }, names)).toBe('Saw the wolves');
    expect(valueText({ x: 1 }, names)).toBe('{"x":1}');
  });

  it('shows a value before → after, and a list as the entries it gained and lost', () => {
    expect(changeView({ field: 'status', before: 'thriving', after: 'declining' }, names)).toEqual({ kind: 'value', before: 'thriving', after: 'declining' });
    expect(changeView({ field: 'current_beat_id', before: null, after: BEAT }, names)).toEqual({ kind: 'value', before: NO_VALUE, after: 'Beat 3: Catalyst' });
    expect(
      changeView({ field: 'historical_events', before: [{ event: 'Founded' }], after: [{ event: 'Founded' }, { event: 'Burned' }] }, names),
    ).toEqual({ kind: 'list', added: ['Burned'], removed: [] });
    expect(changeView({ field: 'controlled_locations', before: [LOCATION], after: [] }, names)).toEqual({ kind: 'list', added: [], removed: ['Emberfall'] });
    expect(changeView({ field: 'tags', before: null, after: ['cold'] }, names)).toEqual({ kind: 'list', added: ['cold'], removed: [] });
    // Only the order changed: nothing joined or left, so the lists show as they were and are.
    expect(changeView({ field: 'tags', before: ['a', 'b'], after: ['b', 'a'] }, names)).toEqual({ kind: 'value', before: 'a, b', after: 'b, a' });
  });

  const location = (id: string, name: string) => ({ id, name }) as unknown as contracts.Location;
  const diff = {
    from: { revision: 40, occurred_at: '2026-01-01T00:00:00.000Z' },
    to: { revision: null, occurred_at: null },
    world: [
      { field: 'updated_at', before: 'a', after: 'b' },
      { field: 'current_arc_id', before: null, after: ARC_B },
    ],
    arcs: { added: [], removed: [], changed: [{ id: ARC_A, name: 'The Long Night', changes: [{ field: 'current_beat_id', before: null, after: BEAT }] }] },
    beats: { added: [{ id: BEAT, beat_index: 3, beat_name: 'Catalyst' }], removed: [], changed: [] },
    locations: {
      added: [location('55555555-0000-4000-8000-000000000001', 'Newhaven')],
      removed: [location('66666666-0000-4000-8000-000000000001', 'Old Keep')],
      changed: [{ id: LOCATION, name: 'Emberfall', changes: [{ field: 'status', before: 'stable', after: 'ruined' }] }],
    },
    factions: { added: [], removed: [], changed: [] },
    characters: { added: [], removed: [], changed: [] },
  } as unknown as WorldDiff;

  it('lists the changed sections in reading order, counts them and marks the rows they touch', () => {
    expect(worldChanges(diff).map((change) => change.field)).toEqual(['current_arc_id']);
    expect(diffSections(diff).map((section) => [section.title, section.added.map((item) => item.name), section.removed.map((item) => item.name), section.changed.length])).toEqual([
      ['Story arc', [], [], 1],
      ['Beats', ['Beat 3: Catalyst'], [], 0],
      ['Locations', ['Newhaven'], ['Old Keep'], 1],
    ]);
    expect(diffCounts(diff)).toEqual({ added: 2, removed: 1, changed: 3 });
    expect([...changeMarks(diff)]).toEqual([
      [ARC_A, 'changed'],
      [LOCATION, 'changed'],
      ['66666666-0000-4000-8000-000000000001', 'removed'],
    ]);
    expect(changeMarks(undefined).size).toBe(0);
  });

  it('names the ids of the point shown and of what came after', () => {
    const state = {
      currentArc: { id: ARC_A, story_name: 'The Long Night' },
      currentBeats: [{ id: BEAT.replace('3333', '7777'), beat_index: 1, beat_name: 'Theme Stated' }],
      locations: [location(LOCATION, 'Emberfall')],
      factions: [],
      characters: [],
    } as unknown as WorldStateAt;
    const index = nameIndex(state, diff);
    expect(index.get(LOCATION)).toBe('Emberfall');
    expect(index.get('55555555-0000-4000-8000-000000000001')).toBe('Newhaven');
    expect(index.get(BEAT)).toBe('Beat 3: Catalyst');
    expect(index.get(BEAT.replace('3333', '7777'))).toBe('Beat 1: Theme Stated');
    expect(index.get(ARC_A)).toBe('The Long Night');
    expect(nameIndex(undefined, undefined).size).toBe(0);
  });
});

describe('world history: seeding folded into one entry per phase', () => {
  const REQUEST = '99999999-0000-4000-8000-000000000009';
  /** A seeding event: written by the seeding worker, caused by the request event. */
  function seeding(revision: number, type: HistoryEventType, causation: string | null = REQUEST): HistoryEntry {
    return { ...entry(revision, type), source: 'generator', actor: { kind: 'system', id: 'seeding-worker' }, causation_id: causation };
  }
  const newestFirst = [
    entry(14, 'LocationUpdated'),
    seeding(13, 'WorldSeeded'),
    seeding(12, 'WorldSeedingPhaseRecorded'),
    seeding(11, 'FactionUpdated'),
    seeding(10, 'CharacterAdded'),
    seeding(9, 'CharacterAdded'),
    seeding(8, 'WorldSeedingPhaseRecorded'),
    seeding(7, 'FactionAdded'),
    seeding(6, 'WorldSeedingPhaseRecorded'),
    seeding(5, 'LocationAdded'),
    seeding(4, 'LocationAdded'),
    seeding(3, 'LocationAdded'),
    seeding(2, 'WorldSeedingRequested', null),
    entry(1, 'WorldCreated'),
  ];

  it('folds each phase with the entities it added, newest first, and leaves everything else as it was', () => {
    const rows = foldSeedingPhases(newestFirst);
    expect(rows.map((row) => [row.kind, row.entry.revision, row.kind === 'seeding-phase' ? row.members.map((member) => member.revision) : null])).toEqual([
      ['entry', 14, null],
      ['entry', 13, null],
      ['seeding-phase', 12, [11, 10, 9]],
      ['seeding-phase', 8, [7]],
      ['seeding-phase', 6, [5, 4, 3]],
      ['entry', 2, null],
      ['entry', 1, null],
    ]);
    const folded = rows.flatMap((row) => [row.entry, ...(row.kind === 'seeding-phase' ? row.members : [])]);
    expect(folded).toEqual(newestFirst);
  });

  it('folds nothing an unrelated event interrupts, and nothing whose phase event is filtered out', () => {
    const interrupted = [seeding(8, 'WorldSeedingPhaseRecorded'), seeding(7, 'CharacterAdded'), entry(6, 'CharacterAdded'), seeding(5, 'CharacterAdded')];
    expect(foldSeedingPhases(interrupted).map((row) => [row.kind, row.entry.revision])).toEqual([
      ['seeding-phase', 8],
      ['entry', 6],
      ['entry', 5],
    ]);
    const locationsOnly = newestFirst.filter((item) => item.type === 'LocationAdded');
    expect(foldSeedingPhases(locationsOnly).every((row) => row.kind === 'entry')).toBe(true);
  });
});

import type { Arc, Beat } from '@worldloom/contracts';
import { atlasStops, NOW, revisionLabel, samePoint } from '../../apps/web/src/features/world-detail/hooks/atlas-stops';

/*
 * The scrubber over the world map and the graph (issue 13): the arc's beats, then now, and a revision chosen in
 * the History view ("Show on map") placed among the beats by when its event happened.
 */

const ARC: Arc = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  world_id: 'bbbbbbbb-0000-4000-8000-000000000001',
  current_beat_id: null,
  story_name: 'The River War',
  detailed_description: 'Two houses race to claim the river.',
  summary: null,
  status: 'active',
  created_at: '2026-01-01T10:00:00.000Z',
};

function beat(index: number, minute: number): Beat {
  return {
    id: `cccccccc-0000-4000-8000-00000000000${index}`,
    arc_id: ARC.id,
    beat_index: index,
    beat_name: `Beat name ${index}`,
    beat_type: index === 0 ? 'anchor' : 'generated',
    description: '',
    world_directives: [],
    emergent_storylines: [],
    created_at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  };
}

// Out of order, as a list may come: the scrubber sorts by index.
const BEATS = [beat(2, 30), beat(0, 10), beat(1, 20)];

describe('world atlas: the scrubber stops', () => {
  it('stops at each beat by index, then now; without an arc only now', () => {
    expect(atlasStops(ARC, BEATS).map((stop) => [stop.label, stop.tick])).toEqual([
      ['Beat 0: Beat name 0', '0'],
      ['Beat 1: Beat name 1', '1'],
      ['Beat 2: Beat name 2', '2'],
      ['Now', 'Now'],
    ]);
    expect(atlasStops(ARC, BEATS)[1]!.point).toEqual({ kind: 'beat', arcId: ARC.id, beatIndex: 1 });
    expect(atlasStops(null, BEATS)).toEqual([{ label: 'Now', tick: 'Now', point: NOW }]);
  });

  it('puts a revision after the last beat generated at or before its event, first when none was', () => {
    const ticks = (occurredAt: string | null) => atlasStops(ARC, BEATS, { revision: 68, occurredAt }).map((stop) => stop.tick);
    expect(ticks('2026-01-01T10:25:00.000Z')).toEqual(['0', '1', '#68', '2', 'Now']);
    // The beat's own event: at the beat's time, so just after it.
    expect(ticks('2026-01-01T10:20:00.000Z')).toEqual(['0', '1', '#68', '2', 'Now']);
    expect(ticks('2026-01-01T09:00:00.000Z')).toEqual(['#68', '0', '1', '2', 'Now']);
    expect(ticks('2026-01-02T00:00:00.000Z')).toEqual(['0', '1', '2', '#68', 'Now']);
    // Not known yet (its state is loading): just before now.
    expect(ticks(null)).toEqual(['0', '1', '2', '#68', 'Now']);
    const stop = atlasStops(ARC, BEATS, { revision: 68, occurredAt: null }).find((candidate) => candidate.tick === '#68')!;
    expect(stop).toEqual({ label: revisionLabel(68), tick: '#68', point: { kind: 'revision', revision: 68 } });
    expect(stop.label).toBe('Revision 68');
    expect(atlasStops(null, [], { revision: 0, occurredAt: null }).map((candidate) => candidate.tick)).toEqual(['#0', 'Now']);
  });

  it('tells points apart: beats by arc and index, revisions by number', () => {
    expect(samePoint({ kind: 'beat', arcId: ARC.id, beatIndex: 1 }, { kind: 'beat', arcId: ARC.id, beatIndex: 1 })).toBe(true);
    expect(samePoint({ kind: 'beat', arcId: ARC.id, beatIndex: 1 }, { kind: 'beat', arcId: ARC.id, beatIndex: 2 })).toBe(false);
    expect(samePoint({ kind: 'revision', revision: 68 }, { kind: 'revision', revision: 68 })).toBe(true);
    expect(samePoint({ kind: 'revision', revision: 68 }, { kind: 'revision', revision: 69 })).toBe(false);
    expect(samePoint({ kind: 'revision', revision: 68 }, NOW)).toBe(false);
    expect(samePoint(NOW, { kind: 'now' })).toBe(true);
  });
});

import type { Character, Faction, Location } from '@worldloom/contracts';
import {
  factionGroups,
  fitToBox,
  graphModel,
  layoutGraph,
} from '../../apps/web/src/features/world-detail/hooks/graph-layout';
import {
  mapPlaces,
  peopleAt,
  placement,
  polygonPath,
  regionCentre,
  spreadApart,
  territories,
  territoryHolder,
} from '../../apps/web/src/features/world-detail/hooks/map-geometry';
import {
  bringIntoView,
  clampView,
  MAX_ZOOM,
  panBy,
  toMap,
  toScreen,
  viewForKey,
  WHOLE_MAP,
  zoomAt,
} from '../../apps/web/src/features/world-detail/hooks/map-view';
import { changesBetween, NO_CHANGES } from '../../apps/web/src/features/world-detail/hooks/world-changes';

const AT = '2026-01-01T00:00:00.000Z';
let counter = 0;
const id = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

function location(fields: Partial<Location> & Pick<Location, 'name' | 'type'>): Location {
  return {
    id: id(),
    world_id: 'w',
    status: 'stable',
    description: '',
    tags: [],
    parent_location_id: null,
    relative_x: null,
    relative_y: null,
    historical_events: [],
    controlled_by: null,
    emerged_in_beat: null,
    created_at: AT,
    last_significant_change: null,
    ...fields,
  };
}

function faction(fields: Partial<Faction> & Pick<Faction, 'name'>): Faction {
  return {
    id: id(),
    world_id: 'w',
    type: 'guild',
    status: 'stable',
    members_estimate: 10,
    controlled_locations: [],
    leader_id: null,
    banner_color: '#aa3344',
    ideology: '',
    tags: [],
    historical_events: [],
    stances: [],
    created_at: AT,
    ...fields,
  };
}

function character(fields: Partial<Character> & Pick<Character, 'name'>): Character {
  return {
    id: id(),
    world_id: 'w',
    type: 'npc',
    story_role: 'minor',
    status: 'active',
    description: '',
    background: '',
    personality_traits: [],
    motivations: [],
    memories: [],
    story_beats_witnessed: [],
    location_id: null,
    faction_id: null,
    relationships: [],
    allegiance: null,
    historical_events: [],
    emerged_in_beat: null,
    created_at: AT,
    controlled_by: null,
    ...fields,
  };
}

/** The area of a polygon (shoelace). */
function area(polygon: readonly { x: number; y: number }[]): number {
  let sum = 0;
  for (let index = 0; index < polygon.length; index += 1) {
    const a = polygon[index]!;
    const b = polygon[(index + 1) % polygon.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return Math.abs(sum) / 2;
}

describe('world map: territories', () => {
  const guild = faction({ name: 'The Iron Guild', banner_color: '#cc5500' });
  const clans = faction({ name: 'The River Clans', banner_color: '#0088cc' });
  const north = location({ name: 'The North', type: 'region', relative_x: 0.25, relative_y: 0.3 });
  const south = location({ name: 'The South', type: 'region', relative_x: 0.75, relative_y: 0.7, controlled_by: clans.id });
  const ember = location({ name: 'Ember', type: 'city', parent_location_id: north.id, relative_x: 0.2, relative_y: 0.2, controlled_by: guild.id });
  const ash = location({ name: 'Ash', type: 'landmark', parent_location_id: north.id, relative_x: 0.3, relative_y: 0.4, controlled_by: guild.id });
  const reed = location({ name: 'Reed', type: 'wilderness', parent_location_id: north.id, relative_x: 0.1, relative_y: 0.5, controlled_by: clans.id });

  it('gives each region the Voronoi cell of its centre, clipped to the map: together they tile it', () => {
    const cells = territories([north, south, ember, ash, reed], [guild, clans]);
    expect(cells.map((cell) => cell.region.name)).toEqual(['The North', 'The South']);
    expect(cells.reduce((sum, cell) => sum + area(cell.polygon), 0)).toBeCloseTo(1, 6);
    for (const cell of cells) {
      for (const corner of cell.polygon) {
        expect(corner.x).toBeGreaterThanOrEqual(0);
        expect(corner.x).toBeLessThanOrEqual(1);
        expect(corner.y).toBeGreaterThanOrEqual(0);
        expect(corner.y).toBeLessThanOrEqual(1);
      }
    }
    // Every place lies in its own region's cell: nearer its centre than any other's.
    const [northCell] = cells;
    const inside = (point: { x: number; y: number }, polygon: readonly { x: number; y: number }[]) =>
      polygon.every((a, index) => {
        const b = polygon[(index + 1) % polygon.length]!;
        return (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x) >= 0;
      }) ||
      polygon.every((a, index) => {
        const b = polygon[(index + 1) % polygon.length]!;
        return (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x) <= 0;
      });
    expect(inside({ x: 0.2, y: 0.2 }, northCell!.polygon)).toBe(true);
    expect(inside({ x: 0.9, y: 0.9 }, northCell!.polygon)).toBe(false);
  });

  it('colours a territory by the region’s holder, else by whoever holds most of its places, and leaves a tie unclaimed', () => {
    expect(territoryHolder(south, [south], [guild, clans])).toBe(clans);
    expect(territoryHolder(north, [north, ember, ash, reed], [guild, clans])).toBe(guild);
    expect(territoryHolder(north, [north, ember, reed], [guild, clans])).toBeNull();
    expect(territoryHolder(north, [north], [guild, clans])).toBeNull();
  });

  it('places a region without coordinates in the middle of its places, and leaves out one with neither', () => {
    const middle = location({ name: 'Middle', type: 'region' });
    const a = location({ name: 'A', type: 'city', parent_location_id: middle.id, relative_x: 0.2, relative_y: 0.6 });
    const b = location({ name: 'B', type: 'city', parent_location_id: middle.id, relative_x: 0.4, relative_y: 0.8 });
    expect(regionCentre(middle, [middle, a, b])).toEqual({ x: expect.closeTo(0.3) as number, y: expect.closeTo(0.7) as number });
    const empty = location({ name: 'Empty', type: 'region' });
    expect(regionCentre(empty, [empty])).toBeNull();
    expect(territories([empty], [])).toEqual([]);
    // One region fills the whole map.
    const [only] = territories([middle, a, b], []);
    expect(area(only!.polygon)).toBeCloseTo(1, 6);
  });

  it('draws a cell as a path in pixels', () => {
    expect(polygonPath([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0.5, y: 1 }], 200, 100)).toBe('M0,0L200,0L100,100Z');
    expect(polygonPath([], 200, 100)).toBe('');
  });
});

describe('world map: places and placement', () => {
  it('draws placed places (regions first) and lists the others beside the map', () => {
    const region = location({ name: 'Wilds', type: 'region', relative_x: 0.5, relative_y: 0.5 });
    const city = location({ name: 'Town', type: 'city', relative_x: 0.4, relative_y: 0.6 });
    const far = location({ name: 'Edge', type: 'landmark', relative_x: 1.2, relative_y: -0.1 });
    const lost = location({ name: 'Nowhere', type: 'landmark' });
    const half = location({ name: 'Half', type: 'city', relative_x: 0.3 });
    const { placed, unplaced } = mapPlaces([city, lost, region, far, half]);
    expect(placed.map((entry) => entry.location.name)).toEqual(['Wilds', 'Town', 'Edge']);
    expect(placed[2]!.point).toEqual({ x: 1, y: 0 });
    expect(unplaced.map((entry) => entry.name)).toEqual(['Nowhere', 'Half']);
  });

  it('saves a drop on the map as coordinates within 0-1, to three decimals', () => {
    expect(placement({ x: 0.123456, y: 0.98765 })).toEqual({ relative_x: 0.123, relative_y: 0.988 });
    expect(placement({ x: -0.2, y: 1.4 })).toEqual({ relative_x: 0, relative_y: 1 });
  });

  it('pushes marks drawn too close apart, by no more than they overlap, and leaves the others where they are', () => {
    const spread = spreadApart([{ x: 100, y: 100 }, { x: 110, y: 100 }, { x: 100, y: 100 }, { x: 300, y: 300 }], 26);
    for (let i = 0; i < 3; i += 1) {
      for (let j = i + 1; j < 3; j += 1) expect(Math.hypot(spread[i]!.x - spread[j]!.x, spread[i]!.y - spread[j]!.y)).toBeGreaterThan(25);
    }
    for (const point of spread.slice(0, 3)) expect(Math.hypot(point.x - 105, point.y - 100)).toBeLessThan(40);
    expect(spread[3]).toEqual({ x: 300, y: 300 });
    expect(spreadApart([{ x: 1, y: 2 }], 26)).toEqual([{ x: 1, y: 2 }]);
  });

  it('counts the living people at each place', () => {
    const here = id();
    const counts = peopleAt([
      character({ name: 'A', location_id: here }),
      character({ name: 'B', location_id: here }),
      character({ name: 'C', location_id: here, status: 'deceased' }),
      character({ name: 'D', location_id: null }),
    ]);
    expect(counts.get(here)).toBe(2);
    expect(counts.size).toBe(1);
  });
});

describe('world map: pan and zoom', () => {
  const box = { width: 400, height: 300 };

  it('turns map units into pixels and back at any view', () => {
    const view = { k: 2, x: -100, y: -50 };
    const point = { x: 0.3, y: 0.6 };
    const pixel = toScreen(view, point, box);
    expect(pixel).toEqual({ x: 140, y: 310 });
    expect(toMap(view, pixel, box).x).toBeCloseTo(0.3);
    expect(toMap(view, pixel, box).y).toBeCloseTo(0.6);
  });

  it('zooms about a point, keeping it under the pointer, between the whole map and 8×', () => {
    const at = { x: 100, y: 100 };
    const zoomed = zoomAt(WHOLE_MAP, 2, at, box);
    expect(zoomed.k).toBe(2);
    expect(toMap(zoomed, at, box)).toEqual(toMap(WHOLE_MAP, at, box));
    expect(zoomAt(WHOLE_MAP, 0.5, at, box)).toEqual(WHOLE_MAP);
    expect(zoomAt(zoomed, 100, at, box).k).toBe(MAX_ZOOM);
  });

  it('never pans the map off its box', () => {
    expect(panBy(WHOLE_MAP, 50, 50, box)).toEqual(WHOLE_MAP);
    const zoomed = { k: 2, x: -200, y: -150 };
    expect(panBy(zoomed, -1000, 1000, box)).toEqual({ k: 2, x: -400, y: 0 });
    expect(clampView({ k: 0.5, x: 20, y: 20 }, box)).toEqual(WHOLE_MAP);
  });

  it('pans a place into view, and answers arrow keys, + and - and 0', () => {
    const zoomed = { k: 4, x: 0, y: 0 };
    const seen = bringIntoView(zoomed, { x: 0.9, y: 0.9 }, box, 32);
    const pixel = toScreen(seen, { x: 0.9, y: 0.9 }, box);
    expect(pixel.x).toBeLessThanOrEqual(box.width - 32);
    expect(pixel.y).toBeLessThanOrEqual(box.height - 32);
    expect(bringIntoView(zoomed, { x: 0.05, y: 0.05 }, box)).toBe(zoomed);
    expect(viewForKey(zoomed, 'ArrowRight', box)!.x).toBeLessThan(0);
    expect(viewForKey(zoomed, '+', box)!.k).toBeGreaterThan(4);
    expect(viewForKey(zoomed, '-', box)!.k).toBeLessThan(4);
    expect(viewForKey(zoomed, '0', box)).toEqual(WHOLE_MAP);
    expect(viewForKey(zoomed, 'a', box)).toBeNull();
  });
});

describe('relationship graph', () => {
  const wardens = faction({ name: 'Wardens' });
  const reavers = faction({ name: 'Reavers' });
  const guild = faction({ name: 'Guild' });
  const ada = character({ name: 'Ada', faction_id: wardens.id });
  const bo = character({ name: 'Bo', faction_id: wardens.id });
  const cy = character({ name: 'Cy', faction_id: reavers.id });
  const di = character({ name: 'Di' });
  const stance = (target: Faction, kind: 'ally' | 'hostile' | 'neutral') => ({ target_faction_id: target.id, stance: kind, reason: 'r', last_changed: AT });
  const tie = (other: Character, kind: Character['relationships'][number]['kind']) => ({ character_id: other.id, kind, note: 'n', since: AT });
  const factions = [
    { ...wardens, stances: [stance(reavers, 'hostile'), stance(guild, 'ally')] },
    { ...reavers, stances: [stance(wardens, 'hostile'), stance(guild, 'neutral')] },
    { ...guild, stances: [] },
  ];
  const characters = [
    { ...ada, relationships: [tie(bo, 'family'), tie(cy, 'enemy')] },
    { ...bo, relationships: [tie(ada, 'family')] },
    { ...cy, relationships: [tie(ada, 'enemy')] },
    di,
  ];

  it('has every faction and character as a node, and stances and ties as edges, once per pair', () => {
    const model = graphModel({ factions, characters });
    expect(model.nodes.map((node) => [node.name, node.kind, node.factionId])).toEqual([
      ['Wardens', 'faction', wardens.id],
      ['Reavers', 'faction', reavers.id],
      ['Guild', 'faction', guild.id],
      ['Ada', 'character', wardens.id],
      ['Bo', 'character', wardens.id],
      ['Cy', 'character', reavers.id],
      ['Di', 'character', null],
    ]);
    const edges = model.edges.map((edge) => [edge.kind, edge.directed]);
    // Hostility returned in kind is one undirected edge; an alliance not returned is directed; neutral is no edge.
    expect(edges).toEqual([
      ['hostility', false],
      ['alliance', true],
      ['family', false],
      ['enemy', false],
    ]);
  });

  it('lays the graph out the same way every time, each member nearer its own faction than the others', () => {
    const model = graphModel({ factions, characters });
    const first = layoutGraph(model);
    expect(layoutGraph(model)).toEqual(first);
    const distance = (a: string, b: string) => Math.hypot(first.get(a)!.x - first.get(b)!.x, first.get(a)!.y - first.get(b)!.y);
    expect(distance(ada.id, wardens.id)).toBeLessThan(distance(ada.id, reavers.id));
    expect(distance(cy.id, reavers.id)).toBeLessThan(distance(cy.id, wardens.id));
  });

  it('keeps the nodes it laid out before where they were when one joins', () => {
    const model = graphModel({ factions, characters });
    const before = layoutGraph(model);
    const newcomer = character({ name: 'Eve', faction_id: wardens.id });
    const after = layoutGraph(graphModel({ factions, characters: [...characters, newcomer] }), before);
    expect(after.has(newcomer.id)).toBe(true);
    expect(Math.hypot(after.get(ada.id)!.x - before.get(ada.id)!.x, after.get(ada.id)!.y - before.get(ada.id)!.y)).toBeLessThan(40);
  });

  it('fits the layout into its box and circles each faction with its members', () => {
    const model = graphModel({ factions, characters });
    const box = { width: 500, height: 400 };
    const fitted = fitToBox(layoutGraph(model), box, 30);
    for (const point of fitted.values()) {
      expect(point.x).toBeGreaterThanOrEqual(29.9);
      expect(point.x).toBeLessThanOrEqual(470.1);
      expect(point.y).toBeGreaterThanOrEqual(29.9);
      expect(point.y).toBeLessThanOrEqual(370.1);
    }
    const groups = factionGroups(model.nodes, fitted, 20);
    // The Guild has no member: no circle.
    expect(groups.map((group) => group.factionId)).toEqual([wardens.id, reavers.id]);
    const wardensGroup = groups[0]!;
    for (const member of [wardens, ada, bo]) {
      const point = fitted.get(member.id)!;
      expect(Math.hypot(point.x - wardensGroup.centre.x, point.y - wardensGroup.centre.y)).toBeLessThanOrEqual(wardensGroup.radius - 20 + 1e-9);
    }
  });
});

describe('moving between beats: what to animate', () => {
  it('finds what changed status, what appeared and which places changed hands', () => {
    const guild = faction({ name: 'Guild' });
    const town = location({ name: 'Town', type: 'city' });
    const keep = location({ name: 'Keep', type: 'landmark' });
    const ada = character({ name: 'Ada' });
    const before = { locations: [town, keep], factions: [guild], characters: [ada] };
    const newcomer = character({ name: 'Newcomer' });
    const after = {
      locations: [{ ...town, status: 'ruined' as const }, { ...keep, controlled_by: guild.id }],
      factions: [{ ...guild, status: 'rising' as const }],
      characters: [{ ...ada }, newcomer],
    };
    const changes = changesBetween(before, after);
    expect([...changes.status].sort()).toEqual([town.id, guild.id].sort());
    expect([...changes.appeared]).toEqual([newcomer.id]);
    expect([...changes.holder]).toEqual([keep.id]);
    expect(changesBetween(null, after)).toBe(NO_CHANGES);
    expect(changesBetween(after, after)).toBe(NO_CHANGES);
  });
});

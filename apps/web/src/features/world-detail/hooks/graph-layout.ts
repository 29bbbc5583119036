import type { Character, Faction, RelationshipKind } from '@worldloom/contracts';
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationNodeDatum } from 'd3-force';
import type { MapPoint } from './map-geometry';
import type { BoxSize } from './map-view';
import type { WorldPicture } from './world-changes';

/*
 * The relationship graph: factions and characters as nodes; faction stances (allied or hostile) and
 * characters' ties as edges; a character drawn inside its faction's group. Laid out by d3-force.
 */

export type GraphNodeKind = 'faction' | 'character';

export interface GraphNode {
  readonly id: string;
  readonly kind: GraphNodeKind;
  readonly name: string;
  readonly status: string;
  /** A character's faction; a faction's own id. */
  readonly factionId: string | null;
}

export type StanceEdgeKind = 'alliance' | 'hostility';
export type GraphEdgeKind = StanceEdgeKind | RelationshipKind;

export interface GraphEdge {
  readonly id: string;
  readonly kind: GraphEdgeKind;
  readonly source: string;
  readonly target: string;
  /** One faction's stance toward another that the other does not return in kind: drawn with an arrow. */
  readonly directed: boolean;
}

export interface GraphModel {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

/** The edge kinds in the order the filter and the legend show them. */
export const GRAPH_EDGE_KINDS: readonly GraphEdgeKind[] = ['alliance', 'hostility', 'ally', 'rival', 'family', 'mentor', 'romance', 'enemy'];

export const GRAPH_EDGE_LABELS: Readonly<Record<GraphEdgeKind, string>> = {
  alliance: 'Allied factions',
  hostility: 'Hostile factions',
  ally: 'Allies',
  rival: 'Rivals',
  family: 'Family',
  mentor: 'Mentors',
  romance: 'Lovers',
  enemy: 'Enemies',
};

function stanceEdges(factions: readonly Faction[]): GraphEdge[] {
  const known = new Set(factions.map((faction) => faction.id));
  const stances = new Map<string, StanceEdgeKind>();
  for (const faction of factions) {
    for (const entry of faction.stances) {
      if (entry.stance === 'neutral' || !known.has(entry.target_faction_id)) continue;
      stances.set(`${faction.id}>${entry.target_faction_id}`, entry.stance === 'ally' ? 'alliance' : 'hostility');
    }
  }
  const edges: GraphEdge[] = [];
  for (const [key, kind] of stances) {
    const [source, target] = key.split('>') as [string, string];
    const returned = stances.get(`${target}>${source}`) === kind;
    // A stance returned in kind is one edge between the two, drawn once.
    if (returned && source > target) continue;
    edges.push({ id: `stance:${key}`, kind, source, target, directed: !returned });
  }
  return edges;
}

/** Ties are held both ways: one edge per pair and kind. */
function tieEdges(characters: readonly Character[]): GraphEdge[] {
  const known = new Set(characters.map((character) => character.id));
  const edges = new Map<string, GraphEdge>();
  for (const character of characters) {
    for (const tie of character.relationships) {
      if (!known.has(tie.character_id)) continue;
      const [source, target] = [character.id, tie.character_id].sort() as [string, string];
      const id = `tie:${source}:${target}:${tie.kind}`;
      if (!edges.has(id)) edges.set(id, { id, kind: tie.kind, source, target, directed: false });
    }
  }
  return [...edges.values()];
}

export function graphModel({ factions, characters }: Pick<WorldPicture, 'factions' | 'characters'>): GraphModel {
  const factionIds = new Set(factions.map((faction) => faction.id));
  const nodes: GraphNode[] = [
    ...factions.map((faction) => ({ id: faction.id, kind: 'faction' as const, name: faction.name, status: faction.status, factionId: faction.id })),
    ...characters.map((character) => ({
      id: character.id,
      kind: 'character' as const,
      name: character.name,
      status: character.status,
      factionId: character.faction_id && factionIds.has(character.faction_id) ? character.faction_id : null,
    })),
  ];
  return { nodes, edges: [...stanceEdges(factions), ...tieEdges(characters)] };
}

interface LayoutNode extends SimulationNodeDatum {
  readonly id: string;
  readonly kind: GraphNodeKind;
  /** Where its faction's group gathers: a point on a ring, one per faction; the middle for the unaffiliated. */
  readonly home: MapPoint;
}

interface LayoutLink {
  readonly source: string;
  readonly target: string;
  readonly member: boolean;
}

/** Nodes keep twice this apart, centre to centre: room for a faction's mark beside a member's. */
const COLLIDE_RADIUS = 16;

const FRIENDLY: ReadonlySet<GraphEdgeKind> = new Set(['alliance', 'ally', 'family', 'mentor', 'romance']);

/** How hard a faction is held at its home on the ring, and a character at its faction's (or the middle). */
const HOME_PULL: Readonly<Record<GraphNodeKind, number>> = { faction: 0.35, character: 0.05 };

/** Each faction's home: evenly round a ring that grows with their number, so their groups do not overlap. */
function factionHomes(nodes: readonly GraphNode[]): Map<string, MapPoint> {
  const factions = nodes.filter((node) => node.kind === 'faction');
  const radius = factions.length < 2 ? 0 : 75 * Math.sqrt(factions.length);
  return new Map(
    factions.map((faction, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / factions.length;
      return [faction.id, { x: radius * Math.cos(angle), y: radius * Math.sin(angle) }];
    }),
  );
}

/** Ticks of a layout from scratch; a layout that starts from earlier positions needs fewer. */
const TICKS = 300;
const WARM_TICKS = 80;

/**
 * Positions for the nodes (in the layout's own units, around 0,0): members pulled to their faction, friends
 * toward each other, everyone apart, factions most of all (so each faction's group has room). Deterministic: d3-force seeds its own positions and jitter.
 * Nodes laid out before start where they were, so a graph that gains a node keeps its shape.
 */
export function layoutGraph(model: GraphModel, previous: ReadonlyMap<string, MapPoint> = new Map()): Map<string, MapPoint> {
  const anchorOf = (node: GraphNode) => previous.get(node.id) ?? (node.factionId ? previous.get(node.factionId) : undefined);
  const homes = factionHomes(model.nodes);
  const nodes: LayoutNode[] = model.nodes.map((node) => {
    const start = anchorOf(node);
    const { id, kind } = node;
    const home = (node.factionId && homes.get(node.factionId)) || { x: 0, y: 0 };
    return start ? { id, kind, home, x: start.x + (previous.has(id) ? 0 : 8), y: start.y } : { id, kind, home };
  });
  const members: LayoutLink[] = model.nodes.flatMap((node) =>
    node.kind === 'character' && node.factionId ? [{ source: node.id, target: node.factionId, member: true }] : [],
  );
  // Friends draw together; enemies, rivals and hostile factions are only kept apart by the charge.
  const ties: LayoutLink[] = model.edges.flatMap((edge) =>
    FRIENDLY.has(edge.kind) ? [{ source: edge.source, target: edge.target, member: false }] : [],
  );
  const simulation = forceSimulation<LayoutNode>(nodes)
    .force('charge', forceManyBody<LayoutNode>().strength((node) => (node.kind === 'faction' ? -300 : -60)))
    .force(
      'link',
      forceLink<LayoutNode, LayoutLink & SimulationNodeDatum>([...members, ...ties])
        .id((node) => node.id)
        .distance((link) => (link.member ? 36 : 110))
        .strength((link) => (link.member ? 1 : 0.08)),
    )
    .force('collide', forceCollide<LayoutNode>(COLLIDE_RADIUS))
    .force('x', forceX<LayoutNode>((node) => node.home.x).strength((node) => HOME_PULL[node.kind]))
    .force('y', forceY<LayoutNode>((node) => node.home.y).strength((node) => HOME_PULL[node.kind]))
    .stop();
  const warm = nodes.every((node) => node.x !== undefined);
  if (warm) simulation.alpha(0.3);
  simulation.tick(warm ? WARM_TICKS : TICKS);
  return new Map(nodes.map((node) => [node.id, { x: node.x ?? 0, y: node.y ?? 0 }]));
}

/** The layout scaled (the same on both axes) and centred to fill a box, `padding` pixels in from its edges. */
export function fitToBox(positions: ReadonlyMap<string, MapPoint>, { width, height }: BoxSize, padding: number): Map<string, MapPoint> {
  const points = [...positions.values()];
  if (points.length === 0) return new Map();
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(maxX - minX, 1);
  const spanY = Math.max(maxY - minY, 1);
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY, 2);
  const offsetX = (width - spanX * scale) / 2 - minX * scale;
  const offsetY = (height - spanY * scale) / 2 - minY * scale;
  return new Map([...positions].map(([id, point]) => [id, { x: point.x * scale + offsetX, y: point.y * scale + offsetY }]));
}

export interface FactionGroup {
  readonly factionId: string;
  readonly centre: MapPoint;
  readonly radius: number;
}

/** A circle around each faction and its members as drawn; a faction with no member shown has none. */
export function factionGroups(nodes: readonly GraphNode[], at: ReadonlyMap<string, MapPoint>, margin: number): FactionGroup[] {
  return nodes.flatMap((node) => {
    if (node.kind !== 'faction') return [];
    const points = nodes.filter((other) => other.factionId === node.id).flatMap((member) => at.get(member.id) ?? []);
    if (points.length < 2) return [];
    const centre = {
      x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
      y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
    };
    const radius = Math.max(...points.map((point) => Math.hypot(point.x - centre.x, point.y - centre.y))) + margin;
    return [{ factionId: node.id, centre, radius }];
  });
}

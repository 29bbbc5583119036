import { useId, useMemo, useRef, useState } from 'react';
import type { EntityRef } from '../hooks/entity-vocabulary';
import { capitalize } from '../hooks/entity-vocabulary';
import {
  factionGroups,
  fitToBox,
  GRAPH_EDGE_KINDS,
  GRAPH_EDGE_LABELS,
  type GraphEdge,
  type GraphEdgeKind,
  type GraphModel,
  graphModel,
  type GraphNode,
  type GraphNodeKind,
  layoutGraph,
} from '../hooks/graph-layout';
import type { MapPoint } from '../hooks/map-geometry';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useElementSize } from '../hooks/use-element-size';
import type { PictureChanges, WorldPicture } from '../hooks/world-changes';
import { SvgTooltip } from './svg-tooltip';
import styles from './atlas.module.css';

interface RelationshipGraphProps {
  /** The world at the point the scrubber shows, and the world now (the layout is the same at every point). */
  readonly picture: WorldPicture;
  readonly now: WorldPicture;
  readonly changes: PictureChanges;
  readonly transition: number;
  readonly onOpen: (entity: EntityRef) => void;
}

const NODE_RADIUS: Readonly<Record<GraphNodeKind, number>> = { faction: 15, character: 10 };
const PADDING = 34;

/**
 * Factions and characters as nodes (a faction in its banner colour, its members drawn around it inside its
 * group), faction stances and characters' ties as edges styled by kind, with filters by kind. Every node is
 * a control named after its entity that opens its modal.
 */
export function RelationshipGraph({ picture, now, changes, transition, onOpen }: RelationshipGraphProps) {
  const titleId = useId();
  const noteId = useId();
  // Each node's description, referenced by its control: hidden text outside the SVG.
  const descriptionsId = useId();
  const [frame, size] = useElementSize<HTMLDivElement>();
  const [hidden, setHidden] = useState<ReadonlySet<GraphEdgeKind | GraphNodeKind>>(new Set());
  const [active, setActive] = useState<string | null>(null);
  const model = useMemo(() => graphModel(picture), [picture]);
  // The force layout (a long task of its own) waits for the frame that shows the graph's card.
  const layout = useStableLayout(picture, now, useAfterFirstPaint());
  const at = useMemo(() => (size ? fitToBox(layout, size, PADDING) : new Map<string, MapPoint>()), [layout, size]);
  const colours = useMemo(() => new Map(picture.factions.map((faction) => [faction.id, faction.banner_color])), [picture.factions]);

  const nodes = model.nodes.filter((node) => !hidden.has(node.kind));
  const shownIds = new Set(nodes.map((node) => node.id));
  const edges = model.edges.filter((edge) => !hidden.has(edge.kind) && shownIds.has(edge.source) && shownIds.has(edge.target));
  const activeNode = nodes.find((node) => node.id === active);

  function toggle(kind: GraphEdgeKind | GraphNodeKind) {
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });
  }

  return (
    <section className={`card ${styles.card}`} aria-labelledby={titleId} data-testid="relationship-graph">
      <div className={styles.cardTop}>
        <h2 id={titleId} className={styles.title}>
          Relationships
        </h2>
      </div>
      <p id={noteId} className={styles.note}>
        Each faction and character is a button that opens it; members are drawn inside their faction&apos;s circle. The Factions and Characters
        lists name the same people, and each one&apos;s ties are in its details.
      </p>
      <GraphFilters model={model} hidden={hidden} onToggle={toggle} />
      <div ref={frame} className={`${styles.frame} ${styles.graphFrame}`}>
        {size && (
          <svg className={styles.svg} width={size.width} height={size.height} role="group" aria-labelledby={titleId} aria-describedby={noteId}>
            <defs>
              <marker id={`${titleId}-arrow`} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path className={styles.arrow} d="M0,0L10,5L0,10Z" />
              </marker>
            </defs>
            <g aria-hidden="true">
              {!hidden.has('character') &&
                factionGroups(nodes, at, 22).map((group) => (
                  <circle
                    key={group.factionId}
                    className={styles.group}
                    cx={group.centre.x.toFixed(1)}
                    cy={group.centre.y.toFixed(1)}
                    r={group.radius.toFixed(1)}
                    fill={colours.get(group.factionId)}
                    stroke={colours.get(group.factionId)}
                  />
                ))}
              {edges.map((edge) => (
                <GraphEdgeLine
                  key={edge.id}
                  edge={edge}
                  from={at.get(edge.source)}
                  to={at.get(edge.target)}
                  arrow={`url(#${titleId}-arrow)`}
                  appeared={changes.appeared.has(edge.source) || changes.appeared.has(edge.target)}
                />
              ))}
            </g>
            {nodes.map((node) => {
              const point = at.get(node.id);
              if (!point) return null;
              return (
                <GraphNodeMark
                  key={node.id}
                  node={node}
                  at={point}
                  colour={node.factionId ? colours.get(node.factionId) : undefined}
                  descriptionId={`${descriptionsId}-${node.id}`}
                  changed={changes.status.has(node.id)}
                  appeared={changes.appeared.has(node.id)}
                  transition={transition}
                  onOpen={() => onOpen({ kind: node.kind, id: node.id })}
                  onActive={(on) => setActive((current) => (on ? node.id : current === node.id ? null : current))}
                />
              );
            })}
            <g aria-hidden="true">
              {nodes.map((node) => {
                const point = at.get(node.id);
                return (
                  point && (
                    <text key={node.id} className={`${styles.initials} ${node.kind === 'faction' ? styles.factionInitials : ''}`} x={point.x.toFixed(1)} y={point.y.toFixed(1)}>
                      {initials(node.name)}
                    </text>
                  )
                );
              })}
            </g>
            {activeNode && size && at.get(activeNode.id) && (
              <SvgTooltip at={at.get(activeNode.id)!} lines={[activeNode.name, nodeDescription(activeNode, model, picture)]} box={size} />
            )}
          </svg>
        )}
      </div>
      <div hidden>
        {nodes.map((node) => (
          <p key={node.id} id={`${descriptionsId}-${node.id}`}>
            {nodeDescription(node, model, picture)}
          </p>
        ))}
      </div>
    </section>
  );
}

/**
 * The layout of everyone now and at the point shown, laid out again (from where they were) only when
 * someone joins it, so moving between beats leaves everyone in place.
 */
function useStableLayout(picture: WorldPicture, now: WorldPicture, wanted: boolean): ReadonlyMap<string, MapPoint> {
  const last = useRef<{ key: string; layout: Map<string, MapPoint> } | null>(null);
  return useMemo(() => {
    if (!wanted) return new Map<string, MapPoint>();
    const union = graphModel(unionOf(now, picture));
    const key = union.nodes.map((node) => node.id).join(',');
    if (last.current?.key !== key) {
      // Ties and memberships of now shape it, so it holds still between beats.
      const shape: GraphModel = { nodes: union.nodes, edges: graphModel(now).edges };
      last.current = { key, layout: layoutGraph(shape, last.current?.layout) };
    }
    return last.current.layout;
  }, [picture, now, wanted]);
}

function unionOf(now: WorldPicture, then: WorldPicture): Pick<WorldPicture, 'factions' | 'characters'> {
  const factionIds = new Set(now.factions.map((faction) => faction.id));
  const characterIds = new Set(now.characters.map((character) => character.id));
  return {
    factions: [...now.factions, ...then.factions.filter((faction) => !factionIds.has(faction.id))],
    characters: [...now.characters, ...then.characters.filter((character) => !characterIds.has(character.id))],
  };
}

function nodeDescription(node: GraphNode, model: GraphModel, picture: WorldPicture): string {
  const ties = model.edges.filter((edge) => edge.source === node.id || edge.target === node.id).length;
  const tieText = `${ties} ${ties === 1 ? 'tie' : 'ties'}`;
  if (node.kind === 'faction') {
    const members = model.nodes.filter((other) => other.kind === 'character' && other.factionId === node.id).length;
    return `Faction, ${node.status}. ${members} ${members === 1 ? 'member' : 'members'}, ${tieText}.`;
  }
  const faction = picture.factions.find((candidate) => candidate.id === node.factionId);
  return `${capitalize(node.status)}${faction ? `, of ${faction.name}` : ', of no faction'}. ${tieText}.`;
}

function GraphFilters({ model, hidden, onToggle }: { model: GraphModel; hidden: ReadonlySet<string>; onToggle: (kind: GraphEdgeKind | GraphNodeKind) => void }) {
  const present = new Set(model.edges.map((edge) => edge.kind));
  const kinds = GRAPH_EDGE_KINDS.filter((kind) => present.has(kind));
  const nodeKinds: [GraphNodeKind, string][] = [
    ['faction', 'Factions'],
    ['character', 'Characters'],
  ];
  return (
    <fieldset className={styles.filters}>
      <legend>Show</legend>
      {nodeKinds.map(([kind, label]) => (
        <label key={kind} className={styles.filter}>
          <input type="checkbox" checked={!hidden.has(kind)} onChange={() => onToggle(kind)} />
          {label}
        </label>
      ))}
      {kinds.map((kind) => (
        <label key={kind} className={styles.filter}>
          <input type="checkbox" checked={!hidden.has(kind)} onChange={() => onToggle(kind)} />
          <svg className={styles.icon} width="22" height="10" viewBox="0 0 22 10" aria-hidden="true">
            <line className={styles.legendLine} data-kind={kind} x1="1" y1="5" x2="21" y2="5" />
          </svg>
          {GRAPH_EDGE_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}

interface GraphEdgeLineProps {
  readonly edge: GraphEdge;
  readonly from: MapPoint | undefined;
  readonly to: MapPoint | undefined;
  readonly arrow: string;
  readonly appeared: boolean;
}

/** A straight line; a stance not returned in kind bends to one side and ends in an arrow at the faction it is toward. */
function GraphEdgeLine({ edge, from, to, arrow, appeared }: GraphEdgeLineProps) {
  if (!from || !to) return null;
  if (!edge.directed) {
    return (
      <line className={styles.edge} data-kind={edge.kind} data-new={appeared || undefined} x1={from.x.toFixed(1)} y1={from.y.toFixed(1)} x2={to.x.toFixed(1)} y2={to.y.toFixed(1)} />
    );
  }
  // Stop short of the target's circle, so the arrow's tip shows.
  const length = Math.max(1, Math.hypot(to.x - from.x, to.y - from.y));
  const end = { x: to.x - ((to.x - from.x) / length) * (NODE_RADIUS.faction + 4), y: to.y - ((to.y - from.y) / length) * (NODE_RADIUS.faction + 4) };
  const bend = { x: (from.x + end.x) / 2 + ((end.y - from.y) / length) * 24, y: (from.y + end.y) / 2 - ((end.x - from.x) / length) * 24 };
  return (
    <path
      className={styles.edge}
      data-kind={edge.kind}
      data-new={appeared || undefined}
      d={`M${from.x.toFixed(1)},${from.y.toFixed(1)}Q${bend.x.toFixed(1)},${bend.y.toFixed(1)} ${end.x.toFixed(1)},${end.y.toFixed(1)}`}
      markerEnd={arrow}
    />
  );
}

interface GraphNodeMarkProps {
  readonly node: GraphNode;
  readonly at: MapPoint;
  readonly colour: string | undefined;
  readonly descriptionId: string;
  readonly changed: boolean;
  readonly appeared: boolean;
  readonly transition: number;
  readonly onOpen: () => void;
  readonly onActive: (active: boolean) => void;
}

function initials(name: string): string {
  const words = name.replace(/^the\s+/i, '').split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function GraphNodeMark({ node, at, colour, descriptionId, changed, appeared, transition, onOpen, onActive }: GraphNodeMarkProps) {
  const r = NODE_RADIUS[node.kind];
  const faction = node.kind === 'faction';
  return (
    <g
      className={`${styles.node} ${faction ? styles.factionNode : styles.characterNode}`}
      transform={`translate(${at.x.toFixed(1)},${at.y.toFixed(1)})`}
      role="button"
      tabIndex={0}
      aria-label={node.name}
      aria-describedby={descriptionId}
      data-status={node.status}
      data-kind={node.kind}
      data-new={appeared || undefined}
      data-testid="graph-node"
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onOpen();
      }}
      onFocus={() => onActive(true)}
      onBlur={() => onActive(false)}
      onPointerEnter={() => onActive(true)}
      onPointerLeave={() => onActive(false)}
    >
      <circle className={styles.hit} r={Math.max(r + 3, 13)} />
      <circle className={styles.focusRing} r={r + 5} />
      {changed && <circle key={transition} className={styles.pulse} r={r + 2} />}
      <g className={styles.body}>
        <circle className={styles.nodeShape} r={r} fill={faction ? colour : undefined} stroke={faction ? undefined : (colour ?? '#aab0d3')} />
      </g>
    </g>
  );
}

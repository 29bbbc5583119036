import { createHash } from 'node:crypto';
import { CopiedWorldResult, EXPORT_FORMAT, ForkWorldBody, HistoryPage, WorldDiff } from '@worldloom/contracts';
import { worldEventSchemaVersions } from '@worldloom/domain';
import { example } from '#platform/openapi/examples';
import { sampleWorld } from '#world';

const { ids, at, later, world, arc, nextBeat, character } = sampleWorld;

/** An export of a world created and left empty: header, its one event, the checksum of that event line. */
function exportFile(): string {
  const header = { format: EXPORT_FORMAT, formatVersion: 1, worldId: ids.world, eventCount: 1, schemaVersions: worldEventSchemaVersions, exportedAt: later };
  const created = {
    revision: 0,
    id: ids.event,
    type: 'WorldCreated',
    data: { worldId: ids.world, ownerId: ids.region, name: world.name, description: world.description, createdAt: at, origin: null },
    metadata: {
      actorId: ids.region,
      actorKind: 'user',
      source: 'web',
      correlationId: ids.nextBeat,
      causationId: null,
      occurredAt: at,
      schemaVersion: 2,
      userId: ids.region,
    },
  };
  const line = `${JSON.stringify(created)}\n`;
  const trailer = { end: EXPORT_FORMAT, eventCount: 1, sha256: createHash('sha256').update(line).digest('hex') };
  return `${JSON.stringify(header)}\n${line}${JSON.stringify(trailer)}\n`;
}

const historyEntry = {
  revision: 41,
  event_id: ids.event,
  type: 'LocationStatusChanged' as const,
  schema_version: 1,
  occurred_at: later,
  actor: { kind: 'system' as const, id: 'story-engine' },
  source: 'generator' as const,
  correlation_id: ids.nextBeat,
  causation_id: null,
  generator: { provider: 'openai', model: 'gpt-4o-mini', prompt_hash: 'c0ffee'.padEnd(64, '0') },
  arc_id: ids.arc,
  beat_index: 1,
  arc_name: arc.story_name,
  beat_name: nextBeat.beat_name,
  summary: 'Location "Emberfall" went from stable to declining',
};

/** Example requests and responses of the audit routes: the history of the world module's sample world. */
export const restExamples = {
  historyPage: example(HistoryPage, {
    items: [historyEntry, { ...historyEntry, revision: 40, type: 'BeatGenerated', summary: 'Beat 1 "Theme Stated" of "The Sundered Crown" (generated): 1 status change, 0 moves, 1 memory, 1 history line' }],
    next_cursor: 'cmV2OjQw',
  }),
  diff: example(WorldDiff, {
    from: { revision: 12, occurred_at: at },
    to: { revision: null, occurred_at: null },
    world: [{ field: 'updated_at', before: at, after: later }],
    arcs: { added: [], removed: [], changed: [{ id: ids.arc, name: arc.story_name, changes: [{ field: 'current_beat_id', before: ids.beat, after: ids.nextBeat }] }] },
    beats: { added: [nextBeat], removed: [], changed: [] },
    locations: { added: [], removed: [], changed: [{ id: ids.location, name: 'Emberfall', changes: [{ field: 'status', before: 'stable', after: 'declining' }] }] },
    factions: { added: [], removed: [], changed: [] },
    characters: { added: [character], removed: [], changed: [] },
  }),
  forkWorld: example(ForkWorldBody, { arcId: ids.arc, beatIndex: 7, name: 'What if the crown never split' }),
  forked: example(CopiedWorldResult, {
    world_id: ids.region,
    name: 'What if the crown never split',
    source_world_id: ids.world,
    source_revision: 41,
    event_count: 42,
  }),
  imported: example(CopiedWorldResult, { world_id: ids.region, name: world.name, source_world_id: ids.world, source_revision: 0, event_count: 1 }),
  exportFile: exportFile(),
};

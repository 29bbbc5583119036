import { QueryBus } from '@nestjs/cqrs';
import { type HistoryEntry, WorldDiff, type WorldSnapshot, WorldStateAt } from '@worldloom/contracts';
import { type ExistingWorld, fold, worldDecider, type WorldDomainEvent, type WorldEventType, worldStreamId } from '@worldloom/domain';
import { TRPCClientError } from '@trpc/client';
import { exportFile, SCHEMA_VERSIONS_BEFORE_LIVING_WORLD, writtenBeforeLivingWorld } from '../../apps/api/src/modules/audit/import/export-file.test-support';
import { ExportWorldQuery } from '../../apps/api/src/modules/audit/queries/export-world/export-world.query';
import { toWorldSnapshot } from '../../apps/api/src/modules/audit/snapshot/world-snapshot.mapper';
import { type LivingWorld, livingWorld } from '../../apps/api/src/modules/audit/stream/living-world.test-support';
import { worldBeforeLivingWorld } from '../../apps/api/src/modules/audit/stream/long-world.test-support';
import type { AppRouter } from '../../apps/api/src/app-router';
import { EVENT_STORE, type EventStore, type NewEvent } from '../../apps/api/src/platform/event-store/event-store.port';
import { ProjectionsService } from '../../apps/api/src/platform/projections/projections.service';
import { restUser, type RestUser, startRestTestApp, type RestTestApp } from '../rest/support/rest-test-app';
import { userIdOf, withoutIds } from './support/audit-world';
import { runScript } from './support/run-script';

/** The living world's event types, which the history names and filters like any other. */
const LIVING_WORLD_TYPES: readonly WorldEventType[] = [
  'FactionStanceChanged',
  'LocationClaimed',
  'LocationReleased',
  'FactionDoctrineRewritten',
  'LocationDescriptionAmended',
  'CharacterMotivationsChanged',
  'CharacterAllegianceChanged',
  'CharacterProfileAmended',
  'CharacterRelationshipChanged',
  'CharacterHistoryRecorded',
];

function messageOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>).message : undefined;
}

async function text(lines: AsyncIterable<string>): Promise<string> {
  let file = '';
  for await (const line of lines) file += line;
  return file;
}

/**
 * Audit of a world whose history holds every event of the living world (made by the domain's decider and
 * stored as the app stores events): history, time travel, diff, export and import, fork, and a file
 * written before the living world.
 */
describe('audit of a living world: every new event kind through history, time travel, diff, export, import and fork', () => {
  let app: RestTestApp;
  let alice: RestUser;
  let bob: RestUser;
  let world: LivingWorld;
  let last: number;
  /** Revision of the event just after which beat `index` was generated. */
  let beatRevision: (index: number) => number;

  const pool = () => app.testApp.database.pool;
  const folded = (events: readonly { type: string; data: unknown }[]) =>
    fold(worldDecider, events.map(({ type, data }) => ({ type, data }) as WorldDomainEvent)) as ExistingWorld;
  const byId = <Item extends { id: string }>(items: readonly Item[], id: string) => items.find((item) => item.id === id)!;

  async function store(events: readonly NewEvent[], worldId: string): Promise<void> {
    const { position } = await app.testApp.app.get<EventStore>(EVENT_STORE).appendToStream(worldStreamId(worldId), events, 'no_stream');
    await app.testApp.app.get(ProjectionsService).waitFor(position, 10_000);
  }

  async function wholeHistory(worldId: string, user: RestUser = alice): Promise<HistoryEntry[]> {
    const entries: HistoryEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = await user.user.trpc.audit.history.query({ worldId, order: 'oldest', limit: 100, cursor });
      entries.push(...page.items);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return entries;
  }

  beforeAll(async () => {
    app = await startRestTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    [alice, bob] = await Promise.all([restUser(app.testApp.url, app.doc), restUser(app.testApp.url, app.doc)]);
    world = livingWorld(userIdOf(alice.user));
    await store(world.events, world.worldId);
    last = world.events.length - 1;
    const beats = world.events.flatMap((event, revision) =>
      event.type === 'BeatGenerated' ? [[(event.data as { beat: { index: number } }).beat.index, revision] as const] : [],
    );
    beatRevision = (index) => new Map(beats).get(index)!;
  });

  afterAll(() => app.close());

  describe('history', () => {
    it('lists every living-world event with its version and a one-line summary in plain words', async () => {
      const entries = await wholeHistory(world.worldId);
      expect(entries).toHaveLength(world.events.length);
      expect([...new Set(entries.map((entry) => entry.type))]).toEqual(expect.arrayContaining([...LIVING_WORLD_TYPES]));
      const summaries = entries.map((entry) => entry.summary);
      expect(summaries).toEqual(
        expect.arrayContaining([
          'Faction "Wardens" now hostile toward Faction "Reavers" (was neutral): "An old feud"',
          'Faction "Wardens" took Location "Saltmere" by treaty: "Bought"',
          'Faction "Wardens" let Location "Saltmere" go: "Too far to hold"',
          'Faction "Reavers" rewrote its doctrine to "Survive": "Defeat at sea"',
          'Faction "Reavers" went from stable to declining: "Defeat at sea"',
          'Arc "The Long Feud" started: "The Reavers march on Haven"',
          'Location "Westwatch" (city, stable) emerged in beat 4 of "The Long Feud"',
          'Character "Di" joined Faction "Wardens": "A home at last"',
          'Character "Cass Vey" took up "rule Saltmere": "Ambition"',
          'Character "Cass Vey" seen anew (background): "Old papers found"',
          'Location "Saltmere" described anew: "A rebuilt port"',
          'Character "Di" now mentor of Character "Cass Vey": "Taught to sail"',
          'Character "Di" history: "Joined Wardens: A home at last"',
        ]),
      );
      expect(entries.find((entry) => entry.type === 'LocationAdded' && entry.summary.includes('Westwatch'))).toMatchObject({
        schema_version: 2,
        arc_name: 'The Long Feud',
        beat_index: 4,
        actor: { kind: 'system', id: 'story-engine' },
        generator: { provider: 'procedural' },
      });
    });

    it('filters by the living world’s event types', async () => {
      const types: WorldEventType[] = ['FactionStanceChanged', 'CharacterAllegianceChanged', 'LocationClaimed'];
      const page = await alice.user.trpc.audit.history.query({ worldId: world.worldId, types, order: 'oldest', limit: 100 });
      const expected = world.events.flatMap((event, revision) => (types.includes(event.type as WorldEventType) ? [revision] : []));
      expect(page.items.map((item) => item.revision)).toEqual(expected);
      const rest = await alice.rest.get<{ items: HistoryEntry[] }>(`/api/worlds/${world.worldId}/history?types=${LIVING_WORLD_TYPES.join(',')}&limit=100`);
      expect(rest.status).toBe(200);
      expect(new Set(rest.body.items.map((item) => item.type))).toEqual(new Set(LIVING_WORLD_TYPES));
    });
  });

  describe('time travel', () => {
    it('shows the world just after a beat with its stances, territory, ties, allegiances and newcomers (tRPC and REST)', async () => {
      const atFall = WorldStateAt.parse(await alice.user.trpc.audit.stateAt.query({ worldId: world.worldId, arcId: world.arcId, beatIndex: 1 }));
      expect(atFall.revision).toBe(beatRevision(1));
      const { ids } = world;
      expect(byId(atFall.factions, ids.reavers)).toMatchObject({
        controlled_locations: [ids.haven],
        leader_id: ids.cass,
        stances: [{ target_faction_id: ids.wardens, stance: 'hostile', reason: 'Revenge', last_changed: atFall.occurred_at }],
      });
      expect(byId(atFall.locations, ids.haven)).toMatchObject({ controlled_by: ids.reavers, status: 'declining' });
      expect(byId(atFall.locations, ids.saltmere).emerged_in_beat).toEqual({ arc_id: world.arcId, beat_id: atFall.currentBeats[1]!.id, beat_index: 1 });
      expect(byId(atFall.characters, ids.cass)).toMatchObject({
        faction_id: ids.reavers,
        allegiance: { change: 'join', reason: 'A new cause' },
        relationships: [{ character_id: ids.ada, kind: 'ally', note: 'Met on the road' }],
        emerged_in_beat: { beat_index: 1 },
        historical_events: [expect.objectContaining({ event: 'Joined Reavers: A new cause', beat_index: 1 }), expect.anything()],
      });
      expect(byId(atFall.characters, ids.ada)).toMatchObject({ motivations: ['protect Haven', 'avenge Haven'], description: 'Scarred by the siege' });

      const overRest = await alice.rest.get<WorldStateAt>(`/api/worlds/${world.worldId}/state?arcId=${world.arcId}&beatIndex=1`);
      expect(overRest.status).toBe(200);
      expect(overRest.body).toEqual(atFall);
    });

    it('folds every revision into a state the contracts accept, the latest as the domain’s own fold has it', async () => {
      for (let revision = 0; revision <= last; revision += 7) {
        WorldStateAt.parse(await alice.user.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: revision }));
      }
      const latest = await alice.user.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: last });
      const { revision: _revision, occurred_at: _at, ...snapshot } = latest;
      const state = folded(world.events);
      expect(snapshot).toEqual(toWorldSnapshot(state, snapshot.world.updated_at));
      expect(byId(latest.characters, world.ids.cy).allegiance).toMatchObject({ change: 'holdout' });
      expect(byId(latest.characters, world.ids.ada).relationships).toEqual([]);
    });

    it('shows now, from the live read models, as the fold of the whole stream', async () => {
      const live = WorldStateAt.parse(await alice.user.trpc.audit.stateAt.query({ worldId: world.worldId }));
      const latest = await alice.user.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: last });
      expect({ ...latest, revision: null, occurred_at: null }).toEqual(live);
    });
  });

  describe('diff', () => {
    it('reports stances, territory, ties, motivations, allegiances and newcomers field by field between two beats', async () => {
      const diff = WorldDiff.parse(
        await alice.user.trpc.audit.diff.query({ worldId: world.worldId, from: { arcId: world.arcId, beatIndex: 0 }, to: { arcId: world.arcId, beatIndex: 2 } }),
      );
      const { ids } = world;
      const fields = (collection: WorldDiff['factions' | 'locations' | 'characters'], id: string) =>
        Object.fromEntries(collection.changed.find((changed) => changed.id === id)!.changes.map(({ field, before, after }) => [field, { before, after }]));
      expect(diff.locations.added.map((location) => [location.name, location.emerged_in_beat?.beat_index])).toEqual([['Saltmere', 1]]);
      expect(diff.characters.added.map((character) => [character.name, character.emerged_in_beat?.beat_index])).toEqual([['Cass Vey', 1]]);
      expect(fields(diff.factions, ids.reavers)).toMatchObject({
        stances: { before: [], after: [expect.objectContaining({ stance: 'hostile', target_faction_id: ids.wardens })] },
        controlled_locations: { before: [], after: [ids.haven] },
      });
      expect(fields(diff.factions, ids.wardens)).toMatchObject({ controlled_locations: { before: [ids.haven, ids.ironhold], after: [] } });
      expect(fields(diff.locations, ids.haven)).toMatchObject({ controlled_by: { before: ids.wardens, after: ids.reavers } });
      expect(fields(diff.locations, ids.ironhold)).toMatchObject({ controlled_by: { before: ids.wardens, after: null } });
      expect(fields(diff.characters, ids.ada)).toMatchObject({
        motivations: { before: ['protect Haven'], after: ['avenge Haven'] },
        relationships: { before: [], after: [expect.objectContaining({ character_id: ids.cass, kind: 'rival' })] },
      });
      expect(fields(diff.characters, ids.bo)).toMatchObject({
        faction_id: { before: ids.wardens, after: ids.reavers },
        allegiance: { before: null, after: expect.objectContaining({ change: 'defect', reason: 'Paid in silver' }) },
      });
    });

    it('reports what changed since a beat up to now, the removed character’s ties gone with him', async () => {
      const diff = WorldDiff.parse(await alice.user.trpc.audit.diff.query({ worldId: world.worldId, from: { arcId: world.arcId, beatIndex: 3 } }));
      expect(diff.to).toEqual({ revision: null, occurred_at: null });
      expect(diff.characters.removed.map((character) => character.id)).toEqual([world.ids.bo]);
      expect(diff.locations.added.map((location) => location.name)).toEqual(['Westwatch']);
      const di = diff.characters.changed.find((changed) => changed.id === world.ids.di)!;
      expect(di.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['faction_id', 'allegiance', 'relationships', 'historical_events']));
    });
  });

  describe('export, import and fork', () => {
    let file: string;

    beforeAll(async () => {
      const exported = await app.testApp.app.get(QueryBus).execute(new ExportWorldQuery(world.worldId, userIdOf(alice.user)));
      file = await text(exported.lines);
    });

    const copyOf = (snapshot: WorldSnapshot) => withoutIds(snapshot);
    const uuids = (value: unknown) => new Set(JSON.stringify(value).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g));
    /** The source's ids the copy still holds: none, when every id (a stance's target, a tie, an emergence…) moved to the copy's. */
    const idsKept = (source: WorldSnapshot, copy: WorldSnapshot) => [...uuids(copy)].filter((id) => uuids(source).has(id));

    it('imports the export as a new world whose every state equals the original’s but for ids', async () => {
      const imported = await bob.user.trpc.audit.importWorld.mutate({ ndjson: file });
      expect(imported).toMatchObject({ name: 'Saltwind', source_world_id: world.worldId, event_count: world.events.length });
      for (const revision of [beatRevision(1), beatRevision(3), last]) {
        const original = await alice.user.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: revision });
        const copy = await bob.user.trpc.audit.stateAt.query({ worldId: imported.world_id, atRevision: revision });
        expect(copyOf(copy)).toEqual(copyOf(original));
      }
      const live = await bob.user.trpc.audit.stateAt.query({ worldId: imported.world_id });
      const original = await alice.user.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: last });
      expect(copyOf(live)).toEqual(copyOf(original));
      expect(idsKept(original, live)).toEqual([]);
      const summaries = (await wholeHistory(imported.world_id, bob)).map((entry) => entry.summary);
      expect(summaries.slice(1)).toEqual((await wholeHistory(world.worldId)).slice(1).map((entry) => entry.summary));
    });

    it('refuses a file with a stance the vocabulary does not have, naming the line, and writes nothing', async () => {
      const events = file
        .trimEnd()
        .split('\n')
        .slice(1, -1)
        .map((line) => JSON.parse(line) as NewEvent);
      const at = events.findIndex((event) => event.type === 'FactionStanceChanged');
      events[at] = { ...events[at]!, data: { ...(events[at]!.data as object), stance: 'friendly' } };
      const count = async () => Number((await pool().query<{ count: string }>('SELECT count(*) FROM events')).rows[0]!.count);
      const before = await count();
      const refused = await bob.user.trpc.audit.importWorld.mutate({ ndjson: exportFile(world.worldId, events).join('\n') }).catch((error: unknown) => error);
      expect(messageOf(refused)).toMatch(new RegExp(`^Line ${at + 2} \\(FactionStanceChanged\\): stance: Invalid option`));
      expect(await count()).toBe(before);
    });

    it('forks the world at a beat: the branch is the source at that beat, but for ids', async () => {
      const fork = await alice.user.trpc.audit.fork.mutate({ worldId: world.worldId, arcId: world.arcId, beatIndex: 2, name: 'What if Bo stayed' });
      expect(fork.source_revision).toBe(beatRevision(2));
      const source = await alice.user.trpc.audit.stateAt.query({ worldId: world.worldId, arcId: world.arcId, beatIndex: 2 });
      const live = await alice.user.trpc.audit.stateAt.query({ worldId: fork.world_id });
      expect(copyOf(live)).toEqual(copyOf(source));
      expect(idsKept(source, live)).toEqual([]);
      const copied = await wholeHistory(fork.world_id);
      expect(copied.map((entry) => entry.type)).toEqual(world.events.slice(0, beatRevision(2) + 1).map((event) => event.type));
      expect(copied.at(-1)!.summary).toMatch(/^Beat 2 "Beat 2" of "The Long Feud" \(generated\): .*1 faction change, 3 character changes$/);
    });
  });

  it('imports and folds a file written before the living world, its older events upcast', async () => {
    const older = worldBeforeLivingWorld();
    const lines = exportFile(older.worldId, writtenBeforeLivingWorld(older.events), SCHEMA_VERSIONS_BEFORE_LIVING_WORLD);
    const imported = await bob.user.trpc.audit.importWorld.mutate({ ndjson: lines.join('\n'), name: 'From before' });
    const expected = withoutIds(toWorldSnapshot(folded(older.events), ''));
    const copyAtEnd = await bob.user.trpc.audit.stateAt.query({ worldId: imported.world_id, atRevision: older.events.length - 1 });
    expect(withoutIds(copyAtEnd)).toEqual(expected);
    expect(withoutIds(await bob.user.trpc.audit.stateAt.query({ worldId: imported.world_id }))).toEqual(expected);
    const history = await wholeHistory(imported.world_id, bob);
    expect(history.filter((entry) => entry.type === 'FactionStatusChanged').map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/^Faction ".+" went from stable to declining$/),
      expect.stringMatching(/^Faction ".+" went from stable to declining$/),
      expect.stringMatching(/^Faction ".+" went from stable to declining$/),
    ]);
  });

  it('rebuilds every read model of these worlds identical to the live ones (projections:rebuild --verify)', async () => {
    const verified = await runScript('projections-rebuild.ts', ['--verify', '--projection', 'world-details'], app.testApp.database.url);
    expect(verified.stdout).toMatch(/world-details at \d+\/\d+: identical/);
    for (const table of ['factions', 'characters', 'locations', 'character_history']) {
      expect(verified.stdout).toMatch(new RegExp(`${table}\\s+live [1-9]\\d* rows [0-9a-f]{32}\\s+rebuilt [1-9]\\d* rows [0-9a-f]{32}\\s+same`));
    }
    expect(verified.code).toBe(0);
  });
});

import { createHash } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { ExportHeader, ExportTrailer } from '@worldloom/contracts';
import { TRPCClientError } from '@trpc/client';
import { ExportWorldQuery } from '../../apps/api/src/modules/audit/queries/export-world/export-world.query';
import type { AppRouter } from '../../apps/api/src/app-router';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';
import { type AuditWorld, auditWorld, userIdOf, withoutIds } from './support/audit-world';

function errorOf(error: unknown): { code?: string; message?: string } {
  return error instanceof TRPCClientError ? { code: (error as TRPCClientError<AppRouter>).data?.code, message: error.message } : {};
}

async function text(lines: AsyncIterable<string>): Promise<string> {
  let file = '';
  for await (const line of lines) file += line;
  return file;
}

/** A file whose event lines were edited, with the checksum made to hold again (as a forger would). */
function resealed(lines: string[]): string {
  const events = lines.slice(1, -1);
  const sha256 = createHash('sha256').update(events.map((line) => `${line}\n`).join('')).digest('hex');
  const trailer = { ...(JSON.parse(lines.at(-1)!) as object), sha256 };
  return [lines[0], ...events, JSON.stringify(trailer)].join('\n');
}

describe('export and import: a world as NDJSON, and back as a new world', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let world: AuditWorld;
  let file: string;

  const eventCount = async () =>
    Number((await testApp.database.pool.query<{ count: string }>('SELECT count(*) FROM events')).rows[0]!.count);

  beforeAll(async () => {
    testApp = await startTestApp();
    alice = await signUpUser(testApp.url);
    bob = await signUpUser(testApp.url);
    world = await auditWorld(alice);
    const exported = await testApp.app.get(QueryBus).execute(new ExportWorldQuery(world.worldId, userIdOf(alice)));
    file = await text(exported.lines);
  });

  afterAll(() => testApp.close());

  it('writes a header, one line per event in revision order and a closing line with the SHA-256 of the event lines', () => {
    const lines = file.trimEnd().split('\n');
    const header = ExportHeader.parse(JSON.parse(lines[0]!));
    const trailer = ExportTrailer.parse(JSON.parse(lines.at(-1)!));
    const events = lines.slice(1, -1);
    expect(header).toMatchObject({ worldId: world.worldId, eventCount: events.length, schemaVersions: { WorldCreated: 2, LocationAdded: 2, FactionStanceChanged: 1 } });
    expect(trailer.eventCount).toBe(events.length);
    expect(events.map((line) => (JSON.parse(line) as { revision: number }).revision)).toEqual(events.map((_, index) => index));
    expect(trailer.sha256).toBe(createHash('sha256').update(events.map((line) => `${line}\n`).join('')).digest('hex'));
  });

  it('round-trips: importing the export makes a new world whose state equals the original’s but for ids', async () => {
    const imported = await bob.trpc.audit.importWorld.mutate({ ndjson: file });
    expect(imported).toMatchObject({ name: 'Frostmarch', source_world_id: world.worldId });
    expect(imported.world_id).not.toBe(world.worldId);
    const original = await alice.trpc.audit.stateAt.query({ worldId: world.worldId });
    const copy = await bob.trpc.audit.stateAt.query({ worldId: imported.world_id });
    expect(withoutIds(copy)).toEqual(withoutIds(original));
    expect(copy.world).toMatchObject({ name: 'Frostmarch', description: original.world.description });
    const first = (await bob.trpc.audit.history.query({ worldId: imported.world_id, order: 'oldest', limit: 1 })).items[0]!;
    expect(first.summary).toBe(`World "Frostmarch" imported from an export of world ${world.worldId}`);
    // Importing the same file again makes another world: every id is new each time.
    const again = await bob.trpc.audit.importWorld.mutate({ ndjson: file, name: 'Second copy' });
    expect(again.world_id).not.toBe(imported.world_id);
  });

  it('refuses a file whose checksum does not hold, and writes nothing', async () => {
    const before = await eventCount();
    const edited = file.replace('"Renamed Haven"', '"Forged Haven"');
    expect(errorOf(await bob.trpc.audit.importWorld.mutate({ ndjson: edited }).catch((e: unknown) => e))).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^The checksum does not hold: the closing line says [0-9a-f]{64}, the event lines hash to [0-9a-f]{64}\. The file was changed or cut\.$/),
    });
    const cut = file.trimEnd().split('\n').slice(0, -3).join('\n');
    expect(errorOf(await bob.trpc.audit.importWorld.mutate({ ndjson: cut }).catch((e: unknown) => e)).message).toMatch(
      /the closing line with the checksum is missing/,
    );
    expect(await eventCount()).toBe(before);
  });

  it('refuses an unknown schema version, a malformed line or invalid event data, naming the line', async () => {
    const before = await eventCount();
    const lines = file.trimEnd().split('\n');
    const newer = resealed(lines.map((line, index) => (index === 0 ? line.replace('"WorldCreated":2', '"WorldCreated":3') : index === 1 ? line.replace('"schemaVersion":2', '"schemaVersion":3') : line)));
    expect(errorOf(await bob.trpc.audit.importWorld.mutate({ ndjson: newer }).catch((e: unknown) => e))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Line 2: WorldCreated schema version 3 cannot be read here (this server knows up to v2)',
    });
    const malformed = [lines[0], '{"revision": 0,', ...lines.slice(2)].join('\n');
    expect(errorOf(await bob.trpc.audit.importWorld.mutate({ ndjson: malformed }).catch((e: unknown) => e)).message).toBe('Line 2: not a JSON line');
    const badData = resealed(lines.map((line) => (line.includes('"type":"LocationAdded"') ? line.replace(/"type":"(region|city|landmark|wilderness)"/, '"type":"spaceport"') : line)));
    expect(errorOf(await bob.trpc.audit.importWorld.mutate({ ndjson: badData }).catch((e: unknown) => e)).message).toMatch(
      /^Line \d+ \(LocationAdded\): type: Invalid option/,
    );
    expect(errorOf(await bob.trpc.audit.importWorld.mutate({ ndjson: 'not json at all' }).catch((e: unknown) => e)).message).toBe(
      'Line 1: not a JSON line',
    );
    expect(await eventCount()).toBe(before);
  });

  it('reads a file written before WorldCreated had an origin (v1), through the upcaster', async () => {
    const lines = file.trimEnd().split('\n');
    const v1 = resealed(
      lines.map((line, index) => {
        if (index === 0) return line.replace('"WorldCreated":2', '"WorldCreated":1');
        if (index !== 1) return line;
        const event = JSON.parse(line) as { data: Record<string, unknown>; metadata: Record<string, unknown> };
        delete event.data.origin;
        return JSON.stringify({ ...event, metadata: { ...event.metadata, schemaVersion: 1 } });
      }),
    );
    const imported = await bob.trpc.audit.importWorld.mutate({ ndjson: v1, name: 'From v1' });
    const state = await bob.trpc.audit.stateAt.query({ worldId: imported.world_id });
    expect(state.world.name).toBe('From v1');
  });
});

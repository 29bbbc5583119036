import { createHash } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { ExportHeader, ExportTrailer, WorldExportFile } from '@worldloom/contracts';
import { TRPCClientError } from '@trpc/client';
import { ExportWorldQuery } from '../../apps/api/src/modules/audit/queries/export-world/export-world.query';
import type { AppRouter } from '../../apps/api/src/platform/trpc/app-router';
import { signUpUser, type SignedInUser, startTestApp, type TestApp, trpcClientFor } from '../support/test-app';
import { type AuditWorld, auditWorld, userIdOf, withoutIds } from './support/audit-world';

function codeOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>).data?.code : undefined;
}

async function text(lines: AsyncIterable<string>): Promise<string> {
  let file = '';
  for await (const line of lines) file += line;
  return file;
}

/** The file's lines without the header's export time, the one thing two exports of the same stream differ by. */
function withoutExportTime(file: string): unknown[] {
  return file
    .trimEnd()
    .split('\n')
    .map((line, index) => {
      const value = JSON.parse(line) as Record<string, unknown>;
      if (index === 0) delete value.exportedAt;
      return value;
    });
}

describe('audit.export: the export file for a signed-in download', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let world: AuditWorld;

  beforeAll(async () => {
    testApp = await startTestApp();
    [alice, bob] = await Promise.all([signUpUser(testApp.url), signUpUser(testApp.url)]);
    world = await auditWorld(alice, 'Ærø: the Frost & Fire Isles');
  });

  afterAll(() => testApp.close());

  it('answers a file named after the world and the day, with the lines the REST export streams', async () => {
    const file = WorldExportFile.parse(await alice.trpc.audit.export.query({ worldId: world.worldId }));
    const lines = file.ndjson.trimEnd().split('\n');
    const header = ExportHeader.parse(JSON.parse(lines[0]!));
    expect(file.file_name).toBe(`ærø-the-frost-fire-isles-${header.exportedAt.slice(0, 10)}.ndjson`);
    expect(file.ndjson.endsWith('\n')).toBe(true);

    const events = lines.slice(1, -1);
    const trailer = ExportTrailer.parse(JSON.parse(lines.at(-1)!));
    expect(header).toMatchObject({ worldId: world.worldId, eventCount: events.length });
    expect(trailer.eventCount).toBe(events.length);
    expect(trailer.sha256).toBe(createHash('sha256').update(events.map((line) => `${line}\n`).join('')).digest('hex'));
    const generated = events.map((line) => JSON.parse(line) as { metadata: { source: string; provider?: string; model?: string } });
    expect(generated.some(({ metadata }) => metadata.source === 'generator' && metadata.provider && metadata.model)).toBe(true);

    const streamed = await testApp.app.get(QueryBus).execute(new ExportWorldQuery(world.worldId, userIdOf(alice)));
    expect(withoutExportTime(file.ndjson)).toEqual(withoutExportTime(await text(streamed.lines)));
  });

  it('is a file import takes back: the downloaded text makes a new world', async () => {
    const { ndjson } = await alice.trpc.audit.export.query({ worldId: world.worldId });
    const imported = await alice.trpc.audit.importWorld.mutate({ ndjson, name: 'Back from the download' });
    expect(imported).toMatchObject({ name: 'Back from the download', source_world_id: world.worldId });
    const original = await alice.trpc.audit.stateAt.query({ worldId: world.worldId });
    const copy = await alice.trpc.audit.stateAt.query({ worldId: imported.world_id });
    expect(withoutIds(copy)).toEqual(withoutIds(original));
  });

  it("is NOT_FOUND for another user's world or an unknown one, UNAUTHORIZED signed out, BAD_REQUEST for a malformed id", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(codeOf(await bob.trpc.audit.export.query({ worldId: world.worldId }).catch((e: unknown) => e))).toBe('NOT_FOUND');
    expect(codeOf(await alice.trpc.audit.export.query({ worldId: unknown }).catch((e: unknown) => e))).toBe('NOT_FOUND');
    const signedOut = trpcClientFor(testApp.url, null);
    expect(codeOf(await signedOut.audit.export.query({ worldId: world.worldId }).catch((e: unknown) => e))).toBe('UNAUTHORIZED');
    expect(codeOf(await alice.trpc.audit.export.query({ worldId: 'not-a-world' }).catch((e: unknown) => e))).toBe('BAD_REQUEST');
  });
});

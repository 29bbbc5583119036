import { createHash } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { TRPCClientError } from '@trpc/client';
import { ApiErrorBody, ExportHeader, ExportLink, ExportTrailer } from '@worldloom/contracts';
import { DownloadTokens } from '../../apps/api/src/modules/auth/auth.module';
import { DOWNLOAD_TOKEN_TTL_SECONDS } from '../../apps/api/src/modules/auth/tokens/download-tokens';
import { worldExportResource } from '../../apps/api/src/modules/audit/export/export-download';
import { ExportWorldQuery } from '../../apps/api/src/modules/audit/queries/export-world/export-world.query';
import type { AppRouter } from '../../apps/api/src/app-router';
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

describe('audit.exportLink: the signed-in download of the export file', () => {
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

  /** Follows a link as a browser does: no Authorization header, nothing but the address. */
  const follow = (url: string) => fetch(`${testApp.url}${url}`);

  async function refusal(response: Response): Promise<ApiErrorBody> {
    expect(response.status).toBe(401);
    return ApiErrorBody.parse(await response.json());
  }

  it('gives a link valid for a minute that streams the file, named after the world and the day, with the lines the REST export streams', async () => {
    const asked = Date.now();
    const link = ExportLink.parse(await alice.trpc.audit.exportLink.mutate({ worldId: world.worldId }));
    expect(link.url).toMatch(/^\/api\/downloads\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const expiresIn = Date.parse(link.expires_at) - asked;
    expect(expiresIn).toBeGreaterThan((DOWNLOAD_TOKEN_TTL_SECONDS - 5) * 1000);
    expect(expiresIn).toBeLessThanOrEqual((DOWNLOAD_TOKEN_TTL_SECONDS + 1) * 1000);

    const response = await follow(link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const day = new Date().toISOString().slice(0, 10);
    expect(link.file_name).toBe(`ærø-the-frost-fire-isles-${day}.ndjson`);
    // The name as a browser reads it, in the UTF-8 form of Content-Disposition.
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="_r_-the-frost-fire-isles-${day}.ndjson"; filename*=UTF-8''${encodeURIComponent(link.file_name)}`,
    );

    const file = await response.text();
    const lines = file.trimEnd().split('\n');
    const header = ExportHeader.parse(JSON.parse(lines[0]!));
    const events = lines.slice(1, -1);
    const trailer = ExportTrailer.parse(JSON.parse(lines.at(-1)!));
    expect(header).toMatchObject({ worldId: world.worldId, eventCount: events.length });
    expect(trailer.eventCount).toBe(events.length);
    expect(trailer.sha256).toBe(createHash('sha256').update(events.map((line) => `${line}\n`).join('')).digest('hex'));
    const streamed = await testApp.app.get(QueryBus).execute(new ExportWorldQuery(world.worldId, userIdOf(alice)));
    expect(withoutExportTime(file)).toEqual(withoutExportTime(await text(streamed.lines)));
  });

  it('is a file import takes back: the downloaded text makes a new world', async () => {
    const link = await alice.trpc.audit.exportLink.mutate({ worldId: world.worldId });
    const ndjson = await (await follow(link.url)).text();
    const imported = await alice.trpc.audit.importWorld.mutate({ ndjson, name: 'Back from the download' });
    expect(imported).toMatchObject({ name: 'Back from the download', source_world_id: world.worldId });
    const original = await alice.trpc.audit.stateAt.query({ worldId: world.worldId });
    const copy = await alice.trpc.audit.stateAt.query({ worldId: imported.world_id });
    expect(withoutIds(copy)).toEqual(withoutIds(original));
  });

  it("gives no link for another user's world or an unknown one (NOT_FOUND), signed out (UNAUTHORIZED), or for a malformed id (BAD_REQUEST)", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(codeOf(await bob.trpc.audit.exportLink.mutate({ worldId: world.worldId }).catch((e: unknown) => e))).toBe('NOT_FOUND');
    expect(codeOf(await alice.trpc.audit.exportLink.mutate({ worldId: unknown }).catch((e: unknown) => e))).toBe('NOT_FOUND');
    const signedOut = trpcClientFor(testApp.url, null);
    expect(codeOf(await signedOut.audit.exportLink.mutate({ worldId: world.worldId }).catch((e: unknown) => e))).toBe('UNAUTHORIZED');
    expect(codeOf(await alice.trpc.audit.exportLink.mutate({ worldId: 'not-a-world' }).catch((e: unknown) => e))).toBe('BAD_REQUEST');
  });

  it('refuses a link that is altered, expired, not a download link, or whose session was signed out, with the REST error shape', async () => {
    const { url } = await alice.trpc.audit.exportLink.mutate({ worldId: world.worldId });
    const [head, payload, signature] = url.slice('/api/downloads/'.length).split('.');
    // Bob's world id in Alice's link: the signature no longer holds.
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000001' })).toString('base64url');
    const invalid = { error: 'This download link is invalid or has expired. Export again.', code: 'UNAUTHORIZED' };
    expect(await refusal(await follow(`/api/downloads/${head}.${forged}.${signature}`))).toEqual(invalid);
    expect(await refusal(await follow('/api/downloads/not-a-token'))).toEqual(invalid);
    // An access token opens tRPC, not a download.
    expect(await refusal(await follow(`/api/downloads/${alice.accessToken}`))).toEqual(invalid);

    const tokens = testApp.app.get(DownloadTokens);
    const user = { userId: userIdOf(alice), email: alice.email, sessionId: claims.session_id as string };
    const now = Date.now();
    const past = jest.spyOn(Date, 'now').mockReturnValue(now - (DOWNLOAD_TOKEN_TTL_SECONDS + 5) * 1000);
    const expired = await tokens.issue(user, worldExportResource(world.worldId), 'old.ndjson').finally(() => past.mockRestore());
    expect(await refusal(await follow(`/api/downloads/${expired.token}`))).toEqual(invalid);
    // Another kind of resource is nothing this route serves.
    const other = await tokens.issue(user, `avatar:${world.worldId}`, 'x.png');
    expect(await refusal(await follow(`/api/downloads/${other.token}`))).toEqual(invalid);

    // Signed out: the link given before is spent.
    const session = await signUpUser(testApp.url);
    const ownWorld = await session.trpc.world.create.mutate({ name: 'Short-lived', description: 'Signed out soon' });
    const before = await session.trpc.audit.exportLink.mutate({ worldId: ownWorld.id });
    expect((await follow(before.url)).status).toBe(200);
    const logout = await fetch(`${testApp.url}/auth/v1/logout`, { method: 'POST', headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(logout.status).toBeLessThan(300);
    expect(await refusal(await follow(before.url))).toEqual(invalid);
  });
});

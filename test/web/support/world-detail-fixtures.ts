import type { TRPCClient } from '@trpc/client';
import { LOCATION_TYPES, STORY_ROLES } from '@worldloom/contracts/vocabulary';
import type { Page } from 'playwright-core';
import type { AppRouter } from '../../../apps/api/src/app-router';

type Client = TRPCClient<AppRouter>;


/** Seeds a world through the API and waits until it has a location, a faction and a character. */
export async function seedWorld(trpc: Client, worldId: string): Promise<void> {
  await trpc.world.seedWorld.mutate({ worldId });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const counts = await entityCounts(trpc, worldId);
    if (counts.locations && counts.factions && counts.characters) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`world ${worldId} was not seeded within 30 s`);
}

export async function entityCounts(trpc: Client, worldId: string) {
  const [locations, factions, characters] = await Promise.all([
    trpc.location.list.query({ worldId }),
    trpc.faction.list.query({ worldId }),
    trpc.character.list.query({ worldId }),
  ]);
  return { locations: locations.length, factions: factions.length, characters: characters.length };
}

/** Adds locations and characters (and a faction if there is none) until the world holds at least the counts asked for. */
export async function fillWorld(trpc: Client, worldId: string, wanted: { locations: number; characters: number }): Promise<void> {
  const counts = await entityCounts(trpc, worldId);
  for (let index = counts.locations; index < wanted.locations; index += 1) {
    await trpc.location.create.mutate({
      world_id: worldId,
      name: `Place ${index + 1}`,
      type: LOCATION_TYPES[index % LOCATION_TYPES.length]!,
      description: `Place number ${index + 1}.`,
      tags: ['added'],
      relative_x: (index % 10) / 10,
      relative_y: Math.floor(index / 10) / 10,
    });
  }
  for (let index = counts.characters; index < wanted.characters; index += 1) {
    await trpc.character.create.mutate({ world_id: worldId, name: `Person ${index + 1}`, story_role: STORY_ROLES[index % STORY_ROLES.length]! });
  }
  if (counts.factions === 0) await trpc.faction.create.mutate({ world_id: worldId, name: 'The First Guild', type: 'guild' });
}

/**
 * Records every sound effect the page plays (its file name), whether or not the browser lets it be heard:
 * howler publishes Howl on window when it loads, and play is wrapped then.
 */
export async function recordSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: string[] = [];
    let howl: { prototype: { play: (...args: unknown[]) => unknown } } | undefined;
    Object.assign(window, { __sounds: played });
    Object.defineProperty(window, 'Howl', {
      configurable: true,
      get: () => howl,
      set(value: NonNullable<typeof howl>) {
        const play = value.prototype.play;
        value.prototype.play = function (this: { _src: string | string[] }, ...args: unknown[]) {
          const src = Array.isArray(this._src) ? this._src[0]! : this._src;
          played.push(src.replace(/^.*\//, '').replace(/\.mp3$/, ''));
          return play.apply(this, args);
        };
        howl = value;
      },
    });
  });
}

export function playedSounds(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __sounds: string[] }).__sounds]);
}

function procedureNames(url: string): string[] {
  return decodeURIComponent(new URL(url).pathname.replace(/^\/api\/trpc\//, '')).split(',');
}

/**
 * Answers the given tRPC procedures in this page with `answer(name)` (a result, or an error shape),
 * passing every other procedure of a batch through to the server.
 */
export async function answerProcedures(page: Page, procedures: readonly string[], answer: (name: string) => unknown): Promise<() => Promise<void>> {
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    const names = procedureNames(route.request().url());
    if (!names.some((name) => procedures.includes(name))) return route.fallback();
    const others = names.filter((name) => !procedures.includes(name));
    let real: unknown[] = [];
    if (others.length) real = (await (await route.fetch()).json()) as unknown[];
    const answers = names.map((name, index) => (procedures.includes(name) ? answer(name) : real[index]));
    await route.fulfill({ status: 200, json: answers });
  };
  await page.route('**/api/trpc/**', handler);
  return () => page.unroute('**/api/trpc/**', handler);
}

/** A tRPC error as httpBatchLink decodes it with superjson. */
export function trpcError(message: string, code: string, httpStatus: number) {
  return { error: { json: { message, code: -32600, data: { code, httpStatus } } } };
}

export function trpcResult(data: unknown) {
  return { result: { data: { json: data } } };
}

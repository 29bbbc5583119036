import type { Locator, Page } from 'playwright-core';
import { axeViolations, createWorld, newUser, populate, signedInPage, startArc, useWebSuite, type WebUser } from './support/web-harness';

/*
 * Issue 20 item 6: a world shared with a user shows under "Shared with you" on their world list and dashboard,
 * with their role as a badge; their own worlds' count, pages and tutorial are unaffected by it.
 */

async function countLine(page: Page): Promise<string> {
  return (await page.locator('p[aria-live="polite"]').first().innerText()).trim();
}

function ownCardTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Worlds' }).getByRole('heading').allInnerTexts();
}

/** The cards of the "Shared with you" list: each card's title and its role badge. */
async function sharedCards(list: Locator): Promise<{ title: string; role: string }[]> {
  return list.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      title: link.querySelector('h3')?.textContent?.trim() ?? '',
      role: link.querySelector('[data-role]')?.textContent?.trim() ?? '',
    })),
  );
}

async function expectProgress(page: Page, completed: number) {
  await page.getByText(`${completed} of 5 steps completed`, { exact: true }).waitFor();
  expect(await page.getByRole('progressbar', { name: 'Tutorial progress' }).getAttribute('aria-valuenow')).toBe(String(completed));
}

/** `owner` invites `member` to `worldId` with `role` through the API, and `member` joins by the token. */
async function share(owner: WebUser, member: WebUser, worldId: string, role: 'co-author' | 'player' | 'viewer'): Promise<void> {
  const invite = await owner.trpc.members.invite.mutate({ worldId, role });
  expect(await member.trpc.members.join.mutate({ token: invite.token })).toEqual({ worldId, role });
}

describe('worlds shared with you', () => {
  const suite = useWebSuite();

  it('lists a shared world under "Shared with you" with the role, apart from the own worlds and the tutorial', async () => {
    const owner = await newUser(suite(), 'owner');
    const player = await newUser(suite(), 'player');
    // The shared world is populated and has an arc: were it counted, the tutorial would be complete.
    const sunken = await createWorld(owner, 'Sunken Choir', 'Bells ring under the tide');
    await populate(owner, sunken.id);
    await startArc(owner, sunken.id);
    const atlas = await createWorld(owner, 'Paper Atlas', 'Maps that redraw themselves');
    await share(owner, player, sunken.id, 'player');
    await share(owner, player, atlas.id, 'co-author');
    expect((await player.trpc.world.list.query()).map((world) => [world.name, world.role])).toEqual([
      ['Paper Atlas', 'co-author'],
      ['Sunken Choir', 'player'],
    ]);

    // The player's world list: no world of their own yet, both shared worlds with their roles.
    const list = await signedInPage(suite(), player, '/app/worlds');
    const sharedList = list.getByRole('list', { name: 'Shared with you' });
    await sharedList.waitFor();
    await list.getByRole('heading', { level: 2, name: 'Shared with you' }).waitFor();
    await list.getByRole('heading', { name: 'No worlds yet' }).waitFor();
    expect(await countLine(list)).toBe('0 worlds');
    expect(await list.getByRole('list', { name: 'Worlds' }).count()).toBe(0);
    expect(await sharedCards(sharedList)).toEqual([
      { title: 'Paper Atlas', role: 'Your role: Co-author' },
      { title: 'Sunken Choir', role: 'Your role: Player' },
    ]);
    const sunkenCard = sharedList.getByRole('link', { name: /Sunken Choir/ });
    expect(await sunkenCard.getAttribute('href')).toBe(`/app/worlds/${sunken.id}`);
    expect(await sunkenCard.getByText('Active Arc', { exact: true }).count()).toBe(1);
    // The badge reads "Player"; "Your role: " before it is for screen readers only.
    expect(await sunkenCard.locator('[data-role="player"]').evaluate((badge) => badge.lastChild?.textContent)).toBe('Player');

    // Searching narrows the shared section too; with no shared match it is gone.
    const search = list.getByRole('searchbox', { name: 'Search worlds' });
    await search.fill('tide');
    await list.getByText('No worlds match “tide”.').waitFor();
    expect(await sharedCards(sharedList)).toEqual([{ title: 'Sunken Choir', role: 'Your role: Player' }]);
    await search.fill('nowhere at all');
    await list.getByText('No worlds match “nowhere at all”.').waitFor();
    expect(await list.getByRole('heading', { name: 'Shared with you' }).count()).toBe(0);
    await search.fill('');

    // The player's dashboard: the tutorial starts at step one, Your Worlds is empty, and the shared worlds show apart.
    const dashboard = await signedInPage(suite(), player, '/app');
    await expectProgress(dashboard, 0);
    expect(await dashboard.getByRole('link', { name: 'Continue' }).count()).toBe(0);
    await dashboard.getByRole('region', { name: 'Your Worlds' }).getByText('No worlds yet.', { exact: false }).waitFor();
    const dashboardShared = dashboard.getByRole('region', { name: 'Shared with you' });
    await dashboardShared.getByRole('link', { name: /Sunken Choir/ }).waitFor();
    expect(
      await dashboardShared.getByRole('link').evaluateAll((links) =>
        links.map((link) => [link.getAttribute('href'), link.querySelector('[data-role]')?.textContent]),
      ),
    ).toEqual([
      [`/app/worlds/${atlas.id}`, 'Your role: Co-author'],
      [`/app/worlds/${sunken.id}`, 'Your role: Player'],
    ]);
    expect(await dashboardShared.getByRole('link', { name: /Sunken Choir/ }).getByText('Active Story', { exact: true }).count()).toBe(1);

    // A world of the player's own is counted and continued in; the older shared world is not the tutorial's first world.
    const own = await createWorld(player, 'Quiet Harbour');
    await dashboard.reload();
    await expectProgress(dashboard, 1);
    expect(await dashboard.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/app/worlds/${own.id}`);
    const yourWorlds = dashboard.getByRole('region', { name: 'Your Worlds' });
    await yourWorlds.getByRole('link', { name: /Quiet Harbour/ }).waitFor();
    expect(await yourWorlds.getByRole('list').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      `/app/worlds/${own.id}`,
    ]);
    expect(await dashboardShared.getByRole('link').count()).toBe(2);

    await list.reload();
    await list.getByRole('list', { name: 'Worlds' }).waitFor();
    expect(await countLine(list)).toBe('1 world');
    expect(await ownCardTitles(list)).toEqual(['Quiet Harbour']);
    expect((await sharedCards(sharedList)).map((card) => card.title)).toEqual(['Paper Atlas', 'Sunken Choir']);
    // Both sections, their headings and badges, pass axe on both pages.
    expect(await axeViolations(list)).toEqual([]);
    expect(await axeViolations(dashboard)).toEqual([]);

    // The owner sees both worlds as their own, and no shared section.
    const ownerList = await signedInPage(suite(), owner, '/app/worlds');
    await ownerList.getByRole('list', { name: 'Worlds' }).waitFor();
    expect(await countLine(ownerList)).toBe('2 worlds');
    expect(await ownCardTitles(ownerList)).toEqual(['Paper Atlas', 'Sunken Choir']);
    expect(await ownerList.getByRole('heading', { name: 'Shared with you' }).count()).toBe(0);
    expect(await ownerList.locator('[data-role]').count()).toBe(0);

    for (const page of [list, dashboard, ownerList]) await page.context().close();
  });
});

import type { BeatDraft } from '@worldloom/contracts';
import type { Locator, Page } from 'playwright-core';
import { namesOf, proposedChanges } from '../../apps/web/src/features/world-detail/hooks/proposed-changes';
import { announced, focusLandsOn } from './support/keyboard';
import { axeViolations, createWorld, newUser, screenshot, signedInPage, useWebSuite, type WebUser } from './support/web-harness';
import { answerProcedures, seedWorld, trpcError } from './support/world-detail-fixtures';

/*
 * Author in the loop on the world page, with the test app's procedural generator: review mode, the drafted
 * beat and its proposed changes, an edit (text rewritten, a change dropped, a memory's fields rewritten), regenerate, discard, accept,
 * "Revert last beat" with its confirmation, the usage beside the arc and in the History view, the budget,
 * and a spent budget's message. axe-core finds nothing in any of these states.
 */

async function checkState(page: Page, name: string) {
  await screenshot(page, name, false);
  expect(await axeViolations(page)).toEqual([]);
}

/** The changes a draft proposes as the page words them, from the world's entities. */
async function expectedChanges(user: WebUser, worldId: string, draft: BeatDraft): Promise<ReturnType<typeof proposedChanges>> {
  const [locations, factions, characters] = await Promise.all([
    user.trpc.location.list.query({ worldId }),
    user.trpc.faction.list.query({ worldId }),
    user.trpc.character.list.query({ worldId }),
  ]);
  return proposedChanges(draft.consequences, namesOf([...locations, ...factions, ...characters], draft.consequences));
}

/** Lists whose items the judge never needs: dropping one leaves a beat the domain still takes. */
const DROPPABLE = ['locationHistory', 'factionHistory', 'relationshipChanges', 'motivationChanges', 'stanceChanges'];

async function waitForDraft(user: WebUser, worldId: string, other?: string): Promise<BeatDraft> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { draft } = await user.trpc.world.getReview.query({ worldId });
    if (draft && draft.id !== other) return draft;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no draft was made');
}

function draftRegion(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

describe('author in the loop: review a beat before it lands, revert it after, see what the AI costs', () => {
  const suite = useWebSuite();

  it('reviews drafts (edit, regenerate, discard, accept), reverts with a confirmation and shows the usage', async () => {
    const user = await newUser(suite(), 'author');
    const world = await createWorld(user, 'Cinderhold', 'A volcanic forge-city of smiths, ash priests and ember guilds.');
    await seedWorld(user.trpc, world.id);
    await user.trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'The forges go cold' });
    const page = await signedInPage(suite(), user, `/app/worlds/${world.id}`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const progress = page.getByRole('button', { name: /progress story/i });
    await progress.waitFor();

    // Review mode on, by keyboard.
    const toggle = page.getByRole('switch', { name: 'Review beats before they land', disabled: false });
    await toggle.waitFor();
    await toggle.focus();
    await page.keyboard.press('Space');
    await announced(page, 'Review mode on');
    expect(await toggle.isChecked()).toBe(true);
    expect((await user.trpc.world.getReview.query({ worldId: world.id })).review_mode).toBe(true);

    // Progress drafts the beat: the world keeps its one beat; the draft and its changes are shown.
    await progress.click();
    const first = await waitForDraft(user, world.id);
    const shown = draftRegion(page, first.beat_name);
    await focusLandsOn(shown.getByRole('heading', { name: first.beat_name }));
    const changes = await expectedChanges(user, world.id, first);
    expect(await shown.getByRole('heading', { level: 4 }).textContent()).toBe(`Proposed changes (${changes.length})`);
    expect(await shown.getByRole('listitem').allInnerTexts()).toEqual(changes.map((change) => change.label));
    expect(await progress.isDisabled()).toBe(true);
    await page.getByRole('progressbar', { name: 'Arc progress: 1 of 15 beats' }).waitFor();
    await checkState(page, 'author-review-draft');

    // Edit: a new name, one change dropped; the domain takes it and the draft shows the author's version.
    await shown.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit the draft' });
    await form.getByLabel('Beat name').fill('The Forge Wakes');
    const dropped = changes.find((change) => DROPPABLE.includes(change.key.split(':')[0]!));
    expect(dropped).toBeDefined();
    await form.getByRole('checkbox', { name: dropped!.label, exact: true }).uncheck();
    await checkState(page, 'author-review-edit');
    await form.getByRole('button', { name: 'Save edit' }).click();
    const edited = draftRegion(page, 'The Forge Wakes');
    await edited.waitFor();
    expect(await edited.getByRole('listitem').allInnerTexts()).toEqual(changes.filter((change) => change !== dropped).map((change) => change.label));
    const saved = await waitForDraft(user, world.id);
    expect(saved).toMatchObject({ id: first.id, beat_name: 'The Forge Wakes', edited_at: expect.any(String) });

    // Regenerate: a new draft replaces it; the old one stays in the history.
    await edited.getByRole('button', { name: 'Regenerate' }).click();
    const second = await waitForDraft(user, world.id, first.id);
    expect(second.replaces_draft_id).toBe(first.id);
    await draftRegion(page, second.beat_name).waitFor();
    await announced(page, `New draft of Beat 1: ${second.beat_name}`);

    // Discard: nothing waits, and Progress Story is back.
    await draftRegion(page, second.beat_name).getByRole('button', { name: 'Discard' }).click();
    await announced(page, 'Draft discarded');
    await draftRegion(page, second.beat_name).waitFor({ state: 'detached' });
    expect((await user.trpc.world.getReview.query({ worldId: world.id })).draft).toBeNull();
    await progress.waitFor({ state: 'visible' });
    expect(await progress.isEnabled()).toBe(true);

    // Accept: the beat lands, and it is the world's current beat.
    await progress.click();
    const third = await waitForDraft(user, world.id, second.id);

    // Before accepting, the author rewrites a memory the draft proposes (its words, its feeling, its weight): the world keeps theirs.
    const drafted = third.consequences.memories[0];
    const memory = (await expectedChanges(user, world.id, third)).find((change) => change.key === 'memories:0');
    expect(drafted && memory).toBeDefined();
    await draftRegion(page, third.beat_name).getByRole('button', { name: 'Edit', exact: true }).click();
    const fieldsForm = page.getByRole('form', { name: 'Edit the draft' });
    const expand = fieldsForm.getByRole('button', { name: `Edit ${memory!.label}`, exact: true });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expand.click();
    expect(await expand.getAttribute('aria-expanded')).toBe('true');
    const memoryFields = fieldsForm.getByRole('group', { name: memory!.label, exact: true });
    expect(await memoryFields.getByLabel('Who remembers').inputValue()).toBe(drafted!.characterId);
    expect(await memoryFields.getByLabel('What happened').inputValue()).toBe(drafted!.eventDescription);
    await memoryFields.getByLabel('Emotional impact').fill('quiet defiance');
    await memoryFields.getByLabel('Importance (0 to 1)').fill('0.95');
    await checkState(page, 'author-review-edit-fields');
    const rewritten = 'The day the author rewrote what the forges remember';
    // Last: the change's words (and so the group's name) follow the text.
    await memoryFields.getByLabel('What happened').fill(rewritten);
    await fieldsForm.getByRole('button', { name: 'Save edit' }).click();
    await announced(page, 'Draft edited');
    const rememberer = memory!.label.slice(0, memory!.label.indexOf(' remembers: '));
    await draftRegion(page, third.beat_name).getByRole('listitem').filter({ hasText: `${rememberer} remembers: ${rewritten}` }).waitFor();
    expect((await waitForDraft(user, world.id)).consequences.memories[0]).toEqual({
      characterId: drafted!.characterId,
      eventDescription: rewritten,
      emotionalImpact: 'quiet defiance',
      importance: 0.95,
    });

    await draftRegion(page, third.beat_name).getByRole('button', { name: 'Accept' }).click();
    await announced(page, `Draft accepted. Current beat: Beat 1, ${third.beat_name}.`);
    await page.getByRole('progressbar', { name: 'Arc progress: 2 of 15 beats' }).waitFor();
    const state = await user.trpc.world.getWorldState.query({ worldId: world.id });
    expect(state.currentBeats.map((beat) => beat.beat_name)).toEqual([state.currentBeats[0]!.beat_name, third.beat_name]);
    const remembered = (await user.trpc.character.list.query({ worldId: world.id })).find((character) => character.id === drafted!.characterId)!.memories;
    expect(remembered).toContainEqual(expect.objectContaining({ event_description: rewritten, emotional_impact: 'quiet defiance', importance: 0.95 }));
    expect(remembered.map((entry) => entry.event_description)).not.toContain(drafted!.eventDescription);
    await checkState(page, 'author-review-accepted');

    // Revert last beat, after its confirmation (Cancel first changes nothing).
    const revert = page.getByRole('button', { name: 'Revert last beat' });
    await revert.click();
    const dialog = page.getByRole('dialog', { name: 'Revert Beat 1?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`"${third.beat_name}" and everything it changed in the world will be undone`);
    await checkState(page, 'author-review-revert-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await user.trpc.world.getWorldState.query({ worldId: world.id })).currentBeats).toHaveLength(2);
    await revert.click();
    await dialog.getByRole('button', { name: 'Revert beat' }).click();
    await announced(page, /^Beat 1 reverted\. Current beat: Beat 0/);
    await page.getByRole('progressbar', { name: 'Arc progress: 1 of 15 beats' }).waitFor();
    expect((await user.trpc.world.getWorldState.query({ worldId: world.id })).currentBeats).toHaveLength(1);
    expect(await revert.count()).toBe(0);

    // Usage beside the arc: every generator call so far, free with the procedural generator; then a budget.
    const usage = await user.trpc.usage.getWorldUsage.query({ worldId: world.id });
    expect(usage.totals.calls).toBeGreaterThanOrEqual(7);
    const panel = page.getByRole('region', { name: 'AI usage' });
    await panel.getByText(String(usage.totals.calls), { exact: true }).waitFor();
    expect(await panel.innerText()).toContain('$0.00 spent this month, no monthly budget.');
    await panel.getByLabel('Monthly budget (USD)').fill('-1');
    await panel.getByRole('button', { name: 'Save budget' }).click();
    await panel.getByRole('alert').filter({ hasText: 'The budget is a number of dollars, zero or more.' }).waitFor();
    await panel.getByLabel('Monthly budget (USD)').fill('5');
    await panel.getByRole('button', { name: 'Save budget' }).click();
    await panel.getByText('$0.00 spent this month of a monthly budget of $5.00.').waitFor();
    expect((await user.trpc.usage.getWorldUsage.query({ worldId: world.id })).budget).toMatchObject({ monthly_budget_usd: 5, source: 'world' });
    await checkState(page, 'author-review-usage');

    // And in the History view.
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const historyUsage = page.getByRole('region', { name: 'History', exact: true }).getByRole('region', { name: 'AI usage' });
    await historyUsage.getByText('procedural', { exact: false }).first().waitFor();
    expect(await historyUsage.innerText()).toContain('$0.00 spent this month of a monthly budget of $5.00.');
    await checkState(page, 'author-review-history-usage');
  }, 180_000);

  it('says so when the monthly budget is spent', async () => {
    const user = await newUser(suite(), 'spender');
    const world = await createWorld(user, 'Gildmoor', 'A marsh of gilded reeds, toll bridges and counting houses.');
    await seedWorld(user.trpc, world.id);
    await user.trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'The tolls double' });
    const page = await signedInPage(suite(), user, `/app/worlds/${world.id}`);
    const message =
      "This world's monthly budget of $1.00 is spent: $1.02 so far this month. Nothing was generated and the model was not asked; raise the budget or wait for next month.";
    await answerProcedures(page, ['world.progressArc'], () => trpcError(message, 'PAYMENT_REQUIRED', 402));
    await page.getByRole('button', { name: /progress story/i }).click();
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    expect((await user.trpc.world.getWorldState.query({ worldId: world.id })).currentBeats).toHaveLength(1);
    await checkState(page, 'author-review-budget-exceeded');
  }, 90_000);
});

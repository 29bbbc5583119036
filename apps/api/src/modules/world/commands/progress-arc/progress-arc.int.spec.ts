import type { Arc, GeneratedBeat, GenerateBeatInput, ProgressArcResponse, World, WorldStateView } from '@worldloom/contracts';
import { restUser, servedDocument, until } from '#test/rest/support/rest-test-app';
import type { RestClient } from '#test/rest/support/rest-client';
import { startTestApp, type TestApp } from '#test/support/test-app';
import { ProceduralStoryGenerator } from '../../../story-generator/procedural/procedural-story-generator';
import { StoryGenerationError } from '../../../story-generator/story-generation.error';
import type { Review } from '../../../story-generator/story-generator.port';

/** A character no world has: a beat that changes them names what does not exist. */
const STRANGER = '00000000-0000-4000-8000-0000000000ff';

/**
 * The offline generator, keeping what each beat was asked; failing a beat when told to, or proposing beats the
 * domain refuses on every try (each also kills a stranger), so its review has the last word.
 */
class WatchedGenerator extends ProceduralStoryGenerator {
  readonly beatInputs: GenerateBeatInput[] = [];
  failNextBeat = false;
  refuseNextBeat = false;

  override async generateBeat(input: GenerateBeatInput, review?: Review<GeneratedBeat>) {
    this.beatInputs.push(input);
    if (this.failNextBeat) {
      this.failNextBeat = false;
      throw new StoryGenerationError('generateBeat failed: the model is down', 'generateBeat', 3);
    }
    if (this.refuseNextBeat && review) {
      this.refuseNextBeat = false;
      const killing = (beat: GeneratedBeat): GeneratedBeat => ({
        ...beat,
        consequences: {
          ...beat.consequences,
          character_status_changes: [...beat.consequences.character_status_changes, { character_id: STRANGER, status: 'deceased', reason: 'Fell' }],
        },
      });
      return super.generateBeat(input, (beat) => review(killing(beat)));
    }
    return super.generateBeat(input, review);
  }
}

interface StoredEvent {
  readonly type: string;
  readonly transaction_id: string;
  readonly metadata: Record<string, unknown>;
}

/** POST /api/worlds/arcs/{arcId}/progress with recentEvents: one command, one decision, one append. */
describe('progressing an arc with recent events', () => {
  const generator = new WatchedGenerator();
  let app: TestApp;
  let rest: RestClient;
  let apiKey: string;

  const recentEvents = [
    { event_type: 'social', impact_level: 'major', description: 'Riots at the docks' },
    { event_type: 'player_action', impact_level: 'moderate', description: 'The heroes flee' },
  ];

  const storedEvents = async (worldId: string) =>
    (
      await app.database.pool.query<StoredEvent>(
        'SELECT type, transaction_id::text, metadata FROM events WHERE stream_id = $1 ORDER BY stream_revision',
        [`world-${worldId}`],
      )
    ).rows;

  async function worldWithArc(name: string): Promise<{ world: World; arc: Arc; openingBeatId: string }> {
    const { body: world } = await rest.post<World>('/api/worlds', { name, description: 'A steampunk harbour of clockwork and smoke' });
    await rest.post(`/api/worlds/${world.id}/seed`);
    // Seeding appends in the background: wait for its end, so nothing else writes to the stream.
    await until(async () => (await storedEvents(world.id)).some((event) => event.type === 'WorldSeeded'));
    const { body: arc } = await rest.post<Arc>(`/api/worlds/${world.id}/arcs`, {});
    const { body: state } = await rest.get<WorldStateView>(`/api/worlds/${world.id}/state`);
    return { world, arc, openingBeatId: state.currentBeats[0]!.id };
  }

  beforeAll(async () => {
    // Fifteen beats and the polling of seeding go past the default 100 calls a minute.
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, undefined, { storyGenerator: generator });
    ({ rest, apiKey } = await restUser(app.url, await servedDocument(app.url)));
  });

  afterAll(() => app.close());

  it('records the events and the beat in one append, and the generator sees the events', async () => {
    const { world, arc, openingBeatId } = await worldWithArc('Brassport');
    const before = (await storedEvents(world.id)).length;
    const progressed = await rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id, recentEvents });
    expect(progressed).toMatchObject({ status: 200, body: { complete: false, beat: { arc_id: arc.id, beat_index: 1 } } });
    expect(progressed.body.recorded_events).toMatchObject([
      { beat_id: openingBeatId, event_type: 'social', impact_level: 'major', description: 'Riots at the docks' },
      { beat_id: openingBeatId, event_type: 'player_action', impact_level: 'moderate', description: 'The heroes flee' },
    ]);
    expect(generator.beatInputs.at(-1)?.events_since_last_beat).toEqual(recentEvents);

    const appended = (await storedEvents(world.id)).slice(before);
    expect(appended.map((event) => event.type)).toEqual(['WorldEventRecorded', 'WorldEventRecorded', 'BeatGenerated']);
    expect(new Set(appended.map((event) => event.transaction_id)).size).toBe(1);
    // The events are the caller's own; only the beat carries the generator's provenance.
    expect(appended.map((event) => event.metadata.provider ?? null)).toEqual([null, null, 'procedural']);
    expect(appended.map((event) => event.metadata.source)).toEqual(['api', 'api', 'api']);
  });

  it('records none of the events when the beat fails', async () => {
    const { world, arc, openingBeatId } = await worldWithArc('Emberfall');
    const before = await storedEvents(world.id);
    generator.failNextBeat = true;
    const failed = await fetch(`${app.url}/api/worlds/arcs/${arc.id}/progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ worldId: world.id, recentEvents }),
    });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'generateBeat failed: the model is down', code: 'GENERATOR_FAILED' });
    expect(await storedEvents(world.id)).toEqual(before);
    await expect(rest.get(`/api/beats/${openingBeatId}/events`)).resolves.toMatchObject({ status: 200, body: [] });
    const { rowCount } = await app.database.pool.query('SELECT 1 FROM world_events WHERE world_id = $1', [world.id]);
    expect(rowCount).toBe(0);
  });

  it('answers 502 GENERATOR_FAILED naming the domain\'s refusal when no try of the generator passes its review, and stores nothing', async () => {
    const { world, arc } = await worldWithArc('Ironmere');
    const before = await storedEvents(world.id);
    generator.refuseNextBeat = true;
    const refused = await fetch(`${app.url}/api/worlds/arcs/${arc.id}/progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ worldId: world.id, recentEvents }),
    });
    expect(refused.status).toBe(502);
    const body = (await refused.json()) as { error: string; code: string };
    expect(body.code).toBe('GENERATOR_FAILED');
    expect(body.error).toContain(`No character ${STRANGER} in this world`);
    expect(await storedEvents(world.id)).toEqual(before);
  });

  it('on a complete arc, still records the events and answers that the arc is complete', async () => {
    const { world, arc } = await worldWithArc('Frostmarch');
    for (let beat = 1; beat <= 15; beat++) await rest.post(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id });
    const { body: state } = await rest.get<WorldStateView>(`/api/worlds/${world.id}/state`);
    expect(state.currentArc).toMatchObject({ id: arc.id, status: 'complete' });
    const lastBeat = state.currentBeats.find((beat) => beat.beat_index === 14)!;

    const answer = await rest.post<ProgressArcResponse>(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id, recentEvents });
    expect(answer).toMatchObject({ status: 200, body: { beat: null, complete: true } });
    expect(answer.body.recorded_events.map((event) => [event.beat_id, event.description])).toEqual([
      [lastBeat.id, 'Riots at the docks'],
      [lastBeat.id, 'The heroes flee'],
    ]);
  });
});

import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { randomUUID } from 'node:crypto';
import { hashPrompt } from '../prompt-hash';
import { ProceduralStoryGenerator } from '../procedural/procedural-story-generator';
import { seedWorld, worldOf } from '../procedural/seeded-world.test-support';
import { StoryGenerationError, StoryGenerationTimeoutError } from '../story-generation.error';
import { LangChainStoryGenerator } from './langchain-story-generator';
import { seedLocationsPrompt } from './prompts';

/** FakeListChatModel answers from its list in turn; this one also records what it was asked, and can fail first. */
class RecordingChatModel extends FakeListChatModel {
  readonly calls: BaseMessage[][] = [];
  failures: Error[] = [];

  override async _generate(messages: BaseMessage[], options?: this['ParsedCallOptions'], runManager?: CallbackManagerForLLMRun): Promise<ChatResult> {
    this.calls.push(messages);
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    return super._generate(messages, options, runManager);
  }
}

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const world = worldOf('Frozen northern wastes', 'Frostmarch');
const procedural = new ProceduralStoryGenerator();

function generatorWith(responses: string[], options: { timeoutMs?: number; sleep?: number } = {}) {
  const chatModel = new RecordingChatModel({ responses, sleep: options.sleep });
  const generator = new LangChainStoryGenerator(chatModel, { provider: 'fake', model: 'fake-list', timeoutMs: options.timeoutMs ?? 5000, baseDelayMs: 5 });
  return { chatModel, generator };
}

describe('LangChainStoryGenerator', () => {
  let validLocations: string;

  beforeAll(async () => {
    validLocations = JSON.stringify((await procedural.seedLocations({ world })).output);
  });

  it('returns valid output with its provenance', async () => {
    const { chatModel, generator } = generatorWith([validLocations]);
    const { output, provenance } = await generator.seedLocations({ world });
    expect(output).toEqual(JSON.parse(validLocations));
    const prompt = seedLocationsPrompt({ world });
    expect(provenance).toEqual({ provider: 'fake', model: 'fake-list', promptHash: hashPrompt(`${prompt.system}\n\n${prompt.human}`) });
    expect(chatModel.calls).toHaveLength(1);
    expect(chatModel.calls[0]?.map((message) => message.getType())).toEqual(['system', 'human']);
    expect(String(chatModel.calls[0]?.[1]?.content)).toContain('Frozen northern wastes');
  });

  it('retries output that breaks the schema, telling the model what was wrong', async () => {
    const { chatModel, generator } = generatorWith([JSON.stringify({ locations: [] }), validLocations]);
    const { output } = await generator.seedLocations({ world });
    expect(output.locations.length).toBeGreaterThanOrEqual(25);
    expect(chatModel.calls).toHaveLength(2);
    const retry = chatModel.calls[1] ?? [];
    expect(retry).toHaveLength(3);
    expect(String(retry[2]?.content)).toMatch(/rejected:\n.*expected 3-5 regions/);
  });

  it('retries broken JSON', async () => {
    const { chatModel, generator } = generatorWith(['{"locations": [', validLocations]);
    await expect(generator.seedLocations({ world })).resolves.toBeDefined();
    expect(String(chatModel.calls[1]?.[2]?.content)).toMatch(/not valid JSON/);
  });

  it('gives up with a clear error after 3 invalid answers', async () => {
    const { chatModel, generator } = generatorWith([JSON.stringify({ places: [] })]);
    const failure = await generator.seedLocations({ world }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoryGenerationError);
    expect(failure).toMatchObject({ task: 'seed_locations', attempts: 3 });
    expect((failure as Error).message).toMatch(/^seed_locations failed after 3 attempts: .*locations: /);
    expect(chatModel.calls).toHaveLength(3);
  });

  it('holds beats to the rules of their world: an unknown id is retried', async () => {
    const seeded = await seedWorld(world);
    const input = {
      world,
      arc: { id: randomUUID(), story_name: 'The Long Night', detailed_description: 'Ice.' },
      beat_index: 4,
      planned_anchor: null,
      previous_beats: [],
      entities: seeded.entities,
      events_since_last_beat: [],
    };
    const { output: beat } = await procedural.generateBeat(input);
    const stranger = { ...beat, consequences: { ...beat.consequences, moves: [{ character_id: randomUUID(), to_location_id: randomUUID(), reason: 'x' }] } };
    const { chatModel, generator } = generatorWith([JSON.stringify(stranger), JSON.stringify(beat)]);
    expect((await generator.generateBeat(input)).output).toEqual(beat);
    expect(String(chatModel.calls[1]?.[2]?.content)).toMatch(/no character/);
  });

  it('retries transient failures and fails fast on others', async () => {
    const transient = generatorWith([validLocations]);
    transient.chatModel.failures = [httpError(429), httpError(503)];
    await expect(transient.generator.seedLocations({ world })).resolves.toBeDefined();
    expect(transient.chatModel.calls).toHaveLength(3);

    const denied = generatorWith([validLocations]);
    denied.chatModel.failures = [httpError(401)];
    await expect(denied.generator.seedLocations({ world })).rejects.toThrow('seed_locations failed: Error: HTTP 401');
    expect(denied.chatModel.calls).toHaveLength(1);
  });

  it('waits longer after each failure', async () => {
    const chatModel = new RecordingChatModel({ responses: [validLocations] });
    chatModel.failures = [httpError(500), httpError(500)];
    const generator = new LangChainStoryGenerator(chatModel, { provider: 'fake', model: 'fake-list', timeoutMs: 5000, baseDelayMs: 60 });
    const started = performance.now();
    await generator.seedLocations({ world });
    expect(performance.now() - started).toBeGreaterThanOrEqual(60 + 120 - 5);
  });

  it('stops at the timeout when the model does not answer', async () => {
    const { generator } = generatorWith([validLocations], { timeoutMs: 150, sleep: 800 });
    const started = performance.now();
    await expect(generator.seedLocations({ world })).rejects.toThrow(StoryGenerationTimeoutError);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

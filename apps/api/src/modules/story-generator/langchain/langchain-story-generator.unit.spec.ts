import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { randomUUID } from 'node:crypto';
import type { GeneratedBeat, GenerateBeatInput } from '@worldloom/contracts';
import { generationEntities, generationWorld } from '../../world/generation/generation-inputs';
import { hashPrompt } from '../prompt-hash';
import { ProceduralStoryGenerator } from '../procedural/procedural-story-generator';
import { worldOf } from '../procedural/seeded-world.test-support';
import { StoryGenerationError, StoryGenerationTimeoutError } from '../story-generation.error';
import { LangChainStoryGenerator } from './langchain-story-generator';
import { seedLocationsPrompt } from './prompts';
import { generatedBeat, type SmallWorld, smallWorld } from './story-world.test-support';

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
    // A fake chat model reports no tokens; a provider's answers do (token-usage.ts, openai-loopback and usage suites).
    expect(provenance).toEqual({
      provider: 'fake',
      model: 'fake-list',
      promptHash: hashPrompt(`${prompt.system}\n\n${prompt.human}`),
      task: 'seed_locations',
      inputTokens: 0,
      outputTokens: 0,
    });
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

  describe('with the domain as the judge (the review)', () => {
    let small: SmallWorld;
    let input: GenerateBeatInput;
    let legal: GeneratedBeat;

    beforeEach(() => {
      small = smallWorld();
      input = small.story.beatInput();
      legal = generatedBeat(2, 'Set-Up', 'Settlers return to Old Keep and begin to rebuild its walls.', {
        location_status_changes: [{ location_id: small.ids.oldKeep, status: 'declining', reason: 'settlers return' }],
      });
    });

    it('holds beats to the rules of their world: an unknown id is retried, with the problem and the answer fed back', async () => {
      const stranger = { ...legal, consequences: { ...legal.consequences, moves: [{ character_id: randomUUID(), to_location_id: small.ids.greywatch, reason: 'x' }] } };
      const { chatModel, generator } = generatorWith([JSON.stringify(stranger), JSON.stringify(legal)]);
      expect((await generator.generateBeat(input, small.story.beatReview())).output).toEqual(legal);
      const retry = chatModel.calls[1] ?? [];
      expect(retry.map((message) => message.getType())).toEqual(['system', 'human', 'ai', 'human']);
      expect(JSON.parse(String(retry[2]?.content))).toEqual(stranger);
      expect(String(retry[3]?.content)).toMatch(/rejected by the world's rules:\n- No character/);
    });

    it('refuses a beat that ignores a player action, feeds the judge back, and takes the answer that answers it', async () => {
      const wren = small.story.addPlayer('Wren Ashdown');
      small.story.playerAction(wren.userId, 'Wren Ashdown rows out to Old Keep');
      const played = small.story.beatInput();
      const answered = generatedBeat(2, 'Set-Up', 'Wren Ashdown rows out to Old Keep, where settlers return and begin to rebuild its walls.', {
        ...legal.consequences,
        moves: [{ character_id: wren.characterId, to_location_id: small.ids.oldKeep, reason: 'she went to see for herself' }],
        memories: [{ character_id: wren.characterId, event_description: 'Rowing out to Old Keep through the ice', emotional_impact: 'resolve', importance: 0.6 }],
      });
      const { chatModel, generator } = generatorWith([JSON.stringify(legal), JSON.stringify(answered)]);
      expect((await generator.generateBeat(played, small.story.beatReview())).output).toEqual(answered);
      expect(chatModel.calls).toHaveLength(2);
      expect(String(chatModel.calls[0]?.[1]?.content)).toContain(`- Wren Ashdown [${wren.characterId}], a player's character, did this: "Wren Ashdown rows out to Old Keep"`);
      const retry = chatModel.calls[1] ?? [];
      expect(retry.map((message) => message.getType())).toEqual(['system', 'human', 'ai', 'human']);
      expect(String(retry[3]?.content)).toContain(
        `rejected by the world's rules:\n- the player action "Wren Ashdown rows out to Old Keep" by Wren Ashdown goes unanswered: name Wren Ashdown in the description`,
      );
    });

    it('gives up after 3 rejected answers with a 502-bound error that names the last problems', async () => {
      const revived = generatedBeat(2, 'Set-Up', 'Old Keep blooms again.', {
        location_status_changes: [{ location_id: small.ids.oldKeep, status: 'thriving', reason: 'a miracle' }],
      });
      const { chatModel, generator } = generatorWith([JSON.stringify(revived)]);
      const failure = await generator.generateBeat(input, small.story.beatReview()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StoryGenerationError);
      expect(failure).toMatchObject({ code: 'GENERATOR_FAILED', task: 'generate_beat', attempts: 3 });
      expect((failure as Error).message).toBe(
        'generate_beat failed after 3 attempts: rejected: A location cannot go from ruined to thriving; from ruined it may become declining, abandoned, lost',
      );
      expect(chatModel.calls).toHaveLength(3);
    });

    it('names the last problem when the time runs out between tries', async () => {
      const chatModel = new RecordingChatModel({ responses: [JSON.stringify(legal)] });
      const generator = new LangChainStoryGenerator(chatModel, { provider: 'fake', model: 'fake-list', timeoutMs: 150, baseDelayMs: 400 });
      const failure = await generator.generateBeat(input, () => ['Old Keep is cursed']).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StoryGenerationTimeoutError);
      expect((failure as Error).message).toBe('generate_beat timed out after 150 ms; the last try: rejected: Old Keep is cursed');
    });

    it('lets a review that throws out as it is: a bug, not a bad answer', async () => {
      const { chatModel, generator } = generatorWith([JSON.stringify(legal)]);
      const bug = new TypeError('the review broke');
      await expect(generator.generateBeat(input, () => { throw bug; })).rejects.toBe(bug);
      expect(chatModel.calls).toHaveLength(1);
    });

    it('fails with a clear error when the world is too large for one prompt', async () => {
      const crowd = Array.from({ length: 400 }, (_, index) => ({ ...input.entities.characters[0], id: randomUUID(), name: `Crowd member ${index}` }));
      const huge = { ...input, entities: { ...input.entities, characters: crowd as GenerateBeatInput['entities']['characters'] } };
      const { chatModel, generator } = generatorWith([JSON.stringify(legal)]);
      await expect(generator.generateBeat(huge)).rejects.toThrow(/^generate_beat failed: the world is too large for one prompt/);
      expect(chatModel.calls).toHaveLength(0);
    });

    it('generates doctrines, relations and enrichments, reviewed like the rest', async () => {
      const state = small.story.state;
      const base = { world: generationWorld(state), entities: generationEntities(state) };
      const doctrine = { ideology: 'Ash remembers.', tags: ['ash', 'grief'] };
      const stance = { source_faction_id: small.ids.covenant, target_faction_id: small.ids.host, stance: 'hostile', reason: 'the siege' };
      const enrichment = { description: 'Black stone and banked fires.', tags: ['walled'] };
      const { chatModel, generator } = generatorWith([JSON.stringify({ ideology: 'Ash.', tags: [] }), JSON.stringify(doctrine), JSON.stringify({ stance_changes: [stance] }), JSON.stringify(enrichment)]);
      const noEmptyTags = (output: { tags: string[] }) => (output.tags.length === 0 ? ['a doctrine needs tags'] : []);
      expect((await generator.generateDoctrine({ ...base, faction_id: small.ids.host, status: 'declining', reason: null }, noEmptyTags)).output).toEqual(doctrine);
      expect(chatModel.calls).toHaveLength(2);
      expect(String(chatModel.calls[1]?.[3]?.content)).toContain('- a doctrine needs tags');
      expect((await generator.evaluateRelations({ ...base, beat_context: 'The siege began.', recent_beats: [] })).output).toEqual({ stance_changes: [stance] });
      expect((await generator.enrichLocation({ ...base, location_id: small.ids.frosthold, world_context: '' })).output).toEqual(enrichment);
    });
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

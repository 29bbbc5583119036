import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeneratedBeat } from '@worldloom/contracts';
import { parseStoryGeneratorSettings } from '../story-generator.config';
import { ProceduralStoryGenerator } from '../procedural/procedural-story-generator';
import { worldOf } from '../procedural/seeded-world.test-support';
import { StoryGenerationError, StoryGenerationTimeoutError } from '../story-generation.error';
import { createChatModel } from './chat-models';
import { LangChainStoryGenerator } from './langchain-story-generator';
import { generatedBeat, type SmallWorld, smallWorld } from './story-world.test-support';

interface RecordedRequest {
  method: string;
  url: string;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    tools?: unknown;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: { properties?: Record<string, unknown> } } };
  };
}

type Reply = (response: ServerResponse) => void;

/** A chat-completions answer as OpenAI sends it: json_schema output arrives as the message content. */
const answer =
  (content: string): Reply =>
  (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-loopback',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'gpt-4o-mini',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  };

const fail =
  (status: number): Reply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: `loopback says ${status}`, type: 'loopback_error', code: null } }));
  };

const neverAnswer: Reply = () => undefined;

describe('LangChainStoryGenerator over the OpenAI chat-completions API (loopback server)', () => {
  const world = worldOf('Frozen northern wastes', 'Frostmarch');
  const requests: RecordedRequest[] = [];
  let replies: Reply[] = [];
  let server: Server;
  let baseURL: string;
  let valid: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ method: request.method ?? '', url: request.url ?? '', body: JSON.parse(body) as RecordedRequest['body'] });
        // The last reply repeats.
        const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? fail(500);
        reply(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    valid = JSON.stringify((await new ProceduralStoryGenerator().seedLocations({ world })).output);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  });

  beforeEach(() => {
    requests.length = 0;
  });

  function generator(...queued: Reply[]): LangChainStoryGenerator {
    replies = queued;
    // Generous: three judged tries of a whole beat on a busy 2-core machine; the timeout has its own test below.
    return generatorWithTimeout(30_000);
  }

  function generatorWithTimeout(timeoutMs: number): LangChainStoryGenerator {
    const settings = parseStoryGeneratorSettings({
      STORY_GENERATOR: 'openai',
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: baseURL,
      OPENAI_MODEL: 'gpt-4o-mini',
      STORY_GENERATOR_TIMEOUT_MS: String(timeoutMs),
    });
    const { chatModel, model } = createChatModel('openai', settings);
    return new LangChainStoryGenerator(chatModel, { provider: 'openai', model, timeoutMs, baseDelayMs: 10 });
  }

  it('asks with a strict json_schema response format and returns the valid answer', async () => {
    const { output, provenance } = await generator(answer(valid)).seedLocations({ world });
    expect(output).toEqual(JSON.parse(valid));
    expect(provenance).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions', body: { model: 'gpt-4o-mini' } });
    expect(request?.body.tools).toBeUndefined();
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'seed_locations', strict: true } });
    expect(Object.keys(request?.body.response_format?.json_schema?.schema.properties ?? {})).toEqual(['locations']);
    expect(request?.body.messages?.map((message) => message.role)).toEqual(['system', 'user']);
    expect(request?.body.messages?.[1]?.content).toContain('Frozen northern wastes');
  });

  it('retries an answer that is not JSON', async () => {
    await expect(generator(answer('{"locations": [{"name": '), answer(valid)).seedLocations({ world })).resolves.toBeDefined();
    expect(requests).toHaveLength(2);
  });

  it('retries an answer that breaks the schema, with the problems in the next request', async () => {
    await expect(generator(answer(JSON.stringify({ locations: [] })), answer(valid)).seedLocations({ world })).resolves.toBeDefined();
    expect(requests).toHaveLength(2);
    const retry = requests[1]?.body.messages ?? [];
    expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'user']);
    expect(retry[2]?.content).toMatch(/rejected/);
  });

  it('fails clearly after 3 answers that break the schema', async () => {
    const failure = await generator(answer(JSON.stringify({ locations: [{ name: 'Alone' }] }))).seedLocations({ world }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoryGenerationError);
    expect((failure as Error).message).toMatch(/^seed_locations failed after 3 attempts: invalid output: /);
    expect(requests).toHaveLength(3);
  });

  it('retries after a 429', async () => {
    await expect(generator(fail(429), answer(valid)).seedLocations({ world })).resolves.toBeDefined();
    expect(requests).toHaveLength(2);
  });

  it('retries server errors 3 times in all, and does not retry a 401', async () => {
    await expect(generator(fail(500)).seedLocations({ world })).rejects.toThrow(/failed after 3 attempts: .*500/);
    expect(requests).toHaveLength(3);
    requests.length = 0;
    await expect(generator(fail(401)).seedLocations({ world })).rejects.toThrow(/^seed_locations failed: .*401/);
    expect(requests).toHaveLength(1);
  });

  it('gives up within the configured timeout when the server never answers', async () => {
    replies = [neverAnswer];
    const started = performance.now();
    await expect(generatorWithTimeout(400).seedLocations({ world })).rejects.toThrow(StoryGenerationTimeoutError);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(1000);
  });

  /*
   * The domain as the judge, as the app's handler wires it: a world built with libs/domain's worldDecider, its
   * next beat's input read from the state (generation-inputs), and a review that turns the answer into the
   * ProgressArc command (newBeat) and decides it on that state (domainReview).
   */
  describe('with the domain reviewing each beat', () => {
    let small: SmallWorld;
    const json = (beat: GeneratedBeat) => JSON.stringify(beat);
    const contentsOf = (request: RecordedRequest | undefined) => (request?.body.messages ?? []).map((message) => message.content);

    beforeEach(() => {
      small = smallWorld();
    });

    const rebuilt = () =>
      generatedBeat(2, 'Set-Up', 'Settlers return to Old Keep and begin to rebuild its walls.', {
        location_status_changes: [{ location_id: small.ids.oldKeep, status: 'declining', reason: 'settlers return' }],
      });
    const revived = () =>
      generatedBeat(2, 'Set-Up', 'Old Keep blooms again overnight.', {
        location_status_changes: [{ location_id: small.ids.oldKeep, status: 'thriving', reason: 'a miracle' }],
      });

    it('rejects an illegal transition, sends the domain\'s message back, and returns the legal answer', async () => {
      const { output } = await generator(answer(json(revived())), answer(json(rebuilt()))).generateBeat(small.story.beatInput(), small.story.beatReview());
      expect(output).toEqual(rebuilt());
      expect(requests).toHaveLength(2);
      const retry = requests[1]?.body.messages ?? [];
      expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(JSON.parse(retry[2]?.content ?? '')).toEqual(revived());
      expect(retry[3]?.content).toContain('A location cannot go from ruined to thriving; from ruined it may become declining, abandoned, lost');
      // The legal answer holds in the world: the app appends it.
      small.story.progress(output);
      expect(small.story.state.locations.get(small.ids.oldKeep)?.status).toBe('declining');
    });

    it('fails with GENERATOR_FAILED naming the problem after three rejected answers', async () => {
      const failure = await generator(answer(json(revived())))
        .generateBeat(small.story.beatInput(), small.story.beatReview())
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StoryGenerationError);
      expect(failure).toMatchObject({ code: 'GENERATOR_FAILED', attempts: 3 });
      expect((failure as Error).message).toMatch(/^generate_beat failed after 3 attempts: rejected: A location cannot go from ruined to thriving/);
      expect(requests).toHaveLength(3);
    });

    it('rejects prose that kills a character the consequences keep alive, with the judge\'s finding fed back', async () => {
      const { mira, frosthold } = small.ids;
      const untold = generatedBeat(2, 'Set-Up', 'Mira Stone dies in the avalanche above Frosthold.', {
        historical_events: [{ entity_kind: 'location', entity_id: frosthold, event: 'An avalanche buries the upper road.' }],
      });
      const told = generatedBeat(2, 'Set-Up', 'Mira Stone dies in the avalanche above Frosthold.', {
        character_status_changes: [{ character_id: mira, status: 'deceased', reason: 'the avalanche' }],
        historical_events: [{ entity_kind: 'location', entity_id: frosthold, event: 'An avalanche buries the upper road.' }],
      });
      const { output } = await generator(answer(json(untold)), answer(json(told))).generateBeat(small.story.beatInput(), small.story.beatReview());
      expect(output).toEqual(told);
      const feedback = contentsOf(requests[1]).at(-1);
      expect(feedback).toContain('the text says Mira Stone dies ("Mira Stone dies in the avalanche above Frosthold.") but the consequences do not');
      expect(feedback).toContain('Mira Stone is in this beat but gains no memory of it');
      small.story.progress(output);
      expect(small.story.state.characters.get(mira)?.status).toBe('deceased');
    });

    it('rejects a beat that moves a deceased character, and takes the corrected one', async () => {
      const { tomas, mira, greywatch } = small.ids;
      const haunting = generatedBeat(2, 'Set-Up', 'The ghost of Tomas Reed walks the road to Greywatch.', {
        moves: [{ character_id: tomas, to_location_id: greywatch, reason: 'haunting' }],
      });
      const errand = generatedBeat(2, 'Set-Up', 'Mira Stone rides to Greywatch to bargain for grain.', {
        moves: [{ character_id: mira, to_location_id: greywatch, reason: 'to bargain for grain' }],
        memories: [{ character_id: mira, event_description: 'I rode to Greywatch through the blizzard.', emotional_impact: 'resolve', importance: 0.6 }],
      });
      const { output } = await generator(answer(json(haunting)), answer(json(errand))).generateBeat(small.story.beatInput(), small.story.beatReview());
      expect(output).toEqual(errand);
      expect(contentsOf(requests[1]).at(-1)).toContain('Tomas Reed is deceased');
      small.story.progress(output);
      expect(small.story.state.characters.get(mira)?.locationId).toBe(greywatch);
    });

    it('sends a beat prompt with the memories, motivations and the next anchor', async () => {
      const input = small.story.beatInput();
      await generator(answer(json(rebuilt()))).generateBeat(input, small.story.beatReview());
      const prompt = contentsOf(requests[0]).join('\n');
      expect(prompt).toContain('Aldric buried his brother under the ice of Frosthold.');
      expect(prompt).toContain('I asked Aldric what his pride will cost us.');
      expect(prompt).toContain('motivations "hold Frosthold through the winter"');
      expect(prompt).toContain('motivations "take Frosthold before the thaw"');
      expect(prompt).toContain(`It leads toward the next anchor, beat 7 "Fun and Games": ${input.next_anchor?.description}`);
      expect(requests[0]?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'generate_beat', strict: true } });
    });
  });
});

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStoryGeneratorSettings } from '../story-generator.config';
import { ProceduralStoryGenerator } from '../procedural/procedural-story-generator';
import { worldOf } from '../procedural/seeded-world.test-support';
import { StoryGenerationError, StoryGenerationTimeoutError } from '../story-generation.error';
import { createChatModel } from './chat-models';
import { LangChainStoryGenerator } from './langchain-story-generator';

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
    return generatorWithTimeout(5000);
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
});

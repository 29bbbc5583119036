import { AsyncLocalStorage } from 'node:async_hooks';

/** The tokens of one generator call, every try of it included. */
export class TokenCount {
  inputTokens = 0;
  outputTokens = 0;
}

const currentCall = new AsyncLocalStorage<TokenCount>();

/** Runs one generator call; every model answer fetched meanwhile adds its tokens to `count`. */
export function countingTokens<T>(count: TokenCount, call: () => Promise<T>): Promise<T> {
  return currentCall.run(count, call);
}

const tokens = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** The usage an answer reports: OpenAI's `usage.prompt_tokens`, Anthropic's `usage.input_tokens`, Ollama's `prompt_eval_count`. */
function usageOf(body: unknown): { input: number; output: number } {
  const { usage, prompt_eval_count: ollamaIn, eval_count: ollamaOut } = (body ?? {}) as Record<string, unknown>;
  const reported = (usage ?? {}) as Record<string, unknown>;
  return {
    input: tokens(reported.prompt_tokens) || tokens(reported.input_tokens) || tokens(ollamaIn),
    output: tokens(reported.completion_tokens) || tokens(reported.output_tokens) || tokens(ollamaOut),
  };
}

/**
 * The providers' fetch, counting what each answer reports it used. At the HTTP answer rather than in a
 * LangChain callback: an answer the provider's SDK itself refuses while parsing (OpenAI's json_schema) never
 * reaches the callbacks, yet it was paid for.
 */
export function usageCountingFetch(inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const count = currentCall.getStore();
    if (count === undefined || !response.headers.get('content-type')?.includes('json')) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const { input: inputTokens, output: outputTokens } = usageOf(body);
    count.inputTokens += inputTokens;
    count.outputTokens += outputTokens;
    return response;
  };
}

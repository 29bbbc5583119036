/** USD per million tokens in and out. */
export interface ModelPrice {
  readonly input: number;
  readonly output: number;
}

/**
 * List prices of the models the providers here default to or commonly run (USD per million tokens), for
 * estimates only; STORY_GENERATOR_PRICES adds to and overrides them. A model missing here costs 0.
 */
const BUILT_IN_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'claude-sonnet-4-5': { input: 3, output: 15 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-opus-4-1': { input: 15, output: 75 },
};

/** Providers that run on the user's own machine, or no model at all: nothing to pay. */
const FREE_PROVIDERS = new Set(['procedural', 'ollama']);

export type PriceTable = (provider: string, model: string) => ModelPrice;

export function priceTable(overrides: Readonly<Record<string, ModelPrice>> = {}): PriceTable {
  const prices = { ...BUILT_IN_PRICES, ...overrides };
  return (provider, model) => (FREE_PROVIDERS.has(provider) ? { input: 0, output: 0 } : (prices[model] ?? { input: 0, output: 0 }));
}

/** The estimated cost of a call, in USD, to the millionth of a cent. */
export function estimatedCost(price: ModelPrice, inputTokens: number, outputTokens: number): number {
  return Math.round(((inputTokens * price.input + outputTokens * price.output) / 1_000_000) * 1e8) / 1e8;
}

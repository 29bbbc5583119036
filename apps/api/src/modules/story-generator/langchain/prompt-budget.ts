import { Tiktoken } from 'js-tiktoken/lite';
import cl100k_base from 'js-tiktoken/ranks/cl100k_base';
import { takeWithinBudget } from '../memory/retrieve-memories';

/**
 * The most tokens (cl100k_base) a prompt's messages may take, the system and the human message together; the
 * answer's JSON Schema travels beside them. A world of 40 locations and 30 characters with a long history fits.
 */
export const PROMPT_TOKEN_BUDGET = 12_000;

export interface Prompt {
  system: string;
  human: string;
}

/** A line of a prompt: essential ones always go in; the others by `priority` (lower first) while the budget lasts. */
export interface PromptLine {
  readonly text: string;
  readonly priority?: number;
}

export interface PromptSection {
  readonly heading: string;
  /** In the order they are printed. */
  readonly lines: readonly PromptLine[];
  /** Printed after the heading when no line goes in; without it such a section is left out. */
  readonly empty?: string;
}

/** The essential part of a prompt alone is over its budget: the world is too large for one call. */
export class PromptBudgetError extends Error {
  override readonly name = 'PromptBudgetError';
}

let encoder: Tiktoken | undefined;

/** Tokens of a text in cl100k_base, the encoding the budget is measured in (other models' tokenizers count a little differently). */
export function countTokens(text: string): number {
  encoder ??= new Tiktoken(cl100k_base);
  // Special-token strings in a world's own text are counted as plain text, never refused.
  return encoder.encode(text, [], []).length;
}

/** Optional-line priorities: a tier, and a rank within it (most relevant first). */
export function priority(tier: number, rank: number): number {
  return tier * 1_000_000 + rank;
}

const keyOf = (section: number, line: number) => `${section}:${line}`;

/** The sections with their essential lines and the optional lines `taken` (by key), in their order. */
function render(sections: readonly PromptSection[], taken: ReadonlySet<string>): string {
  return sections
    .flatMap((section, sectionIndex) => {
      const lines = section.lines.filter((line, lineIndex) => line.priority === undefined || taken.has(keyOf(sectionIndex, lineIndex)));
      if (lines.length === 0) return section.empty === undefined ? [] : [`${section.heading} ${section.empty}`];
      return [[section.heading, ...lines.map((line) => line.text)].join('\n')];
    })
    .join('\n\n');
}

/**
 * The prompt with every essential line and as many optional ones as fit in `limit` tokens, the lowest
 * priority first: when the budget bites, the least relevant lines are the ones left out.
 */
export function fitPrompt(system: string, sections: readonly PromptSection[], limit: number = PROMPT_TOKEN_BUDGET): Prompt {
  const systemTokens = countTokens(system);
  const essential = systemTokens + countTokens(render(sections, new Set()));
  if (essential > limit) {
    throw new PromptBudgetError(`the world is too large for one prompt: ${essential} tokens before any detail, over the budget of ${limit}`);
  }
  // A section that shows up only with its optional lines brings its heading along.
  const headings = sections
    .filter((section) => section.empty === undefined && section.lines.length > 0 && section.lines.every((line) => line.priority !== undefined))
    .reduce((total, section) => total + countTokens(section.heading) + 2, 0);
  const optional = sections
    .flatMap((section, sectionIndex) =>
      section.lines.flatMap((line, lineIndex) =>
        line.priority === undefined ? [] : [{ key: keyOf(sectionIndex, lineIndex), text: line.text, priority: line.priority }],
      ),
    )
    .sort((left, right) => left.priority - right.priority);
  const taken = takeWithinBudget(optional, (line) => countTokens(line.text) + 1, limit - essential - headings);
  const keys = () => new Set(taken.map((line) => line.key));
  // Lines counted one by one may differ from the whole by a token here and there: the whole decides.
  while (taken.length > 0 && systemTokens + countTokens(render(sections, keys())) > limit) taken.pop();
  return { system, human: render(sections, keys()) };
}

import { countTokens, fitPrompt, priority, PromptBudgetError, type PromptSection } from './prompt-budget';

const line = (text: string, rank?: number) => (rank === undefined ? { text } : { text, priority: priority(1, rank) });

describe('fitPrompt', () => {
  const sections: PromptSection[] = [
    { heading: 'Always:', lines: [line('the world and its rules')] },
    { heading: 'Memories:', lines: [line('a third memory', 2), line('the best memory', 0), line('a second memory', 1)], empty: 'none.' },
    { heading: 'Details:', lines: [line('a detail nobody needs', 9)] },
  ];

  it('puts everything in when the budget allows, each line where it stands', () => {
    const { system, human } = fitPrompt('system', sections, 1_000);
    expect(system).toBe('system');
    expect(human).toBe('Always:\nthe world and its rules\n\nMemories:\na third memory\nthe best memory\na second memory\n\nDetails:\na detail nobody needs');
  });

  it('leaves out the lowest priorities first when the budget bites, and stays within it', () => {
    const essential = countTokens('system') + countTokens('Always:\nthe world and its rules\n\nMemories: none.');
    const limit = essential + countTokens('the best memory') + countTokens('a second memory') + 8;
    const { human } = fitPrompt('system', sections, limit);
    expect(human).toContain('the best memory');
    expect(human).toContain('a second memory');
    expect(human).not.toContain('a third memory');
    expect(human).not.toContain('Details:');
    expect(countTokens('system') + countTokens(human)).toBeLessThanOrEqual(limit);
  });

  it('shows a section\'s empty text when none of its lines fit', () => {
    const essential = countTokens('system') + countTokens('Always:\nthe world and its rules\n\nMemories: none.');
    expect(fitPrompt('system', sections, essential).human).toBe('Always:\nthe world and its rules\n\nMemories: none.');
  });

  it('refuses a prompt whose essential lines alone are over the budget', () => {
    expect(() => fitPrompt('system', sections, 5)).toThrow(PromptBudgetError);
    expect(() => fitPrompt('system', sections, 5)).toThrow(/too large for one prompt: \d+ tokens/);
  });

  it('counts cl100k_base tokens, special-token text included', () => {
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('<|endoftext|>')).toBeGreaterThan(1);
  });
});

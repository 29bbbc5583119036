import type { GenerationWorld } from '@worldloom/contracts';
import { desertTheme } from './desert.theme';
import { frozenTheme } from './frozen.theme';
import { gothicTheme } from './gothic.theme';
import { highFantasyTheme } from './high-fantasy.theme';
import { jungleTheme } from './jungle.theme';
import { maritimeTheme } from './maritime.theme';
import { spaceTheme } from './space.theme';
import { steampunkTheme } from './steampunk.theme';
import type { Theme } from './theme';

/** In order of precedence on a tie; high fantasy comes last as it is also the fallback. */
export const THEMES: readonly Theme[] = [
  spaceTheme,
  steampunkTheme,
  frozenTheme,
  desertTheme,
  maritimeTheme,
  jungleTheme,
  gothicTheme,
  highFantasyTheme,
];

// A short stem must match a whole word (or its plural): "sea" is not "season", "ice" is not "nice".
const SHORT_STEM = 4;

function matchesKeyword(words: readonly string[], text: string, keyword: string): boolean {
  if (keyword.includes(' ')) return text.includes(keyword);
  if (keyword.length <= SHORT_STEM) return words.some((word) => word === keyword || word === `${keyword}s` || word === `${keyword}es`);
  return words.some((word) => word.startsWith(keyword));
}

/** The theme whose keywords the world's name and description use most; high fantasy when none match. */
export function detectTheme(world: Pick<GenerationWorld, 'name' | 'description'>): Theme {
  const text = `${world.name} ${world.description}`.toLowerCase();
  const words = text.split(/[^a-z-]+/).flatMap((word) => [word, ...word.split('-')]).filter(Boolean);
  let best: Theme = highFantasyTheme;
  let bestScore = 0;
  for (const theme of THEMES) {
    const score = theme.keywords.filter((keyword) => matchesKeyword(words, text, keyword)).length;
    if (score > bestScore) {
      best = theme;
      bestScore = score;
    }
  }
  return best;
}

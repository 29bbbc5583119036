import type { Doctrine, FactionStatus, GenerationFaction } from '@worldloom/contracts';
import type { Rng } from '../rng';
import type { Theme } from '../themes/theme';
import { fillTemplate } from './prose';

export type Fortune = FactionStatus;

const CREEDS: Readonly<Record<Fortune, readonly string[]>> = {
  rising: [
    'Emboldened, it holds that {value} belongs to those strong enough to defend it, and takes the {symbol} as the sign of its favour.',
    'Its star ascending, it preaches that {value} must spread beyond its old borders, and that {trade} should flow through its hands alone.',
    'Flushed with success, it now teaches that the {symbol} chose it to lead, and that doubters of {value} stand in the way of destiny.',
  ],
  declining: [
    'Chastened by its losses, it turns inward: only {value} and old loyalties will carry it through {peril}.',
    'Humbled, it keeps a narrower creed now, guarding {value} for its own and trusting no outsider.',
    'Its pride broken, it swears that {value} was betrayed from within, and looks for the traitors among its own.',
  ],
  collapsed: [
    'What remains of it swears by the memory of the {symbol} and waits for a day when {value} is honoured again.',
    'Scattered, its last faithful keep one promise: that {value} outlives the fall of any banner.',
  ],
  stable: [
    'It keeps its course: {value}, tempered by hard lessons about {peril}.',
    'Steadied, it holds to {value} and to the {symbol}, and asks no more of the world than to be left to both.',
  ],
};

const FORTUNE_TAGS: Readonly<Record<Fortune, string>> = { rising: 'ascendant', declining: 'embattled', collapsed: 'remnant', stable: 'steadfast' };
const ALL_FORTUNE_TAGS = new Set(Object.values(FORTUNE_TAGS));

interface DoctrineWords {
  value: string;
  symbol: string;
  trade: string;
  peril: string;
}

/** A faction's creed rewritten for its fortune, in the theme's words; its tags keep its kind and mark the fortune. */
export function doctrineFor(theme: Theme, faction: GenerationFaction, fortune: Fortune, words: DoctrineWords, rng: Rng): Doctrine {
  const creed = fillTemplate(rng.pick(CREEDS[fortune]), { ...words, value: rng.chance(0.5) ? words.value : rng.pick(theme.values) });
  const kept = faction.tags.filter((tag) => !ALL_FORTUNE_TAGS.has(tag));
  const signature = kept.some((tag) => theme.signatureTags.includes(tag)) ? [] : [rng.pick(theme.signatureTags)];
  return { ideology: creed, tags: [...new Set([faction.type, ...kept, ...signature, FORTUNE_TAGS[fortune]])] };
}

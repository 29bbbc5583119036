import type { FactionType, SeededFaction, SeededStance, SeedingLocationBrief } from '@worldloom/contracts';
import { nameKey } from '@worldloom/contracts';
import type { Rng } from './rng';
import type { Theme } from './themes/theme';

/** How two kinds of faction get on by nature: +2 kin, -2 sworn rivals (symmetric; read either way round). */
const AFFINITY: Readonly<Record<FactionType, Readonly<Partial<Record<FactionType, number>>>>> = {
  kingdom: { kingdom: -1, guild: 1, order: 2, cult: -2, tribe: -1, company: 0 },
  guild: { guild: -1, order: 0, cult: -1, tribe: 0, company: -2 },
  order: { order: -1, cult: -2, tribe: 0, company: -1 },
  cult: { cult: -1, tribe: 1, company: 0 },
  tribe: { tribe: 1, company: -1 },
  company: { company: -2 },
};

function affinity(left: FactionType, right: FactionType): number {
  return AFFINITY[left][right] ?? AFFINITY[right][left] ?? 0;
}

const HOSTILE_REASONS = [
  '{a} and {b} both want {region}, and neither will share it',
  '{a} has never forgiven {b} for an old wrong over {trade}',
  '{a} holds that {b} stands against {value}',
];
const ALLY_REASONS = [
  '{a} and {b} have been kin and neighbours in {region} for generations',
  '{a} and {b} are bound by the trade in {trade}',
  '{a} and {b} share a faith in {value}',
];

function homeRegion(faction: SeededFaction, locations: readonly SeedingLocationBrief[]): string | null {
  const seat = locations.find((location) => nameKey(location.name) === nameKey(faction.controlled_locations[0] ?? ''));
  return seat?.region ?? null;
}

/**
 * The stances the factions start with: sworn rivals (an order and a cult, two trading companies, neighbours
 * coveting the same region) are hostile, kin (a crown and its order, kindred tribes) allied; the rest neutral.
 */
export function seedStances(rng: Rng, theme: Theme, factions: readonly SeededFaction[], locations: readonly SeedingLocationBrief[]): SeededStance[] {
  const pairs = factions.flatMap((a, index) =>
    factions.slice(index + 1).map((b) => {
      const region = homeRegion(a, locations);
      const neighbours = region !== null && region === homeRegion(b, locations);
      const kin = affinity(a.type, b.type);
      return { a, b, region, score: kin + (neighbours ? (kin >= 2 ? 1 : -1) : 0) + (rng.next() - 0.5) };
    }),
  );
  // Every world has its tensions: when no pair is rival or kin enough, the most marked pair still is.
  const marked = pairs.filter(({ score }) => Math.abs(score) >= 1.5);
  const strongest = [...pairs].sort((left, right) => Math.abs(right.score) - Math.abs(left.score))[0];
  const chosen = marked.length > 0 || strongest === undefined ? marked : [strongest];
  return chosen.flatMap(({ a, b, region, score }) => {
    const stance = score < 0 ? 'hostile' : 'ally';
    const values = { a: a.name, b: b.name, region: region ?? 'the borderlands', trade: rng.pick(theme.trades), value: rng.pick(theme.values) };
    const reason = rng.pick(stance === 'hostile' ? HOSTILE_REASONS : ALLY_REASONS).replace(/\{(\w+)\}/g, (_match, key: keyof typeof values) => values[key]);
    return [{ source: a.name, target: b.name, stance, reason }, { source: b.name, target: a.name, stance, reason }];
  });
}

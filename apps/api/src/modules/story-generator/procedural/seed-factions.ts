import type { FactionType, GenerationWorld, LocationType, SeededFaction, SeedingLocationBrief } from '@worldloom/contracts';
import { SEEDING_LIMITS } from '@worldloom/contracts';
import { fill, NameRegistry, syllableName } from './names';
import { createRng, type Rng } from './rng';
import type { Theme } from './themes/theme';

const MEMBERS: Record<FactionType, [number, number]> = {
  kingdom: [8_000, 120_000],
  guild: [200, 4_000],
  order: [60, 1_500],
  cult: [20, 600],
  tribe: [300, 9_000],
  company: [150, 15_000],
};

/** What each kind of faction prefers to hold. */
const HOLDINGS: Record<FactionType, readonly LocationType[]> = {
  kingdom: ['city', 'landmark', 'wilderness'],
  guild: ['city', 'landmark'],
  order: ['landmark', 'city'],
  cult: ['landmark', 'wilderness'],
  tribe: ['wilderness', 'city'],
  company: ['city', 'wilderness'],
};

const IDEOLOGIES: Record<FactionType, string> = {
  kingdom: 'Rules from {seat} in the name of {value}, and holds that {value2} keeps the realm whole.',
  guild: 'Controls the trade in {trade} and believes {value} is worth any price.',
  order: 'Sworn to the {symbol}, it guards {seat} against {peril}.',
  cult: 'Worships the {symbol} and whispers that the coming of {peril} is a judgement to be welcomed.',
  tribe: 'Keeps the old ways of {value} and the right to roam the lands around {seat}.',
  company: 'Seeks profit from {trade} out of {seat}, and treats {value} as a line in a ledger.',
};

function factionName(rng: Rng, theme: Theme, type: FactionType, core: string): string {
  const noun = rng.pick(theme.factionNouns[type]);
  const symbol = rng.pick(theme.symbols);
  const adjective = rng.pick(theme.adjectives);
  const first = rng.chance(0.5);
  switch (type) {
    case 'kingdom':
      return first ? `The ${noun} of ${core}` : `The ${core} ${noun}`;
    case 'guild':
    case 'company':
      return first ? `The ${core} ${noun}` : `The ${adjective} ${noun} of ${core}`;
    case 'order':
      return first ? `The ${noun} of the ${symbol}` : `The ${noun} of ${core}`;
    case 'cult':
      return first ? `The ${noun} of the ${symbol}` : `The ${adjective} ${noun} of ${core}`;
    case 'tribe':
      return `The ${core} ${noun}`;
  }
}

/** Each faction takes 1-4 locations, mostly in its home region; no location has two masters. */
function takeHoldings(rng: Rng, type: FactionType, home: string, free: SeedingLocationBrief[]): SeedingLocationBrief[] {
  const wanted = rng.int(1, type === 'kingdom' ? 4 : 3);
  const preference = HOLDINGS[type];
  const rank = (location: SeedingLocationBrief) =>
    (location.region === home ? 0 : 10) + (preference.indexOf(location.type) + 1 || 5) + rng.next();
  const taken = [...free].sort((left, right) => rank(left) - rank(right)).slice(0, wanted);
  for (const location of taken) free.splice(free.indexOf(location), 1);
  return taken;
}

/** 2-4 factions of the theme's kinds, each holding 1-4 places no other faction holds (never a lost one). */
export function proceduralFactions(world: GenerationWorld, theme: Theme, locations: readonly SeedingLocationBrief[], variant = 0): SeededFaction[] {
  const rng = createRng(variant === 0 ? `${world.id}:factions` : `${world.id}:factions:${variant}`);
  const names = new NameRegistry(locations.map((location) => location.name));
  const count = rng.int(SEEDING_LIMITS.factions.min, SEEDING_LIMITS.factions.max);
  const types = rng.sample(theme.factionTypes, count);
  const regions = rng.shuffle(locations.filter((location) => location.type === 'region'));
  const free = locations.filter((location) => location.type !== 'region' && location.status !== 'lost');
  const colours = rng.shuffle(theme.bannerColors);
  const cores = locations.filter((location) => location.type === 'city' && !location.name.includes(' ')).map((city) => city.name);

  return types.map((type, index): SeededFaction => {
    const home = regions[index % Math.max(1, regions.length)]?.name ?? '';
    const holdings = takeHoldings(rng, type, home, free);
    const seat = holdings[0]?.name ?? home;
    const name = names.claim(() => factionName(rng, theme, type, rng.chance(0.5) && cores.length > 0 ? rng.pick(cores) : syllableName(rng, theme.placeSyllables)));
    const [low, high] = MEMBERS[type];
    const [value, value2] = rng.sample(theme.values, 2);
    return {
      name,
      type,
      status: rng.weighted({ rising: 0.3, stable: 0.5, declining: 0.2 }),
      members_estimate: Math.round((rng.int(low, high) * (1 + holdings.length * 0.25)) / 10) * 10,
      controlled_locations: holdings.map((location) => location.name),
      banner_color: colours[index % colours.length] ?? '#808080',
      ideology: fill(IDEOLOGIES[type], {
        seat,
        value: value ?? '',
        value2: value2 ?? '',
        trade: rng.pick(theme.trades),
        symbol: rng.pick(theme.symbols),
        peril: rng.pick(theme.perils),
      }),
      tags: [type, rng.pick(theme.signatureTags), ...(holdings.some((location) => location.type === 'city') ? ['urban'] : ['wild'])],
    };
  });
}

import type { GenerationWorld, LocationStatus, LocationType, SeededLocation } from '@worldloom/contracts';
import { SEEDING_LIMITS } from '@worldloom/contracts';
import { article, compoundPlaceName, fill, NameRegistry, syllableName, upperFirst } from './names';
import { createRng, type Rng } from './rng';
import type { Theme } from './themes/theme';

type PlaceType = Exclude<LocationType, 'region'>;

const PLACE_TYPE_WEIGHTS: Record<PlaceType, number> = { city: 0.38, landmark: 0.3, wilderness: 0.32 };

const STATUS_WEIGHTS: Record<LocationType, Partial<Record<LocationStatus, number>>> = {
  region: { stable: 0.6, thriving: 0.3, declining: 0.1 },
  city: { thriving: 0.3, stable: 0.5, declining: 0.2 },
  landmark: { stable: 0.4, declining: 0.2, ruined: 0.25, abandoned: 0.1, lost: 0.05 },
  wilderness: { stable: 0.6, thriving: 0.2, declining: 0.12, lost: 0.08 },
};

const STATUS_NOTES: Record<LocationStatus, string> = {
  thriving: 'It is prospering as never before.',
  stable: 'Life there keeps its old rhythm.',
  declining: 'Its best days seem to be behind it.',
  ruined: 'Little but ruins remains.',
  abandoned: 'No one has lived there for years.',
  lost: 'Few still know the way there.',
};

const DESCRIPTIONS: Record<LocationType, string> = {
  region: 'A {adjective} land of {sight} and {sight2}. Its people live by {trade}.',
  city: '{Article} {noun} in {region}, known for {trade} and {sight}.',
  landmark: '{Article} {adjective} {noun} in {region}, among {sight}.',
  wilderness: '{Article} {adjective} stretch of {noun} in {region}: {sight}.',
};

interface Place {
  name: string;
  noun: string;
}

function placeName(rng: Rng, theme: Theme, type: LocationType): Place {
  const noun = rng.pick(theme.locationNouns[type]);
  const adjective = rng.pick(theme.adjectives);
  const syllables = () => syllableName(rng, theme.placeSyllables);
  const pattern = rng.next();
  switch (type) {
    case 'region':
      return { noun, name: pattern < 0.8 ? `${syllables()} ${noun}` : `The ${adjective} ${noun}` };
    case 'city':
      if (pattern < 0.5) return { noun, name: syllables() };
      return { noun, name: pattern < 0.85 ? `${syllables()} ${noun}` : compoundPlaceName(rng, theme) };
    case 'landmark':
      if (pattern < 0.5) return { noun, name: `${syllables()} ${noun}` };
      return { noun, name: pattern < 0.9 ? `${noun} of ${syllables()}` : `The ${adjective} ${noun}` };
    case 'wilderness':
      if (pattern < 0.6) return { noun, name: `${syllables()} ${noun}` };
      return { noun, name: pattern < 0.85 ? `${compoundPlaceName(rng, theme)} ${noun}` : `The ${adjective} ${noun}` };
  }
}

function claimPlace(rng: Rng, theme: Theme, type: LocationType, names: NameRegistry): Place {
  let noun = '';
  const name = names.claim(() => {
    const place = placeName(rng, theme, type);
    noun = place.noun;
    return place.name;
  });
  return { name, noun };
}

function describe(rng: Rng, theme: Theme, type: LocationType, noun: string, region: string, status: LocationStatus): string {
  const [sight, sight2] = rng.sample(theme.sights, 2);
  const text = fill(DESCRIPTIONS[type], {
    adjective: rng.pick(theme.adjectives).toLowerCase(),
    noun: noun.toLowerCase(),
    Article: upperFirst(article(noun)),
    region,
    sight: sight ?? '',
    sight2: sight2 ?? '',
    trade: rng.pick(theme.trades),
  });
  return `${text} ${STATUS_NOTES[status]}`;
}

function tags(rng: Rng, theme: Theme, type: LocationType): string[] {
  return [...new Set([rng.pick(theme.signatureTags), ...rng.sample(theme.locationTags[type], 2)])];
}

const round = (value: number) => Math.round(Math.min(0.98, Math.max(0.02, value)) * 1000) / 1000;

function regionCentres(rng: Rng, count: number): { x: number; y: number }[] {
  const turn = rng.next() * Math.PI * 2;
  return Array.from({ length: count }, (_, index) => {
    const angle = turn + (index / count) * Math.PI * 2 + (rng.next() - 0.5) * 0.4;
    const radius = 0.25 + rng.next() * 0.08;
    return { x: round(0.5 + radius * Math.cos(angle)), y: round(0.5 + radius * Math.sin(angle)) };
  });
}

/** 3-5 regions first, then cities, landmarks and wilderness in them: 25-40 locations, each region with a city. */
export function proceduralLocations(world: GenerationWorld, theme: Theme, variant = 0): SeededLocation[] {
  const rng = createRng(variant === 0 ? `${world.id}:locations` : `${world.id}:locations:${variant}`);
  const names = new NameRegistry();
  const regionCount = rng.int(SEEDING_LIMITS.regions.min, SEEDING_LIMITS.regions.max);
  const total = rng.int(SEEDING_LIMITS.locations.min, SEEDING_LIMITS.locations.max);
  const centres = regionCentres(rng, regionCount);

  const regions = centres.map((centre): SeededLocation => {
    const { name, noun } = claimPlace(rng, theme, 'region', names);
    const status = rng.weighted(STATUS_WEIGHTS.region);
    const description = describe(rng, theme, 'region', noun, name, status);
    return { name, type: 'region', status, description, tags: tags(rng, theme, 'region'), region: null, relative_x: centre.x, relative_y: centre.y };
  });

  const places = Array.from({ length: total - regionCount }, (_, index): SeededLocation => {
    const regionIndex = index < regionCount ? index : rng.int(0, regionCount - 1);
    const region = regions[regionIndex] as SeededLocation;
    const type: PlaceType = index < regionCount ? 'city' : rng.weighted(PLACE_TYPE_WEIGHTS);
    const { name, noun } = claimPlace(rng, theme, type, names);
    const status = rng.weighted(STATUS_WEIGHTS[type]);
    return {
      name,
      type,
      status,
      description: describe(rng, theme, type, noun, region.name, status),
      tags: tags(rng, theme, type),
      region: region.name,
      relative_x: round(region.relative_x + (rng.next() - 0.5) * 0.24),
      relative_y: round(region.relative_y + (rng.next() - 0.5) * 0.24),
    };
  });
  return [...regions, ...places];
}

import type { EnrichLocationInput, LocationEnrichment, LocationStatus } from '@worldloom/contracts';
import { article } from './names';
import { createRng } from './rng';
import { inText } from './story/prose';
import type { Theme } from './themes/theme';

const STATUS_NOTES: Readonly<Record<LocationStatus, string>> = {
  thriving: 'It is prospering as never before.',
  stable: 'Life there keeps its old rhythm.',
  declining: 'Its best days seem to be behind it.',
  ruined: 'Little but ruins remains.',
  abandoned: 'No one has lived there for years.',
  lost: 'Few still know the way there.',
};

const STATUS_TAGS: Readonly<Record<LocationStatus, string>> = {
  thriving: 'prosperous',
  stable: 'settled',
  declining: 'troubled',
  ruined: 'ruins',
  abandoned: 'deserted',
  lost: 'forgotten',
};

/**
 * A place described from what the world knows of it: its kind and region in the theme's words, who holds it,
 * who lives there, its fortune, and the caller's context; tags from the theme, its kind and its fortune.
 */
export function proceduralEnrichment(input: EnrichLocationInput, theme: Theme, variant = 0): LocationEnrichment {
  const { locations, factions, characters } = input.entities;
  const location = locations.find((candidate) => candidate.id === input.location_id);
  if (location === undefined) throw new RangeError(`No location ${input.location_id} in this world`);
  const rng = createRng(`${input.world.id}:enrich:${location.name}:${variant}`);
  const region = locations.find((candidate) => candidate.id === location.region_id);
  const noun = rng.pick(theme.locationNouns[location.type]).toLowerCase();
  const holder = factions.find((faction) => faction.controlled_location_ids.includes(location.id));
  const residents = characters.filter((character) => character.location_id === location.id && (character.status === 'active' || character.status === 'retired'));
  const [sight, sight2] = rng.sample(theme.sights, 2);
  const lines = [
    `${article(noun).replace(/^a/, 'A')} ${rng.pick(theme.adjectives).toLowerCase()} ${noun}${region ? ` in ${region.name}` : ''}, known for ${rng.pick(theme.trades)} and ${sight ?? 'its silence'}.`,
    holder ? `${inText(holder.name).replace(/^the/, 'The')} holds it${holder.status === 'declining' ? ', though its grip is weakening' : ''}.` : 'No faction holds it.',
    residents.length > 0 ? `${residents.slice(0, 3).map((character) => character.name).join(', ')} ${residents.length === 1 ? 'lives' : 'live'} there, among ${sight2 ?? sight ?? 'old stones'}.` : '',
    STATUS_NOTES[location.status],
    input.world_context.trim() === '' ? '' : `Lately: ${input.world_context.trim().replace(/[.!?]*$/, '.')}`,
  ];
  const contextTags = theme.signatureTags.filter((tag) => input.world_context.toLowerCase().includes(tag));
  const tags = [...new Set([rng.pick(theme.signatureTags), ...rng.sample(theme.locationTags[location.type], 2), STATUS_TAGS[location.status], ...contextTags, ...(holder ? [holder.type] : [])])];
  return { description: lines.filter(Boolean).join(' '), tags };
}

import type { Theme } from './theme';

export const frozenTheme: Theme = {
  id: 'frozen',
  keywords: ['frozen', 'freez', 'ice', 'icy', 'snow', 'frost', 'glacier', 'glacial', 'tundra', 'arctic', 'winter', 'north', 'boreal', 'cold', 'polar', 'blizzard', 'rime'],
  signatureTags: ['ice', 'frost', 'snow', 'tundra', 'glacier', 'winter'],
  placeSyllables: {
    starts: ['Sk', 'Hr', 'Bj', 'Fr', 'Ri', 'Va', 'Ulf', 'Ey', 'Ka', 'Thor', 'Sig', 'Hal', 'Jo', 'Kjel', 'Sva', 'Ny', 'Gro', 'Ost', 'Dra', 'Ty', 'Ve', 'Hei'],
    middles: ['al', 'or', 'en', 'ar', 'ir', 'un', 'ol', 'ey', 'ag', 'im'],
    ends: ['vik', 'heim', 'gard', 'fjell', 'stad', 'mark', 'nes', 'dal', 'holm', 'fjord', 'by', 'vald', 'rik', 'storm', 'haug', 'skar'],
  },
  personSyllables: {
    starts: ['Ast', 'Bjor', 'Ing', 'Sig', 'Hal', 'Ey', 'Ulf', 'Thy', 'Ra', 'Gu', 'Sol', 'Ke', 'Fre', 'Yng', 'Ala', 'Hje', 'Tor', 'Ves'],
    middles: ['ri', 'va', 'ny', 'le', 'gu', 'di'],
    ends: ['rid', 'ne', 'dis', 'var', 'mund', 'a', 'ulf', 'hild', 'vor', 'stein', 'ja', 'rik', 'gerd', 'bjorn'],
  },
  placePrefixes: ['Frost', 'Rime', 'Snow', 'Ice', 'Hoar', 'Winter', 'White', 'Sleet', 'Glacier', 'Cold'],
  placeSuffixes: ['hold', 'gate', 'watch', 'fell', 'reach', 'mere', 'barrow', 'ford', 'crag', 'hearth'],
  adjectives: ['Frozen', 'White', 'Shivering', 'Howling', 'Pale', 'Silent', 'Frostbitten', 'Bitter', 'Glittering', 'Endless', 'Snowbound', 'Iron-Cold'],
  locationNouns: {
    region: ['Wastes', 'Reach', 'Expanse', 'Marches', 'Tundra', 'Icefields', 'Highlands', 'Coast'],
    city: ['Hold', 'Stead', 'Haven', 'Harbour', 'Keep'],
    landmark: ['Cairn', 'Spire', 'Barrow', 'Ice Throne', 'Frozen Falls', 'Runestone', 'Longhouse', 'Bone Arch'],
    wilderness: ['Glacier', 'Fjord', 'Snowfield', 'Pinewood', 'Ice Shelf', 'Frozen Lake', 'Crags', 'Tundra'],
  },
  locationTags: {
    region: ['tundra', 'wilderness', 'frontier', 'highlands'],
    city: ['trade', 'longships', 'walled', 'mead-hall', 'market'],
    landmark: ['ancient', 'sacred', 'ruins', 'runes', 'burial'],
    wilderness: ['wolves', 'treacherous', 'hunting-grounds', 'crevasses', 'pine'],
  },
  sights: ['wind-carved ice', 'snow drifts taller than a man', 'aurora light over frozen roofs', 'frost-rimed runestones', 'black pines bowed under snow', 'smoke rising from snow-covered turf halls'],
  trades: ['seal oil', 'walrus ivory', 'furs', 'salted fish', 'amber', 'iron from the ice mines'],
  perils: ['a killing blizzard', 'the long night', 'ice wolves', 'a calving glacier', 'famine in the deep winter', 'the waking of the frost giants'],
  factionTypes: ['tribe', 'kingdom', 'order', 'cult', 'guild'],
  factionNouns: {
    kingdom: ['Jarldom', 'Crown', 'High Throne'],
    guild: ["Sealers' Guild", "Furriers' Compact", "Ice-Miners' Lodge"],
    order: ['Wardens', 'Vigil', 'Order'],
    cult: ['Children', 'Whisperers', 'Cult'],
    tribe: ['Clan', 'Tribe', 'Kin'],
    company: ['Whaling Company', 'Amber Company'],
  },
  symbols: ['Aurora', 'White Flame', 'Frost Wolf', 'Long Night', 'Northern Star', 'Winter Crown'],
  values: ['endurance', 'kinship', 'the oath of the hearth', 'strength through winter', 'honour in battle'],
  bannerColors: ['#dfe9f3', '#5b7fa6', '#1f3b57', '#9fb8cc', '#7a1f2b', '#3c4a3e'],
  occupations: ['ice fisher', 'skald', 'fur trapper', 'shield-maiden', 'rune-carver', 'sled driver', 'whaler', 'hearth priest', "jarl's huscarl", 'frost witch'],
  traits: ['stoic', 'weather-hardened', 'taciturn', 'oath-bound'],
};

import type { Theme } from './theme';

export const gothicTheme: Theme = {
  id: 'gothic',
  keywords: ['gothic', 'dark', 'vampire', 'haunted', 'curse', 'cursed', 'shadow', 'undead', 'grave', 'crypt', 'horror', 'dread', 'blood', 'ghost', 'werewolf', 'necromancer', 'plague', 'macabre', 'moonlit', 'grim'],
  signatureTags: ['shadow', 'cursed', 'haunted', 'mist', 'grave', 'moonlit'],
  placeSyllables: {
    starts: ['Mor', 'Rav', 'Grim', 'Vel', 'Dra', 'Sor', 'Cal', 'Blo', 'Nox', 'Ul', 'Var', 'Mal', 'Sil', 'Kar', 'Wy', 'Ves', 'Cor', 'Bel'],
    middles: ['en', 'ov', 'ar', 'ul', 'ith', 'ad'],
    ends: ['moor', 'hollow', 'grave', 'vane', 'mire', 'dusk', 'shade', 'thorn', 'stein', 'vald', 'croft', 'ach', 'sworth', 'mont', 'ire'],
  },
  personSyllables: {
    starts: ['Vla', 'Ele', 'Mor', 'Lu', 'Sil', 'Ros', 'Vik', 'Ana', 'Cas', 'Ser', 'Ilya', 'Ot', 'Lis', 'Dam', 'Ada', 'Bel'],
    middles: ['de', 'ri', 'sa', 'li', 'ne', 'vo'],
    ends: ['d', 'nora', 'gana', 'cien', 'vana', 'alind', 'tor', 'mir', 'ian', 'ka', 'to', 'beth', 'ien', 'ora'],
  },
  placePrefixes: ['Raven', 'Grave', 'Shadow', 'Blood', 'Mourn', 'Crow', 'Dusk', 'Hollow', 'Wolf', 'Night'],
  placeSuffixes: ['moor', 'wood', 'hollow', 'cross', 'mire', 'hill', 'gate', 'keep', 'vale', 'fen'],
  adjectives: ['Cursed', 'Haunted', 'Moonlit', 'Weeping', 'Forsaken', 'Blackened', 'Silent', 'Crimson', 'Hollow', 'Withered', 'Mist-Shrouded', 'Accursed'],
  locationNouns: {
    region: ['Moors', 'Marches', 'Barony', 'Vale', 'Fenlands', 'Blackwood', 'Principality', 'Downs'],
    city: ['Town', 'Village', 'Walled City', 'Hamlet', 'Abbey Town'],
    landmark: ['Castle', 'Cathedral', 'Crypt', 'Gallows Hill', 'Mausoleum', 'Bell Tower', 'Asylum', 'Ruined Abbey'],
    wilderness: ['Woods', 'Bog', 'Moor', 'Graveyard', 'Ravine', 'Mist Fen', 'Thornwood', 'Barrow Downs'],
  },
  locationTags: {
    region: ['feudal', 'isolated', 'superstitious', 'borderland'],
    city: ['walled', 'market', 'chapels', 'inns', 'curfew'],
    landmark: ['ancient', 'ruins', 'sacred', 'crypts', 'forbidden'],
    wilderness: ['wolves', 'treacherous', 'bogs', 'ghosts', 'fog'],
  },
  sights: ['mist curling between leaning gravestones', 'a haunted castle black against a blood-red moon', 'church bells tolling through the mist at dusk', 'ravens on the gallows in the moonlit square', 'candlelit windows shuttered against the shadow of night', 'thorn hedges around cursed ground'],
  trades: ['silver', 'wine', 'wool', 'holy water', 'grave goods', 'candles'],
  perils: ['the hunger of a vampire lord', 'a plague of the restless dead', 'the werewolf moon', 'an ancient curse', 'the witch hunts', 'a night that does not end'],
  factionTypes: ['order', 'cult', 'kingdom', 'guild', 'tribe'],
  factionNouns: {
    kingdom: ['Barony', 'House', 'Voivodeship'],
    guild: ["Gravediggers' Guild", "Apothecaries' Guild", "Silversmiths' Guild"],
    order: ['Inquisition', 'Order', 'Hunters'],
    cult: ['Cult', 'Coven', 'Children'],
    tribe: ['Wolf Packs', 'Wanderers', 'Clan'],
    company: ['Mourning Company', 'Silver Company'],
  },
  symbols: ['Black Moon', 'Silver Rose', 'Bleeding Saint', 'Raven', 'Last Candle', 'Crimson Thorn'],
  values: ['penance', 'the hunt for evil', 'blood and lineage', 'forbidden knowledge', 'survival until dawn'],
  bannerColors: ['#1a1a1d', '#6f2232', '#950740', '#4e4e50', '#c3073f', '#2b2d42'],
  occupations: ['monster hunter', 'gravedigger', 'priest', 'apothecary', 'noble heir', 'witch', 'innkeeper', 'inquisitor', 'physician', 'bell-ringer'],
  traits: ['haunted', 'devout', 'melancholy', 'secretive'],
};

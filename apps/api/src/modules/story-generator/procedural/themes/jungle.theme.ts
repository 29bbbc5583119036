import type { Theme } from './theme';

export const jungleTheme: Theme = {
  id: 'jungle',
  keywords: ['jungle', 'rainforest', 'tropic', 'tropical', 'vine', 'vines', 'canopy', 'monsoon', 'humid', 'steaming', 'verdant', 'swamp', 'bayou', 'overgrown', 'ziggurat', 'lush'],
  signatureTags: ['jungle', 'canopy', 'vines', 'rainforest', 'tropical', 'river'],
  placeSyllables: {
    starts: ['Xa', 'Ith', 'Tla', 'Qui', 'Mo', 'Yax', 'Cha', 'Ok', 'Zu', 'Ti', 'Ma', 'Ko', 'Hu', 'Pa', 'Ixi', 'Na', 'Tze', 'Uka'],
    middles: ['ca', 'lo', 'mi', 'tu', 'xo', 'pa', 'ya', 'ku'],
    ends: ['tlan', 'chen', 'pan', 'mal', 'tul', 'lco', 'yab', 'kal', 'ztec', 'mbu', 'oa', 'ruk', 'ahu', 'zin', 'teca'],
  },
  personSyllables: {
    starts: ['Ix', 'Ko', 'Ta', 'Ya', 'Na', 'Che', 'Mi', 'Zu', 'Ka', 'Ama', 'Tu', 'Oxo', 'Ayu', 'Ke', 'Lu', 'Sa'],
    middles: ['ka', 'lu', 'ni', 'ya', 'mo', 'ta'],
    ends: ['ya', 'tl', 'lan', 'ki', 'mu', 'na', 'ka', 'ri', 'chi', 'an', 'o', 'uk', 'zel'],
  },
  placePrefixes: ['Vine', 'Jade', 'Serpent', 'Green', 'Orchid', 'Jaguar', 'Rain', 'Moss', 'Fern', 'Monsoon'],
  placeSuffixes: ['hollow', 'falls', 'reach', 'temple', 'crossing', 'grove', 'steps', 'basin', 'ford', 'mound'],
  adjectives: ['Emerald', 'Steaming', 'Tangled', 'Whispering', 'Overgrown', 'Verdant', 'Drowned', 'Golden', 'Feathered', 'Shadowed', 'Humid', 'Thundering'],
  locationNouns: {
    region: ['Jungle', 'Basin', 'Rainforest', 'Lowlands', 'Canopy', 'Delta', 'Highlands', 'Wilds'],
    city: ['Stepped City', 'Village', 'Stilt Town', 'Citadel', 'Trading Post'],
    landmark: ['Ziggurat', 'Temple', 'Serpent Idol', 'Sunken Pyramid', 'Jade Altar', 'Observatory', 'Giant Ceiba', 'Stone Head'],
    wilderness: ['Rainforest', 'River', 'Mangrove', 'Cenote', 'Waterfall', 'Swamp', 'Gorge', 'Canopy'],
  },
  locationTags: {
    region: ['frontier', 'unexplored', 'rivers', 'lowlands'],
    city: ['trade', 'stilts', 'market', 'terraces', 'cacao'],
    landmark: ['ancient', 'temple', 'ruins', 'sacred', 'overgrown'],
    wilderness: ['jaguars', 'treacherous', 'fever', 'snakes', 'flooding'],
  },
  sights: ['vines strangling old stone', 'a canopy so thick the day is green', 'mist rising from steaming rivers', 'stepped pyramids swallowed by the rainforest', 'parrots screaming in the jungle canopy', 'rope bridges over a roaring river'],
  trades: ['cacao', 'jade', 'feathers', 'rubber', 'rare orchids', 'medicinal roots'],
  perils: ['a fever in the villages', 'the flooding of the great river', 'the hunger of the jungle', 'the rise of a jaguar cult', 'the failing of the rains', 'the waking of the temple guardians'],
  factionTypes: ['tribe', 'cult', 'kingdom', 'company', 'order'],
  factionNouns: {
    kingdom: ['Empire', 'Serpent Throne', 'City-State'],
    guild: ["Cacao Traders' Guild", "River Pilots' Guild", "Jade Carvers' Guild"],
    order: ['Keepers', 'Order', 'Jaguar Knights'],
    cult: ['Cult', 'Children', 'Feathered Priests'],
    tribe: ['Tribe', 'People', 'Clan'],
    company: ['Rubber Company', 'Expedition Company'],
  },
  symbols: ['Feathered Serpent', 'Jaguar', 'Rain God', 'Jade Sun', 'First Tree', 'Smoking Mirror'],
  values: ['harmony with the forest', 'the debt to the gods', 'ancestral memory', 'the strength of the clan', 'the bounty of the river'],
  bannerColors: ['#1b5e20', '#43a047', '#f9a825', '#4e342e', '#00897b', '#c62828'],
  occupations: ['river guide', 'jade carver', 'herbalist', 'temple scribe', 'jaguar warrior', 'explorer', 'cacao farmer', 'shaman', 'rubber tapper', 'feather weaver'],
  traits: ['watchful', 'fever-scarred', 'reverent', 'quick-footed'],
};

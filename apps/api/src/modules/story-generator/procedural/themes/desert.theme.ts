import type { Theme } from './theme';

export const desertTheme: Theme = {
  id: 'desert',
  keywords: ['desert', 'dune', 'sand', 'oasis', 'arid', 'scorch', 'sun-baked', 'caravan', 'mirage', 'drought', 'sahara', 'canyon', 'mesa', 'parched', 'salt flat', 'burning sun'],
  signatureTags: ['desert', 'sand', 'dunes', 'oasis', 'sun', 'arid'],
  placeSyllables: {
    starts: ['Al', 'Qa', 'Zah', 'Ka', 'Mer', 'Sa', 'Dja', 'Ha', 'Ta', 'Ush', 'Iz', 'Ne', 'Ba', 'Rha', 'Sul', 'Ama', 'Khe', 'Ir'],
    middles: ['ra', 'zi', 'ma', 'ba', 'sha', 'li', 'dar', 'ha'],
    ends: ['bad', 'har', 'rim', 'kesh', 'zar', 'mun', 'dal', 'tum', 'sir', 'qara', 'hal', 'riya', 'nur', 'sun', 'ib', 'ir'],
  },
  personSyllables: {
    starts: ['Am', 'Za', 'Ka', 'Na', 'Ra', 'Sa', 'Fa', 'Ta', 'Ha', 'Ya', 'Ib', 'Mu', 'Le', 'Ash', 'Da', 'Khal'],
    middles: ['ri', 'hi', 'sa', 'mi', 'li', 'ra'],
    ends: ['ra', 'im', 'ir', 'a', 'ud', 'ya', 'ik', 'an', 'mir', 'iya', 'sha', 'id', 'un'],
  },
  placePrefixes: ['Sun', 'Sand', 'Dune', 'Salt', 'Red', 'Ember', 'Dust', 'Mirage', 'Copper', 'Scorch'],
  placeSuffixes: ['well', 'gate', 'rock', 'spire', 'hollow', 'market', 'reach', 'bazaar', 'haven', 'ridge'],
  adjectives: ['Burning', 'Endless', 'Golden', 'Sunscorched', 'Shifting', 'Red', 'Thirsting', 'Whispering', 'Bleached', 'Crimson', 'Glass', 'Silent'],
  locationNouns: {
    region: ['Sands', 'Dune Sea', 'Wastes', 'Badlands', 'Erg', 'Salt Flats', 'Canyonlands', 'Reaches'],
    city: ['Oasis', 'Bazaar', 'Citadel', 'Caravanserai', 'Well'],
    landmark: ['Obelisk', 'Sun Temple', 'Tomb', 'Sphinx', 'Buried Palace', 'Sandstone Arch', 'Star Well', 'Mirage Gate'],
    wilderness: ['Dunes', 'Canyon', 'Salt Pan', 'Wadi', 'Mesa', 'Scrubland', 'Glass Desert', 'Dry Lake'],
  },
  locationTags: {
    region: ['frontier', 'nomads', 'caravan-routes', 'badlands'],
    city: ['trade', 'bazaar', 'walled', 'spice', 'water-rights'],
    landmark: ['ancient', 'tomb', 'ruins', 'sacred', 'buried'],
    wilderness: ['sandstorms', 'scorpions', 'treacherous', 'mirages', 'dry'],
  },
  sights: ['dunes rolling like waves of sand', 'palm groves around a deep oasis', 'caravans of camels under a burning sun', 'sandstone towers bleached by the sun', 'heat shimmer and mirages over the sand', 'spice stalls shaded from the desert sun'],
  trades: ['spice', 'salt', 'glass', 'dates', 'incense', 'water'],
  perils: ['a great sandstorm', 'the drying of the wells', 'raiders from the deep desert', 'a plague of locusts', 'the waking of the buried god', 'a drought of seven years'],
  factionTypes: ['kingdom', 'tribe', 'guild', 'cult', 'company'],
  factionNouns: {
    kingdom: ['Sultanate', 'Caliphate', 'Sun Throne'],
    guild: ['Caravan Guild', "Water-Sellers' Guild", "Glassblowers' Guild"],
    order: ['Keepers', 'Order', 'Sun Wardens'],
    cult: ['Cult', 'Children', 'Veiled Ones'],
    tribe: ['Tribe', 'Nomads', 'Riders'],
    company: ['Spice Company', 'Salt Company'],
  },
  symbols: ['Sun', 'Scorpion', 'Hidden Well', 'Seventh Star', 'Burning Eye', 'Sand Serpent'],
  values: ['hospitality to travellers', 'the law of water', 'desert honour', "the sun's justice", 'freedom of the open sand'],
  bannerColors: ['#d9a441', '#b5532a', '#f1e3c2', '#6b3e26', '#2f6f73', '#8c1c13'],
  occupations: ['caravan master', 'water-seller', 'spice merchant', 'dune rider', 'tomb robber', 'sun priest', 'glassblower', 'nomad scout', 'oasis warden', 'storyteller'],
  traits: ['sun-weathered', 'shrewd', 'hospitable', 'patient'],
};

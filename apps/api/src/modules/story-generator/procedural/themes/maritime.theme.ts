import type { Theme } from './theme';

export const maritimeTheme: Theme = {
  id: 'maritime',
  keywords: ['sea', 'ocean', 'island', 'archipelago', 'isle', 'maritime', 'pirate', 'sail', 'ship', 'coast', 'tide', 'naval', 'harbor', 'harbour', 'reef', 'fleet', 'nautical', 'buccaneer', 'shore'],
  signatureTags: ['sea', 'island', 'harbour', 'tide', 'reef', 'coast'],
  placeSyllables: {
    starts: ['Mar', 'Cor', 'Bel', 'Sal', 'Tor', 'Port', 'Ca', 'Lan', 'Pel', 'Ven', 'Ma', 'Bri', 'Sca', 'Ro', 'Tre', 'Ga', 'Nau', 'Ost'],
    middles: ['in', 'ar', 'el', 'o', 'ri', 'la', 'ta', 'es'],
    ends: ['ris', 'mouth', 'haven', 'vale', 'ara', 'sea', 'wick', 'cay', 'more', 'ena', 'port', 'ola', 'bay', 'quay', 'ton'],
  },
  personSyllables: {
    starts: ['Ma', 'Jo', 'Cal', 'Ise', 'Bar', 'Ro', 'Li', 'Dor', 'Fen', 'Ne', 'Sal', 'Ca', 'Tam', 'Ed', 'Ri', 'Ora'],
    middles: ['ri', 'li', 'na', 'ro', 'be', 'ta'],
    ends: ['na', 'ric', 'lo', 'sa', 'an', 'el', 'ine', 'o', 'ette', 'win', 'us', 'ra', 'iel'],
  },
  placePrefixes: ['Salt', 'Tide', 'Gull', 'Coral', 'Wreck', 'Storm', 'Anchor', 'Pearl', 'Brine', 'Drift'],
  placeSuffixes: ['haven', 'port', 'cove', 'mouth', 'point', 'rock', 'watch', 'harbour', 'sound', 'quay'],
  adjectives: ['Sunken', 'Drowned', 'Azure', 'Windward', 'Leeward', 'Stormy', 'Salt-Bleached', 'Emerald', 'Misty', 'Wrecked', 'Shimmering', 'Restless'],
  locationNouns: {
    region: ['Isles', 'Archipelago', 'Sea', 'Straits', 'Reefs', 'Coast', 'Shoals', 'Atolls'],
    city: ['Port', 'Harbour', 'Haven', 'Docks', 'Anchorage'],
    landmark: ['Lighthouse', 'Wreck', 'Sea Arch', 'Drowned Temple', 'Sea Fort', 'Pearl Shrine', 'Kraken Bones', 'Tide Bell'],
    wilderness: ['Reef', 'Lagoon', 'Sandbar', 'Sea Caves', 'Kelp Forest', 'Whirlpool', 'Mangroves', 'Cliffs'],
  },
  locationTags: {
    region: ['islands', 'shipping-lanes', 'frontier', 'open-water'],
    city: ['trade', 'docks', 'shipyards', 'taverns', 'market'],
    landmark: ['ancient', 'shipwreck', 'sacred', 'ruins', 'beacon'],
    wilderness: ['storms', 'sharks', 'treacherous', 'smugglers', 'currents'],
  },
  sights: ['white sails crowding the harbour', 'coral reefs under clear water', 'gulls wheeling over the harbour docks', 'the tide pulling at moored ships', 'a lighthouse beam sweeping the sea', 'fishing boats hauled up on the coast'],
  trades: ['pearls', 'salt fish', 'rum', 'timber for ships', 'spices from far isles', 'sea silk'],
  perils: ['a great storm from the open sea', 'the pirate fleets', 'a sea serpent in the straits', 'the tide that will not turn', 'a blockade of the harbour', 'the shifting of the reefs'],
  factionTypes: ['company', 'kingdom', 'guild', 'cult', 'order'],
  factionNouns: {
    kingdom: ['Admiralty', 'Island Crown', 'Thalassocracy'],
    guild: ["Pilots' Guild", "Shipwrights' Guild", "Pearl Divers' Guild"],
    order: ['Lightkeepers', 'Order', 'Tide Wardens'],
    cult: ['Drowned Choir', 'Children', 'Cult'],
    tribe: ['Reef Clans', 'Sea Folk', 'Tribe'],
    company: ['Trading Company', 'Merchant Fleet', 'East Isles Company'],
  },
  symbols: ['Deep', 'Kraken', 'Lighthouse Flame', 'Drowned Star', 'Tide Mother', 'Pearl Moon'],
  values: ['free passage on the sea', "the captain's word", 'profit and plunder', 'the brotherhood of sailors', 'respect for the deep'],
  bannerColors: ['#1d4e89', '#00a6a6', '#f2f4f3', '#0b132b', '#c1121f', '#e9c46a'],
  occupations: ['ship captain', 'pearl diver', 'smuggler', 'lighthouse keeper', 'navigator', 'harbour master', 'net mender', 'privateer', 'cartographer', 'shipwright'],
  traits: ['salt-weathered', 'restless', 'superstitious', 'daring'],
};

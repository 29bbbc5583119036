import type { Theme } from './theme';

export const steampunkTheme: Theme = {
  id: 'steampunk',
  keywords: ['steam', 'steampunk', 'clockwork', 'gears', 'brass', 'industrial', 'industry', 'factory', 'factories', 'airship', 'foundry', 'smog', 'coal', 'victorian', 'machine', 'mechanical', 'cogs', 'engine', 'railway', 'automaton'],
  signatureTags: ['steam', 'brass', 'clockwork', 'coal', 'factory', 'airship'],
  placeSyllables: {
    starts: ['Ash', 'Black', 'Cog', 'Whit', 'Brad', 'Hal', 'Mor', 'Lud', 'Pem', 'Wex', 'Gal', 'Thorn', 'Kes', 'Ren', 'Stan', 'Dun', 'Bram', 'Crow'],
    middles: ['er', 'en', 'ing', 'ley', 'ble', 'ford'],
    ends: ['ton', 'ford', 'worth', 'bury', 'ham', 'wick', 'field', 'gate', 'more', 'ley', 'borough', 'chester', 'stoke', 'well', 'cross'],
  },
  personSyllables: {
    starts: ['Ada', 'Ed', 'Hen', 'Wil', 'Cor', 'Ar', 'Tob', 'Ger', 'Ol', 'Vic', 'Al', 'Bea', 'Ros', 'Jas', 'Eli', 'Fred'],
    middles: ['el', 'ri', 'ber', 'a', 'in', 'li'],
    ends: ['a', 'mund', 'ry', 'liam', 'nelius', 'thur', 'ias', 'ald', 'iver', 'toria', 'bert', 'trice', 'alind', 'per'],
  },
  placePrefixes: ['Cog', 'Brass', 'Soot', 'Iron', 'Steam', 'Coal', 'Copper', 'Gear', 'Smoke', 'Rivet'],
  placeSuffixes: ['works', 'yard', 'bridge', 'gate', 'town', 'mill', 'wharf', 'row', 'end', 'hall'],
  adjectives: ['Smoking', 'Brass', 'Sooty', 'Clanking', 'Gaslit', 'Grand', 'Rusted', 'Ironclad', 'Copper', 'Whistling', 'Grimy', 'Gilded'],
  locationNouns: {
    region: ['Boroughs', 'Industrial Belt', 'Coalfields', 'Canal District', 'Shires', 'Sprawl', 'Midlands', 'Heights'],
    city: ['Mill Town', 'Borough', 'Foundry Town', 'Market Town', 'Dockside'],
    landmark: ['Clock Tower', 'Great Foundry', 'Airship Mooring', 'Exhibition Palace', 'Engine House', 'Iron Bridge', 'Observatory', 'Difference Engine'],
    wilderness: ['Slag Heaps', 'Moors', 'Smog Marsh', 'Abandoned Mines', 'Canal Locks', 'Rail Cutting', 'Quarry', 'Blighted Woods'],
  },
  locationTags: {
    region: ['industrial', 'railways', 'canals', 'smog'],
    city: ['trade', 'factories', 'tenements', 'market', 'workshops'],
    landmark: ['landmark', 'machinery', 'monument', 'engineering', 'historic'],
    wilderness: ['pollution', 'treacherous', 'mines', 'bandits', 'ruins'],
  },
  sights: ['steam venting from brass pipes', 'coal smoke hanging over the rooftops', 'airships moored above the factory chimneys', 'clockwork automata sweeping the gaslit streets', 'the clatter of steam looms in the factory', 'canal barges heavy with coal'],
  trades: ['coal', 'steel', 'clockwork', 'textiles', 'aether crystals', 'engine parts'],
  perils: ['a boiler explosion', 'a general strike', 'the choking smog', 'runaway automata', 'a collapse in the coal mines', 'an airship war'],
  factionTypes: ['company', 'guild', 'kingdom', 'order', 'cult'],
  factionNouns: {
    kingdom: ['Parliament', 'Imperial Crown', 'Lord Mayoralty'],
    guild: ["Engineers' Guild", "Clockmakers' Guild", "Workers' Union"],
    order: ['Royal Society', 'Order', 'Lamplighters'],
    cult: ['Brotherhood of the Gear', 'Children', 'Luddite Circle'],
    tribe: ['Street Gangs', 'Canal Folk', 'Mudlarks'],
    company: ['Manufacturing Company', 'Rail Company', 'Airship Line'],
  },
  symbols: ['Great Gear', 'Eternal Engine', 'Iron Heart', 'Lamp', 'Furnace', 'Clockwork Sun'],
  values: ['progress at any cost', 'the dignity of labour', 'invention', 'order and empire', 'fair wages'],
  bannerColors: ['#8d6e63', '#b08d57', '#3e2723', '#455a64', '#7b1f1f', '#c9a227'],
  occupations: ['engineer', 'mill worker', 'airship captain', 'inventor', 'coal miner', 'clockmaker', 'factory owner', 'constable', 'union organiser', 'street urchin'],
  traits: ['ingenious', 'soot-stained', 'ambitious', 'meticulous'],
};

import type { Theme } from './theme';

export const spaceTheme: Theme = {
  id: 'space',
  keywords: ['space', 'station', 'starship', 'stars', 'galaxy', 'galactic', 'planet', 'orbit', 'sci-fi', 'science fiction', 'android', 'cyber', 'alien', 'colony', 'spaceship', 'asteroid', 'interstellar', 'nebula', 'robot', 'lunar', 'mars', 'futuristic'],
  signatureTags: ['station', 'orbit', 'reactor', 'vacuum', 'starship', 'hydroponics'],
  placeSyllables: {
    starts: ['Ke', 'Ve', 'Ori', 'Hel', 'Ty', 'Ax', 'Cas', 'Ne', 'Zy', 'Ly', 'Qua', 'Sol', 'Ar', 'Ce', 'Dex', 'Io', 'Xan', 'Pro'],
    middles: ['ra', 'lo', 'ni', 'ta', 've', 'xi', 'ro', 'ly'],
    ends: ['on', 'is', 'ax', 'ion', 'ara', 'tis', 'os', 'ex', 'yn', 'eus', 'or', 'ia', 'ux', 'ium', 'ade'],
  },
  personSyllables: {
    starts: ['Ja', 'Ky', 'Re', 'No', 'Sa', 'Ta', 'Ve', 'Mi', 'Ze', 'Da', 'Ori', 'Ash', 'Ren', 'Li', 'Ca', 'Ju'],
    middles: ['ri', 'ko', 'na', 'ly', 'va', 'ne'],
    ends: ['ra', 'ko', 'n', 'x', 'ya', 'el', 'is', 'an', 'o', 'ix', 'ne', 'ta', 'vin'],
  },
  placePrefixes: ['Nova', 'Helio', 'Cryo', 'Astra', 'Quantum', 'Void', 'Ion', 'Photon', 'Grav', 'Star'],
  placeSuffixes: ['port', 'dock', 'hub', 'core', 'ring', 'deck', 'yard', 'spire', 'lab', 'gate'],
  adjectives: ['Outer', 'Inner', 'Dark', 'Silent', 'Rotating', 'Zero-G', 'Forward', 'Aft', 'Radiant', 'Derelict', 'Shielded', 'Frozen'],
  locationNouns: {
    region: ['Ring', 'Sector', 'Spindle', 'Hull', 'Habitat Wheel', 'Core Section', 'Deck Cluster', 'Orbit'],
    city: ['Habitat', 'Module', 'Arcology', 'Commons', 'Dock'],
    landmark: ['Reactor', 'Observatory', 'Airlock', 'Derelict Shuttle', 'Memorial Beacon', 'Data Core', 'Bridge', 'Relay Array'],
    wilderness: ['Maintenance Shafts', 'Vacuum Yard', 'Asteroid Field', 'Hydroponics Jungle', 'Debris Belt', 'Cargo Labyrinth', 'Cooling Tunnels', 'Dark Sector'],
  },
  locationTags: {
    region: ['pressurised', 'zero-g', 'restricted', 'frontier'],
    city: ['trade', 'residential', 'docks', 'markets', 'security'],
    landmark: ['ancient', 'restricted', 'derelict', 'critical-systems', 'monument'],
    wilderness: ['radiation', 'treacherous', 'unmapped', 'scavengers', 'hull-breach'],
  },
  sights: ["the station's ring turning against the stars", 'hydroponic gardens under violet lamps', 'airlock doors scarred by micrometeors from orbit', 'the hum of the reactor through the deck plates', 'starships docking in the vacuum beyond the glass', "holographic signs flickering over the station's corridors"],
  trades: ['water ice', 'fusion cells', 'rare isotopes', 'data', 'hydroponic food', 'salvaged hull plate'],
  perils: ['a reactor breach', 'a hull breach', 'a rogue AI', 'the failure of the oxygen recyclers', 'a pirate boarding party', 'a decaying orbit'],
  factionTypes: ['company', 'guild', 'order', 'cult', 'kingdom'],
  factionNouns: {
    kingdom: ['Directorate', 'Station Council', 'Protectorate'],
    guild: ["Dockworkers' Union", "Engineers' Guild", "Pilots' Guild"],
    order: ['Wardens', 'Order', 'Custodians'],
    cult: ['Void Choir', 'Children', 'Cult'],
    tribe: ['Drifter Clans', 'Scav Crews', 'Spacer Kin'],
    company: ['Mining Consortium', 'Logistics Corporation', 'Biotech Combine'],
  },
  symbols: ['Void', 'Machine Mind', 'Dead Star', 'First Launch', 'Singularity', 'Silent Signal'],
  values: ['efficiency', 'the right to air', 'profit', 'the survival of the station', 'freedom from the corporations'],
  bannerColors: ['#0d1b2a', '#1b98e0', '#e0e1dd', '#ff6b35', '#6a4c93', '#2ec4b6'],
  occupations: ['reactor engineer', 'dock pilot', 'hydroponics tech', 'security officer', 'salvager', 'data broker', 'medic', 'station administrator', 'xenobiologist', 'smuggler'],
  traits: ['precise', 'claustrophobic', 'augmented', 'pragmatic'],
};

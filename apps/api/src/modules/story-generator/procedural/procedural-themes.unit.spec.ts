import { seedWorld, worldOf } from './seeded-world.test-support';

const THEMED_WORLDS = [
  { theme: 'frozen', name: 'Frostmarch', description: 'Frozen northern wastes', vocabulary: /\b(ice|frost|snow|tundra|glacier|winter|frozen)\b/i },
  { theme: 'desert', name: 'Sunscar', description: 'Endless dunes and oasis cities under a burning sun', vocabulary: /\b(desert|sand|dunes?|oasis|sun|arid)\b/i },
  { theme: 'maritime', name: 'Saltwind', description: 'A thousand islands linked by sailing ships', vocabulary: /\b(seas?|islands?|harbours?|tides?|reefs?|coasts?|sails)\b/i },
  { theme: 'jungle', name: 'Verdant Deep', description: 'A steaming tropical jungle of vines', vocabulary: /\b(jungle|canopy|vines|rainforest|tropical|rivers?)\b/i },
  { theme: 'space', name: 'Helix', description: 'A science-fiction space station', vocabulary: /\b(station|orbit|reactor|vacuum|starships?|hydroponics?)\b/i },
  { theme: 'steampunk', name: 'Cogsworth', description: 'A steampunk industrial city of brass clockwork', vocabulary: /\b(steam|brass|clockwork|coal|factory|airships?)\b/i },
  { theme: 'gothic', name: 'Ravenmoor', description: 'A dark gothic land of haunted castles and vampires', vocabulary: /\b(shadow|cursed|haunted|mist|grave|moonlit)\b/i },
  { theme: 'high fantasy', name: 'Eldoria', description: 'A realm of elves, dragons and magic', vocabulary: /\b(magic|realm|arcane|enchanted|kingdom|legend)\b/i },
];

describe('procedural themes', () => {
  it.each(THEMED_WORLDS)('gives a $theme world its vocabulary in tags and descriptions', async ({ name, description, vocabulary }) => {
    const { locations, factions } = await seedWorld(worldOf(description, name));
    for (const location of locations) expect(location.tags.join(' ')).toMatch(vocabulary);
    const themedDescriptions = locations.filter((location) => vocabulary.test(location.description));
    expect(themedDescriptions.length / locations.length).toBeGreaterThanOrEqual(0.9);
    expect(factions.filter((faction) => vocabulary.test(faction.tags.join(' '))).length).toBeGreaterThan(0);
  });

  it.each(THEMED_WORLDS)('keeps other themes out of the tags of a $theme world', async ({ theme, name, description }) => {
    const { locations } = await seedWorld(worldOf(description, name));
    const tags = locations.flatMap((location) => location.tags);
    for (const other of THEMED_WORLDS.filter((candidate) => candidate.theme !== theme)) {
      expect({ theme: other.theme, tags: tags.filter((tag) => other.vocabulary.test(tag)) }).toEqual({ theme: other.theme, tags: [] });
    }
  });

  it('names a frozen world with cold words', async () => {
    const { locations } = await seedWorld(worldOf('Frozen northern wastes', 'Frostmarch'));
    const cold = locations.filter((location) => /frost|rime|snow|ice|hoar|winter|white|sleet|glacier|cold|tundra|fjord|frozen/i.test(location.name));
    expect(cold.length / locations.length).toBeGreaterThanOrEqual(0.2);
  });

  it('names a space station world with science-fiction words', async () => {
    const { locations, seeded } = await seedWorld(worldOf('A science-fiction space station orbiting a dying star', 'Helix'));
    const technical = locations.filter((location) =>
      /habitat|module|arcology|commons|dock|reactor|airlock|observatory|shuttle|relay|data core|bridge|sector|ring|spindle|hull|orbit|shafts|vacuum|hydroponics|debris|cargo|tunnels|nova|helio|cryo|astra|quantum|void|ion|photon|grav|star/i.test(location.name),
    );
    expect(technical.length / locations.length).toBeGreaterThanOrEqual(0.4);
    const occupations = /engineer|pilot|tech|security|salvager|broker|medic|administrator|xenobiologist|smuggler/;
    expect(seeded.characters.filter((character) => occupations.test(character.background + character.description)).length).toBeGreaterThan(5);
    expect(locations.map((location) => location.name).join(' ')).not.toMatch(/\b(Keep|Castle|Tower|Forest)\b/);
  });
});

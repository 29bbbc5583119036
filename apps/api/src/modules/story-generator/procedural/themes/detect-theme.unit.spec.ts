import { detectTheme } from './detect-theme';

describe('detectTheme', () => {
  it.each([
    ['Frostmarch', 'Frozen northern wastes where the snow never melts', 'frozen'],
    ['Sunscar', 'Endless dunes and oasis cities under a burning sun', 'desert'],
    ['Saltwind', 'A thousand islands linked by sailing ships and pirate fleets', 'maritime'],
    ['Verdant Deep', 'A steaming tropical jungle of vines and lost temples', 'jungle'],
    ['Helix', 'A science-fiction space station orbiting a dying star', 'space'],
    ['Cogsworth', 'A steampunk industrial city of brass clockwork and coal smoke', 'steampunk'],
    ['Ravenmoor', 'A dark gothic land of haunted castles and vampire lords', 'gothic'],
    ['Eldoria', 'A realm of elves, dragons and ancient magic', 'high_fantasy'],
  ])('reads %s (%s) as %s', (name, description, expected) => {
    expect(detectTheme({ name, description }).id).toBe(expected);
  });

  it('falls back to high fantasy when nothing matches', () => {
    expect(detectTheme({ name: 'Untitled', description: 'A place.' }).id).toBe('high_fantasy');
  });

  it('does not read short stems inside other words', () => {
    expect(detectTheme({ name: 'Seasons', description: 'A nice search for justice.' }).id).toBe('high_fantasy');
  });
});

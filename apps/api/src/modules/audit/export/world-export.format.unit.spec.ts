import { exportFileName } from './world-export.format';

describe('exportFileName: the name a downloaded export is saved under', () => {
  it('is the world name in lower-case words joined by dashes, then the day of the export', () => {
    expect(exportFileName('Frostmarch', '2026-03-04T22:15:00.000Z')).toBe('frostmarch-2026-03-04.ndjson');
    expect(exportFileName('  The Enchanted Kingdom (fork) ', '2026-03-04T00:00:00.000Z')).toBe('the-enchanted-kingdom-fork-2026-03-04.ndjson');
    expect(exportFileName('Ærø: Frost & Fire', '2026-03-04T00:00:00.000Z')).toBe('ærø-frost-fire-2026-03-04.ndjson');
    expect(exportFileName('東京 / Tōkyō', '2026-03-04T00:00:00.000Z')).toBe('東京-tōkyō-2026-03-04.ndjson');
  });

  it('falls back to "world" when no letter or digit is left, and keeps long names short', () => {
    expect(exportFileName('✨ ~ ✨', '2026-03-04T00:00:00.000Z')).toBe('world-2026-03-04.ndjson');
    expect(exportFileName('a'.repeat(200), '2026-03-04T00:00:00.000Z')).toBe(`${'a'.repeat(60)}-2026-03-04.ndjson`);
    expect(exportFileName(`${'b'.repeat(59)} tail`, '2026-03-04T00:00:00.000Z')).toBe(`${'b'.repeat(59)}-2026-03-04.ndjson`);
  });
});

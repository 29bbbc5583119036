import { windowedLimit } from './windowed-limit';

describe('windowedLimit', () => {
  it('reads <count>/<window> in seconds, minutes or hours', () => {
    expect(windowedLimit.parse('30/5m')).toEqual({ limit: 30, windowMs: 300_000, text: '30/5m' });
    expect(windowedLimit.parse('150/300s')).toEqual({ limit: 150, windowMs: 300_000, text: '150/300s' });
    expect(windowedLimit.parse('10/1h')).toEqual({ limit: 10, windowMs: 3_600_000, text: '10/1h' });
  });

  it('refuses anything else, a zero count, and windows under a second or over a day', () => {
    for (const bad of ['30', '30/5', '30/5d', 'x/5m', '30 / 5m', '0/5m', '5/25h', '-1/5m']) {
      expect(windowedLimit.safeParse(bad).success).toBe(false);
    }
  });
});

import { CharacterStatus, FactionStatus, LocationStatus } from '@worldloom/contracts';
import {
  CHARACTER_STATUS_TRANSITIONS,
  FACTION_STATUS_TRANSITIONS,
  LOCATION_STATUS_TRANSITIONS,
  requireTransition,
} from './status-transitions';

const tables = [
  ['location', LOCATION_STATUS_TRANSITIONS, LocationStatus.options],
  ['faction', FACTION_STATUS_TRANSITIONS, FactionStatus.options],
  ['character', CHARACTER_STATUS_TRANSITIONS, CharacterStatus.options],
] as const;

describe('status transitions', () => {
  it.each(tables)(
    'the %s table covers exactly the SPEC §4 vocabulary and never maps a status to itself',
    (_, table, vocabulary) => {
      expect(Object.keys(table).sort()).toEqual([...vocabulary].sort());
      for (const [from, targets] of Object.entries(table)) {
        for (const to of targets) expect(vocabulary).toContain(to);
        expect(targets).not.toContain(from);
      }
    },
  );

  it('lets places fall any distance but recover one step at a time', () => {
    expect(LOCATION_STATUS_TRANSITIONS.thriving).toContain('ruined');
    expect(LOCATION_STATUS_TRANSITIONS.lost).toEqual(['abandoned']);
    expect(LOCATION_STATUS_TRANSITIONS.ruined).not.toContain('stable');
  });

  it('makes deceased final', () => {
    expect(CHARACTER_STATUS_TRANSITIONS.deceased).toEqual([]);
  });

  it('throws STATUS.ILLEGAL_TRANSITION for a change the table does not list, or no change at all', () => {
    expect(() => requireTransition(LOCATION_STATUS_TRANSITIONS, 'location', 'lost', 'thriving')).toThrow(
      expect.objectContaining({ code: 'STATUS.ILLEGAL_TRANSITION', kind: 'invalid' }) as Error,
    );
    expect(() => requireTransition(FACTION_STATUS_TRANSITIONS, 'faction', 'stable', 'stable')).toThrow(
      'The faction is already stable',
    );
    expect(() => requireTransition(LOCATION_STATUS_TRANSITIONS, 'location', 'stable', 'declining')).not.toThrow();
  });
});

import type { CharacterAllegianceChanged } from '../entities/character.events';
import type { WorldDomainEvent } from '../world.events';
import { characterAdded, factionAdded, locationAdded, now, stateOf, worldCreated } from '../world.fixtures.spec';
import { findContradictions, newContradictions } from './contradictions';

const world = (...events: WorldDomainEvent[]) => stateOf([worldCreated, ...events]);

const keep = locationAdded('loc-1', { name: 'Sunken Keep' });
const guild = (data: Parameters<typeof factionAdded>[1] = {}) => factionAdded('fac-1', { name: 'Iron Guild', ...data });
const ada = (data: Parameters<typeof characterAdded>[1] = {}) =>
  characterAdded('chr-1', { name: 'Ada Stone', locationId: 'loc-1', factionId: 'fac-1', ...data });

const memory = (eventDescription: string) => ({ timestamp: now, eventDescription, emotionalImpact: '', importance: 0.5 });

const heldOut: CharacterAllegianceChanged = {
  type: 'CharacterAllegianceChanged',
  data: {
    characterId: 'chr-1',
    change: 'holdout',
    fromFactionId: 'fac-1',
    toFactionId: 'fac-1',
    reason: 'Sworn to the guild',
    changedAt: now,
    beatId: null,
  },
};

describe('findContradictions', () => {
  it('finds nothing in a coherent world', () => {
    expect(findContradictions(world(keep, guild({ leaderId: 'chr-1', controlledLocationIds: ['loc-1'] }), ada()))).toEqual([]);
  });

  describe('leader-against-own-faction', () => {
    it('finds a leader driven to bring down the very faction they lead', () => {
      const motivations = ['Guard the roads', 'Bring down the Iron Guild'];
      expect(findContradictions(world(keep, guild({ leaderId: 'chr-1' }), ada({ motivations })))).toEqual([
        {
          kind: 'leader-against-own-faction',
          entityIds: ['chr-1', 'fac-1'],
          message: 'Ada Stone leads Iron Guild yet is driven to "Bring down the Iron Guild"',
        },
      ]);
    });

    it('passes a leader driven against another faction or for their own, and a plotting member who does not lead', () => {
      const loyal = ada({ motivations: ['Overthrow the Red Court', 'Protect the Iron Guild'] });
      expect(findContradictions(world(keep, guild({ leaderId: 'chr-1' }), loyal))).toEqual([]);
      expect(findContradictions(world(keep, guild(), ada({ motivations: ['Topple the Iron Guild'] })))).toEqual([]);
    });

    it('reads the verb right before the name: another faction overthrown, or a name inside a longer word, passes', () => {
      const restoring = ada({ motivations: ['Overthrow the Red Court and restore the Iron Guild', 'Burn the Iron Guildhall'] });
      expect(findContradictions(world(keep, guild({ leaderId: 'chr-1' }), restoring))).toEqual([]);
      const plotting = ada({ motivations: ['See the downfall of the Iron Guild'] });
      expect(findContradictions(world(keep, guild({ leaderId: 'chr-1' }), plotting)).map((found) => found.kind)).toEqual([
        'leader-against-own-faction',
      ]);
    });
  });

  describe('duplicate-memory', () => {
    it('finds a memory held twice, whatever its case and spacing', () => {
      const memories = [memory('Saw the fire'), memory('  saw the   FIRE ')];
      expect(findContradictions(world(keep, guild(), ada({ memories })))).toEqual([
        { kind: 'duplicate-memory', entityIds: ['chr-1', 'saw the fire'], message: 'Ada Stone remembers "  saw the   FIRE " twice' },
      ]);
    });

    it('passes different memories, and the same memory held by two people', () => {
      const fire = [memory('Saw the fire')];
      const both = world(keep, guild(), ada({ memories: [...fire, memory('Fled the fire')] }), characterAdded('chr-2', { memories: fire }));
      expect(findContradictions(both)).toEqual([]);
    });
  });

  describe('inactive-leader', () => {
    it.each(['deceased', 'missing'] as const)('finds a faction still led by someone %s', (status) => {
      expect(findContradictions(world(keep, guild({ leaderId: 'chr-1' }), ada({ status })))).toEqual([
        {
          kind: 'inactive-leader',
          entityIds: ['fac-1', 'chr-1'],
          message: `Iron Guild is still led by Ada Stone, who is ${status}: name a new leader (or none)`,
        },
      ]);
    });

    it('passes a retired leader and a faction nobody leads', () => {
      expect(findContradictions(world(keep, guild({ leaderId: 'chr-1' }), ada({ status: 'retired' })))).toEqual([]);
      expect(findContradictions(world(keep, guild(), ada({ status: 'deceased' })))).toEqual([]);
    });
  });

  describe('lost-place-occupied', () => {
    const lost = locationAdded('loc-1', { name: 'Sunken Keep', status: 'lost' });

    it('finds a lost place a faction still holds', () => {
      expect(findContradictions(world(lost, guild({ controlledLocationIds: ['loc-1'] })))).toEqual([
        {
          kind: 'lost-place-occupied',
          entityIds: ['loc-1', 'fac-1'],
          message: 'Sunken Keep is lost, yet Iron Guild still holds it: release it',
        },
      ]);
    });

    it.each(['active', 'retired'] as const)('finds a lost place someone %s still lives in', (status) => {
      expect(findContradictions(world(lost, guild(), ada({ status })))).toEqual([
        {
          kind: 'lost-place-occupied',
          entityIds: ['loc-1', 'chr-1'],
          message: 'Sunken Keep is lost, yet Ada Stone still lives there: move them out',
        },
      ]);
    });

    it('passes the dead and the missing left in a lost place, and a held place that stands', () => {
      expect(findContradictions(world(lost, guild(), ada({ status: 'deceased' }), characterAdded('chr-2', { status: 'missing', locationId: 'loc-1' })))).toEqual([]);
      expect(findContradictions(world(keep, guild({ controlledLocationIds: ['loc-1'] }), ada()))).toEqual([]);
    });
  });

  describe('collapsed-faction-member', () => {
    it('finds someone active who still serves a collapsed faction', () => {
      expect(findContradictions(world(keep, guild({ status: 'collapsed' }), ada()))).toEqual([
        {
          kind: 'collapsed-faction-member',
          entityIds: ['chr-1', 'fac-1'],
          message: 'Ada Stone still serves Iron Guild, which has collapsed: they leave, defect, or hold out for a reason',
        },
      ]);
    });

    it('passes one who holds out, and members no longer active', () => {
      expect(findContradictions(world(keep, guild({ status: 'collapsed' }), ada(), heldOut))).toEqual([]);
      expect(findContradictions(world(keep, guild({ status: 'collapsed' }), ada({ status: 'retired' })))).toEqual([]);
    });
  });
});

describe('newContradictions', () => {
  const deadLeader = [keep, guild({ leaderId: 'chr-1' }), ada({ status: 'deceased' })];

  it('are those the later world has and the earlier had not', () => {
    const before = world(...deadLeader, characterAdded('chr-2', { name: 'Bram Holt', memories: [memory('Saw the fire')] }));
    const after = world(
      ...deadLeader,
      characterAdded('chr-2', { name: 'Bram Holt', memories: [memory('Saw the fire'), memory('Saw the fire')] }),
    );
    expect(newContradictions(before, after)).toEqual([
      { kind: 'duplicate-memory', entityIds: ['chr-2', 'saw the fire'], message: 'Bram Holt remembers "Saw the fire" twice' },
    ]);
  });

  it('leave out a contradiction that was there before', () => {
    expect(findContradictions(world(...deadLeader))).toHaveLength(1);
    expect(newContradictions(world(...deadLeader), world(...deadLeader))).toEqual([]);
  });
});

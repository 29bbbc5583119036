import { readIdea } from './read-idea';

describe('readIdea', () => {
  it('splits an idea into clauses with their subject, verb, kind and object', () => {
    const { clauses } = readIdea('The lighthouse keeper vanishes and the merchant houses blame each other');
    expect(clauses.map(({ subject, verb, kind, predicate, reciprocal }) => ({ subject: subject?.text, head: subject?.head, verb, kind, predicate, reciprocal }))).toEqual([
      { subject: 'lighthouse keeper', head: 'keeper', verb: 'vanish', kind: 'vanish', predicate: 'vanishes', reciprocal: false },
      { subject: 'merchant houses', head: 'house', verb: 'blame', kind: 'feud', predicate: 'blame each other', reciprocal: true },
    ]);
    expect(clauses[1]?.subject?.plural).toBe(true);
  });

  it('reads numbers, plurals, objects and a fight over a throne as a struggle for succession', () => {
    const [heirs, healers] = readIdea('Two heirs fight over the throne while the healers refuse to treat the wounded').clauses;
    expect(heirs).toMatchObject({ kind: 'succession', subject: { head: 'heir', count: 2, plural: true } });
    expect(healers).toMatchObject({ kind: 'defiance', aim: 'refuse to treat the wounded', subject: { head: 'healer', plural: true } });
  });

  it('tells the present tense, passives, and who a transitive verb befalls', () => {
    const [murder] = readIdea('The old queen was murdered by her own guard').clauses;
    expect(murder).toMatchObject({ kind: 'death', passive: true, predicate: 'is murdered by her own guard', subject: { head: 'queen' } });
    const [kidnap] = readIdea('The jaguar cult kidnapped the river guide').clauses;
    expect(kidnap).toMatchObject({ kind: 'vanish', passive: false, predicate: 'kidnaps the river guide', object: { head: 'guide' } });
  });

  it('keeps a clause without a subject as the continuation of the one before, and finds verbs compromise reads as nouns', () => {
    const [collapse, trapping] = readIdea('The frozen mine collapsed, trapping the miners').clauses;
    expect(collapse).toMatchObject({ kind: 'disaster', predicate: 'collapses', subject: { head: 'mine' } });
    expect(trapping).toMatchObject({ subject: null, gerund: 'trapping the miners' });
    const [prophecy, march] = readIdea('A sun priest prophesies doom and the nomad tribes march on the glass city').clauses;
    expect(prophecy).toMatchObject({ verb: 'prophesy', subject: { text: 'sun priest' } });
    expect(march).toMatchObject({ kind: 'feud', subject: { head: 'tribe' }, object: { head: 'city' } });
  });

  it('takes the subject past its complements: a storm from the sea, not the sea', () => {
    const [storm] = readIdea('A great storm from the open sea gathers').clauses;
    expect(storm?.subject).toMatchObject({ head: 'storm', text: 'great storm from the open sea' });
  });

  it('reads a blank idea as nothing, and the same text from its cache', () => {
    expect(readIdea('   ')).toEqual({ text: '', clauses: [], phrases: [] });
    expect(readIdea('A thief steals the sun')).toBe(readIdea(' A thief  steals the sun '));
  });
});

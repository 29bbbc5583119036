import { NameFinder, sentencesOf } from './names';

const ada = { id: 'chr-1', name: 'Ada Stone' };
const bram = { id: 'chr-2', name: 'Bram Holt' };
const adaFinch = { id: 'chr-3', name: 'Ada Finch' };
const portHaven = { id: 'loc-1', name: 'Port Haven' };

describe('NameFinder', () => {
  it('finds a full name in any case, as whole words only', () => {
    const finder = new NameFinder([ada, portHaven]);
    expect(finder.namedIn('Ada Stone rides to PORT HAVEN.')).toEqual([ada, portHaven]);
    expect(finder.namedIn('ada stone rides')).toEqual([ada]);
    expect(finder.namedIn('Ada Stonewall rides to Port Havenford')).toEqual([]);
  });

  it('finds a person by a first name that is theirs alone, written with its capital', () => {
    const finder = new NameFinder([ada, bram, portHaven], [ada, bram]);
    expect(finder.namedIn('Ada rides.')).toEqual([ada]);
    expect(finder.namedIn('ada rides.')).toEqual([]);
    expect(finder.namedIn('Adamant, she rides.')).toEqual([]);
  });

  it('finds nobody by a first name two people share, nor by one another name holds', () => {
    expect(new NameFinder([ada, adaFinch], [ada, adaFinch]).namedIn('Ada rides.')).toEqual([]);
    expect(new NameFinder([ada, adaFinch], [ada, adaFinch]).namedIn('Ada Finch rides.')).toEqual([adaFinch]);
    const adasRest = { id: 'loc-2', name: 'Rest Ada' };
    expect(new NameFinder([ada, adasRest], [ada]).namedIn('Ada rides.')).toEqual([]);
  });

  it('finds places and factions by their full name only, and nobody by a first name shorter than three letters', () => {
    expect(new NameFinder([portHaven], []).namedIn('Port is busy.')).toEqual([]);
    const al = { id: 'chr-4', name: 'Al Brook' };
    expect(new NameFinder([al], [al]).namedIn('Al rides.')).toEqual([]);
    const mordo = { id: 'chr-5', name: 'Mordo' };
    expect(new NameFinder([mordo], [mordo]).namedIn('Mordo rides.')).toEqual([mordo]);
  });

  it('lists the entities in the world’s order and skips blank names', () => {
    const finder = new NameFinder([ada, bram, { id: 'chr-6', name: '  ' }], [ada, bram]);
    expect(finder.namedIn('Bram Holt meets Ada Stone.')).toEqual([ada, bram]);
  });

  it('reads names with the characters of a pattern as plain text', () => {
    const elder = { id: 'chr-7', name: 'Tom (the Elder)' };
    const finder = new NameFinder([elder]);
    expect(finder.namedIn('Tom (the Elder) speaks.')).toEqual([elder]);
    expect(finder.namedIn('Tom the Elder speaks.')).toEqual([]);
  });

  it('says whether a text names one entity', () => {
    const finder = new NameFinder([ada, bram], [ada, bram]);
    expect(finder.names('Ada rides.', 'chr-1')).toBe(true);
    expect(finder.names('Ada rides.', 'chr-2')).toBe(false);
    expect(finder.names('Ada rides.', 'chr-x')).toBe(false);
  });
});

describe('sentencesOf', () => {
  it('splits a text after its full stops, exclamation and question marks, and at line breaks', () => {
    expect(sentencesOf('Ada rides. Bram waits!  Is it over?\nYes\n\nNo.')).toEqual(['Ada rides.', 'Bram waits!', 'Is it over?', 'Yes', 'No.']);
    expect(sentencesOf('  ')).toEqual([]);
  });
});

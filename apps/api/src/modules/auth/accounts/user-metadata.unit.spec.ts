import { toMetadataPatch } from './user-metadata';

describe('toMetadataPatch', () => {
  it('removes keys sent as null and assigns the others', () => {
    expect(toMetadataPatch({ theme: null, name: 'Ada', nested: { a: null } })).toEqual({
      removedKeys: ['theme'],
      assigned: { name: 'Ada', nested: { a: null } },
    });
  });

  it('changes nothing for empty data', () => {
    expect(toMetadataPatch({})).toEqual({ removedKeys: [], assigned: {} });
  });
});

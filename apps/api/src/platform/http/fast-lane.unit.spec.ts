import type { ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { writeAfterReads } from './fast-lane';

function fakeResponse(): ServerResponse & { destroyed: boolean } {
  const response = { destroyed: false, destroy: () => ((response.destroyed = true), response) };
  return response as unknown as ServerResponse & { destroyed: boolean };
}

const nextImmediate = () => new Promise((resolve) => setImmediate(resolve));

describe('writeAfterReads', () => {
  it('writes nothing during the turn, then every answer of the turn together, in the order they came', async () => {
    const written: number[] = [];
    for (const answer of [1, 2, 3]) writeAfterReads(fakeResponse(), () => written.push(answer));
    await Promise.resolve();
    expect(written).toEqual([]);
    await nextImmediate();
    expect(written).toEqual([1, 2, 3]);
  });

  it('writes an answer that comes later in a turn of its own', async () => {
    const written: string[] = [];
    writeAfterReads(fakeResponse(), () => written.push('first'));
    await nextImmediate();
    writeAfterReads(fakeResponse(), () => written.push('second'));
    expect(written).toEqual(['first']);
    await nextImmediate();
    expect(written).toEqual(['first', 'second']);
  });

  it('ends the response whose write throws, and still writes the others', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const [failing, fine] = [fakeResponse(), fakeResponse()];
      const written: string[] = [];
      writeAfterReads(failing, () => {
        throw new Error('socket gone');
      });
      writeAfterReads(fine, () => written.push('fine'));
      await nextImmediate();
      expect(failing.destroyed).toBe(true);
      expect(fine.destroyed).toBe(false);
      expect(written).toEqual(['fine']);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('socket gone'));
    } finally {
      error.mockRestore();
    }
  });
});

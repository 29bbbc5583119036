import { KeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedLock', () => {
  it('runs work for one key one at a time, in arrival order', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const job = (name: string) =>
      lock.run('world', async () => {
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
      });
    await Promise.all([job('a'), job('b'), job('c')]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets different keys run side by side, and a failure does not block the queue', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const failing = lock.run('x', async () => {
      log.push('x1');
      await tick();
      throw new Error('boom');
    });
    const other = lock.run('y', async () => {
      log.push('y1');
    });
    const next = lock.run('x', async () => {
      log.push('x2');
      return 42;
    });
    await expect(failing).rejects.toThrow('boom');
    await other;
    expect(await next).toBe(42);
    expect(log).toEqual(['x1', 'y1', 'x2']);
  });
});

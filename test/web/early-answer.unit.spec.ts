import type * as EarlyAnswerModule from '../../apps/web/src/lib/early-answer';
import { EARLY_ANSWER_GLOBAL, type EarlyAnswer } from '../../apps/web/src/lib/early-calls';

/*
 * The early script's answers (index.html, build/route-modulepreload.ts) are taken from the page by the app's
 * tRPC client as soon as the app's chunk runs; the router (app-router.tsx) asks for them afterwards, to wait
 * for them before its first render. Both must get them: a second taker that found nothing rendered every
 * signed-in page first without its data.
 */

const page = globalThis as unknown as { window?: Record<string, unknown> };

/** A fresh copy of early-answer.ts, as a page loads it, with `window` holding what the early script left. */
function loadOnPage(left: EarlyAnswer | undefined): typeof EarlyAnswerModule {
  page.window = left === undefined ? {} : { [EARLY_ANSWER_GLOBAL]: left };
  let loaded: typeof EarlyAnswerModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof EarlyAnswerModule>('../../apps/web/src/lib/early-answer');
  });
  return loaded!;
}

afterEach(() => {
  delete page.window;
});

describe('takeEarlyAnswer', () => {
  const early: EarlyAnswer = { token: 'token', calls: [['world.list', null]], answers: Promise.resolve([]) };

  it('takes the early answer off the page once, and gives the same one to every later taker', () => {
    const { takeEarlyAnswer } = loadOnPage(early);
    expect(takeEarlyAnswer()).toBe(early);
    expect(page.window).toEqual({});
    expect(takeEarlyAnswer()).toBe(early);
  });

  it('gives nothing, every time, on a page without early calls', () => {
    const { takeEarlyAnswer } = loadOnPage(undefined);
    expect(takeEarlyAnswer()).toBeUndefined();
    expect(takeEarlyAnswer()).toBeUndefined();
  });
});

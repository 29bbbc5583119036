import { join } from 'node:path';
import { spawnTypeScript } from '../support/ts-child';

export interface LoadTarget {
  /** A server listening on 127.0.0.1 in this process. */
  readonly port: number;
  readonly path: string;
  /** Connection i sends the headers of set i modulo their number (say, one API key each). */
  readonly headers: readonly Record<string, string>[];
}

export interface LoadPlan {
  readonly type: 'plan';
  readonly targets: readonly LoadTarget[];
  /** Keep-alive connections to each target, all busy in its slices. */
  readonly connections: number;
  readonly sliceMs: number;
  /** Every target once a round. */
  readonly rounds: number;
  /** The first rounds warm up (JIT, connections, caches) and are left out of the figures. */
  readonly warmUpRounds: number;
}

export interface SliceReport {
  readonly type: 'slice';
  readonly target: number;
  readonly warmUp: boolean;
  readonly requests: number;
  readonly non2xx: number;
  readonly wallMs: number;
}

export type ParentMessage = LoadPlan | { readonly type: 'go' };
type ChildMessage = { readonly type: 'ready' } | SliceReport | { readonly type: 'done'; readonly p99Ms: number[] };

export interface InterleavedLoad {
  readonly requests: number;
  readonly non2xx: number;
  /** This process's CPU time (user + system) per answered request, over the target's slices. */
  readonly cpuUsPerRequest: number;
  /** Answered requests per second of the target's slices (wall clock). */
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  /** cpuUsPerRequest of each block of consecutive rounds, to show the spread. */
  readonly blocks: readonly number[];
}

/**
 * CPU time per request of servers in this process, measured in short interleaved slices: a load generator in a child
 * process (interleaved-load.child.ts) loads one target at a time for `sliceMs`, round after round, and this process
 * reads its own CPU time before and after each slice. On a shared machine whose speed moves by a third from one
 * second to the next, turns of whole seconds read an A/A pair 0.6x to 1.6x apart; slices of a quarter of a second,
 * every target in every round, let each target see the same machine, and the totals over many rounds settle.
 */
export async function interleavedLoad(plan: Omit<LoadPlan, 'type'>, blockCount = 6): Promise<InterleavedLoad[]> {
  const child = spawnTypeScript(join(__dirname, 'interleaved-load.child.ts'), {}, ['ignore', 'inherit', 'inherit', 'ipc']);
  const slices = plan.targets.map(() => [] as { report: SliceReport; cpuUs: number; round: number }[]);
  let p99Ms: number[] = [];
  let round = 0;
  let sliceInRound = 0;
  let cpuAtGo = process.cpuUsage();
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The load generator exited with ${code}`))));
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        cpuAtGo = process.cpuUsage();
        child.send({ type: 'go' } satisfies ParentMessage);
      } else if (message.type === 'slice') {
        const cpu = process.cpuUsage(cpuAtGo);
        if (!message.warmUp) slices[message.target]!.push({ report: message, cpuUs: cpu.user + cpu.system, round: round - plan.warmUpRounds });
        sliceInRound += 1;
        if (sliceInRound === plan.targets.length) [round, sliceInRound] = [round + 1, 0];
      } else {
        p99Ms = message.p99Ms;
      }
    });
    child.send({ type: 'plan', ...plan } satisfies ParentMessage);
  });
  const measuredRounds = plan.rounds - plan.warmUpRounds;
  const blockOf = (sliceRound: number) => Math.min(Math.floor((sliceRound * blockCount) / measuredRounds), blockCount - 1);
  return slices.map((ofTarget, index) => {
    const sum = (items: typeof ofTarget, pick: (item: (typeof ofTarget)[number]) => number) => items.reduce((total, item) => total + pick(item), 0);
    const requests = sum(ofTarget, (item) => item.report.requests);
    const blocks = Array.from({ length: blockCount }, (_, block) => ofTarget.filter((item) => blockOf(item.round) === block));
    return {
      requests,
      non2xx: sum(ofTarget, (item) => item.report.non2xx),
      cpuUsPerRequest: sum(ofTarget, (item) => item.cpuUs) / Math.max(requests, 1),
      requestsPerSecond: requests / (sum(ofTarget, (item) => item.report.wallMs) / 1000),
      p99Ms: p99Ms[index] ?? Number.NaN,
      blocks: blocks.map((items) => sum(items, (item) => item.cpuUs) / Math.max(sum(items, (item) => item.report.requests), 1)),
    };
  });
}

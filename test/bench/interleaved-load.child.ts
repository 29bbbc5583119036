import { connect, type Socket } from 'node:net';
import type { LoadPlan, ParentMessage, SliceReport } from './interleaved-load';

/** Latency buckets of 10 µs up to 1 s; slower answers go in the last one. */
const BUCKET_US = 10;
const BUCKETS = 100_000;

/**
 * The load generator of interleavedLoad (interleaved-load.ts), in a process of its own so that none of its work is
 * counted as the servers'. Keeps `connections` keep-alive connections open to every target, and in each slice loads
 * one target only (a closed loop: every connection sends its next GET as soon as its answer is in), then lets the
 * slice's requests finish before it reports, so the parent's CPU reading between two reports is one target's alone.
 */
class Connection {
  private head: Buffer | undefined;
  private bodyLeft = 0;
  private status = 0;
  private sentAt = 0n;
  private onAnswer: ((status: number, latencyUs: number) => void) | undefined;

  constructor(
    private readonly socket: Socket,
    private readonly request: Buffer,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
  }

  static open(port: number, request: Buffer): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new Connection(socket, request)));
      socket.once('error', reject);
    });
  }

  send(onAnswer: (status: number, latencyUs: number) => void): void {
    this.onAnswer = onAnswer;
    this.sentAt = process.hrtime.bigint();
    this.socket.write(this.request);
  }

  close(): void {
    this.socket.destroy();
  }

  /** An HTTP/1.1 answer with a Content-Length (or none, as a 304), in as many chunks as it comes. */
  private read(chunk: Buffer): void {
    let rest: Buffer = chunk;
    while (rest.length > 0) {
      if (this.bodyLeft > 0) {
        const taken = Math.min(this.bodyLeft, rest.length);
        this.bodyLeft -= taken;
        rest = rest.subarray(taken);
        if (this.bodyLeft === 0) this.answered();
        continue;
      }
      const head: Buffer = this.head ? Buffer.concat([this.head, rest]) : rest;
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) {
        this.head = head;
        return;
      }
      this.head = undefined;
      const text = head.toString('latin1', 0, end);
      this.status = Number(text.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
      if (!length && this.status !== 304 && this.status !== 204) throw new Error(`An answer without a Content-Length: ${text.split('\r\n')[0]}`);
      this.bodyLeft = length ? Number(length[1]) : 0;
      rest = head.subarray(end + 4);
      if (this.bodyLeft === 0) this.answered();
    }
  }

  private answered(): void {
    const latencyUs = Number((process.hrtime.bigint() - this.sentAt) / 1000n);
    const onAnswer = this.onAnswer;
    this.onAnswer = undefined;
    onAnswer?.(this.status, latencyUs);
  }
}

interface TargetLoad {
  readonly connections: Connection[];
  readonly latencies: Uint32Array;
}

/** Loads one target for `ms`: every connection in a closed loop until the time is up, then the last answers come in. */
function slice(target: TargetLoad, ms: number): Promise<Omit<SliceReport, 'type' | 'target' | 'warmUp'>> {
  const endsAt = performance.now() + ms;
  const startedAt = performance.now();
  let requests = 0;
  let non2xx = 0;
  let busy = target.connections.length;
  return new Promise((resolve) => {
    const next = (connection: Connection) =>
      connection.send((status, latencyUs) => {
        requests += 1;
        if (status < 200 || status >= 300) non2xx += 1;
        target.latencies[Math.min(Math.floor(latencyUs / BUCKET_US), BUCKETS - 1)]! += 1;
        if (performance.now() < endsAt) return next(connection);
        busy -= 1;
        if (busy === 0) resolve({ requests, non2xx, wallMs: performance.now() - startedAt });
      });
    for (const connection of target.connections) next(connection);
  });
}

function percentileUs(latencies: Uint32Array, fraction: number): number {
  const total = latencies.reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (let bucket = 0; bucket < latencies.length; bucket++) {
    seen += latencies[bucket]!;
    if (seen >= fraction * total) return (bucket + 1) * BUCKET_US;
  }
  return Number.NaN;
}

/** mulberry32: the same sequence of orders in every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

function nextMessage(): Promise<ParentMessage> {
  return new Promise((resolve) => process.once('message', (message: ParentMessage) => resolve(message)));
}

async function main(): Promise<void> {
  const plan = (await nextMessage()) as LoadPlan;
  const loads: TargetLoad[] = await Promise.all(
    plan.targets.map(async (target) => {
      const requests = target.headers.map((set) => {
        const headers = Object.entries(set)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        return Buffer.from(`GET ${target.path} HTTP/1.1\r\nhost: 127.0.0.1:${target.port}\r\n${headers}\r\n`, 'latin1');
      });
      const connections = await Promise.all(
        Array.from({ length: plan.connections }, (_, index) => Connection.open(target.port, requests[index % requests.length]!)),
      );
      return { connections, latencies: new Uint32Array(BUCKETS) };
    }),
  );
  const random = seededRandom(0x5eed);
  // Round after round, every target once, in an order shuffled anew: no target always follows the same one (and pays for
  // the garbage it left).
  for (let round = 0; round < plan.rounds; round++) {
    for (const index of shuffled(plan.targets.map((_, target) => target), random)) {
      process.send!({ type: 'ready' });
      await nextMessage();
      const report: SliceReport = { type: 'slice', target: index, warmUp: round < plan.warmUpRounds, ...(await slice(loads[index]!, plan.sliceMs)) };
      if (report.warmUp) loads[index]!.latencies.fill(0);
      process.send!(report);
    }
  }
  process.send!({ type: 'done', p99Ms: loads.map((load) => percentileUs(load.latencies, 0.99) / 1000) });
  for (const load of loads) for (const connection of load.connections) connection.close();
  process.disconnect();
}

void main();

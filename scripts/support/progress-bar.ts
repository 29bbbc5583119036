import { performance } from 'node:perf_hooks';

const WIDTH = 24;
const REDRAW_MS = 100;

function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/**
 * A progress bar on stderr with the rate and the time left: redrawn in place on a terminal, one line per
 * tenth of the way otherwise (logs, CI), so stdout stays for the result.
 */
export class ProgressBar {
  private readonly started = performance.now();
  private lastDraw = 0;
  private lastTenth = -1;

  constructor(
    private readonly label: string,
    private readonly unit = 'events',
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  update(done: number, total: number | null): void {
    const now = performance.now();
    if (this.stream.isTTY) {
      if (now - this.lastDraw < REDRAW_MS) return;
      this.lastDraw = now;
      this.stream.write(`\r${this.line(done, total)}\x1b[K`);
      return;
    }
    const tenth = total ? Math.floor((done / total) * 10) : Math.floor(Math.log10(Math.max(done, 1)));
    if (tenth === this.lastTenth) return;
    this.lastTenth = tenth;
    this.stream.write(`${this.line(done, total)}\n`);
  }

  /** The last line, with the overall rate; returns events per second. */
  finish(done: number): number {
    const seconds = (performance.now() - this.started) / 1000;
    const rate = done / Math.max(seconds, 1e-3);
    const text = `${this.label}  ${count(done)} ${this.unit} in ${duration(seconds)} (${count(rate)} ${this.unit}/s)`;
    this.stream.write(this.stream.isTTY ? `\r${text}\x1b[K\n` : `${text}\n`);
    return rate;
  }

  line(done: number, total: number | null): string {
    const seconds = (performance.now() - this.started) / 1000;
    const rate = done / Math.max(seconds, 1e-3);
    if (total === null) return `${this.label}  ${count(done)} ${this.unit}  ${count(rate)} ${this.unit}/s`;
    const fraction = total === 0 ? 1 : Math.min(done / total, 1);
    const filled = Math.round(fraction * WIDTH);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
    const eta = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
    const percent = `${Math.floor(fraction * 100)}`.padStart(3);
    return `${this.label}  [${bar}] ${percent}%  ${count(done)}/${count(total)} ${this.unit}  ${count(rate)} ${this.unit}/s  ETA ${duration(eta)}`;
  }
}

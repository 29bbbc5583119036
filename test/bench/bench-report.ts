export interface BenchRow {
  readonly measure: string;
  readonly worldloom: string;
  readonly baseline: string;
  readonly ratio: string;
  readonly goal: string;
  /** Undefined for a figure shown for reference, without a goal. */
  readonly met?: boolean;
}

const HEADERS: BenchRow = { measure: 'measure', worldloom: 'worldloom', baseline: 'baseline', ratio: 'ratio', goal: 'goal' };
const COLUMNS = ['measure', 'worldloom', 'baseline', 'ratio', 'goal'] as const;

export function formatTable(rows: readonly BenchRow[]): string {
  const widths = COLUMNS.map((column) => Math.max(...[HEADERS, ...rows].map((row) => row[column].length)));
  const line = (row: BenchRow, result: string) =>
    [...COLUMNS.map((column, index) => row[column].padEnd(widths[index]!)), result].join('  ').trimEnd();
  const rule = '-'.repeat(widths.reduce((sum, width) => sum + width + 2, 0) + 6);
  return [line(HEADERS, 'result'), rule, ...rows.map((row) => line(row, resultOf(row)))].join('\n');
}

function resultOf(row: BenchRow): string {
  if (row.met === undefined) return '-';
  return row.met ? 'met' : 'MISSED';
}

export function perSecond(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} ev/s`;
}

export function milliseconds(value: number): string {
  return `${value.toFixed(1)} ms`;
}

export function ratio(value: number): string {
  return `${value.toFixed(2)}x`;
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(Math.max(rank, 0), sorted.length - 1)]!;
}

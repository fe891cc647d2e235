/**
 * The benchmark framework: a case is a file bench/cases/<name>.ts exporting `benchCase`. It records
 * metrics through the context; `ctx.skip(reason)` ends it as skipped (e.g. a route not built yet).
 */

export interface Metric {
  /** Which case it belongs to (filled in by the runner). */
  case?: string;
  name: string;
  value: number;
  unit: string;
  /** A goal: `value >= min` or `value <= max`; shown beside the value, and fails with BENCH_STRICT=1. */
  target?: { min?: number; max?: number };
  note?: string;
}

export interface BenchContext {
  /** BENCH_QUICK=1 (CI): shorter load runs and fewer repetitions. */
  quick: boolean;
  /** Seconds each load run lasts (BENCH_SECONDS, default 10, or 3 when quick). */
  seconds: number;
  /** How many times to repeat a short measurement (3, or 1 when quick). */
  repeats: number;
  /** A PostgreSQL server for the run (DATABASE_URL, or an embedded one started by bench/run.ts). */
  databaseUrl: string;
  log(message: string): void;
  metric(metric: Metric): void;
  skip(reason: string): never;
}

export interface BenchCase {
  name: string;
  description: string;
  run(ctx: BenchContext): Promise<void>;
}

export interface CaseReport {
  name: string;
  description: string;
  status: 'ok' | 'skipped' | 'failed';
  message?: string;
  seconds: number;
  metrics: Metric[];
}

const SKIP = Symbol('bench-skip');
export const skipError = (reason: string) => Object.assign(new Error(reason), { [SKIP]: true });
export const isSkip = (error: unknown): error is Error => error instanceof Error && SKIP in error;

export const meetsTarget = (metric: Metric): boolean | null => {
  if (!metric.target) return null;
  const { min, max } = metric.target;
  return (min === undefined || metric.value >= min) && (max === undefined || metric.value <= max);
};

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * `npm run bench [filter...]`: runs every bench/cases/*.ts (or those whose name contains a filter;
 * `--except filter...` runs all but those), prints a table and writes bench/results/latest.json.
 * BENCH_QUICK=1 shortens the runs (CI); BENCH_SECONDS sets the seconds per load run; BENCH_STRICT=1 fails when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isSkip, meetsTarget, skipError, type BenchCase, type BenchContext, type CaseReport, type Metric } from './lib/framework';
import { renderTable } from './lib/table';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';

const here = path.dirname(fileURLToPath(import.meta.url));
const quick = process.env.BENCH_QUICK === '1' || process.env.BENCH_QUICK === 'true';
const seconds = Number(process.env.BENCH_SECONDS) || (quick ? 3 : 10);
const args = process.argv.slice(2);
// `--except a b`: every case but those whose name contains a or b; otherwise the arguments pick cases.
const except = args[0] === '--except';
const filters = except ? args.slice(1) : args;

async function loadCases(): Promise<BenchCase[]> {
  const dir = path.join(here, 'cases');
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort();
  const cases: BenchCase[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { benchCase?: BenchCase };
    if (!module.benchCase) throw new Error(`bench/cases/${file} exports no benchCase`);
    cases.push(module.benchCase);
  }
  const named = (c: BenchCase) => filters.some((filter) => c.name.includes(filter));
  return cases.filter((c) => filters.length === 0 || (except ? !named(c) : named(c)));
}

/** The PostgreSQL server the cases use: DATABASE_URL's, or a throw-away embedded one for this run. */
async function benchDatabase(): Promise<{ url: string; kind: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, kind: 'postgres (DATABASE_URL)', stop: async () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-pg-'));
  fs.chmodSync(dir, 0o755); // as root the server runs as another user, which must reach it
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'cluster'), ephemeral: true });
  return {
    url: server.url,
    kind: 'embedded PostgreSQL 17',
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function runCase(benchCase: BenchCase): Promise<CaseReport> {
  const metrics: Metric[] = [];
  const ctx: BenchContext = {
    quick,
    seconds,
    repeats: quick ? 1 : 3,
    databaseUrl: database.url,
    log: (message) => console.log(`  ${message}`),
    metric: (metric) => {
      metrics.push({ ...metric, case: benchCase.name });
      console.log(`  ${metric.name}: ${Number(metric.value.toFixed(2))} ${metric.unit}`);
    },
    skip: (reason) => {
      throw skipError(reason);
    },
  };
  console.log(`\n▶ ${benchCase.name}: ${benchCase.description}`);
  const started = performance.now();
  const report = (status: CaseReport['status'], message?: string): CaseReport => ({
    name: benchCase.name,
    description: benchCase.description,
    status,
    message,
    seconds: (performance.now() - started) / 1000,
    metrics,
  });
  try {
    await benchCase.run(ctx);
    return report('ok');
  } catch (error) {
    if (isSkip(error)) {
      console.log(`  skipped: ${error.message}`);
      return report('skipped', error.message);
    }
    console.error(error);
    return report('failed', error instanceof Error ? error.message : String(error));
  }
}

const cases = await loadCases();
if (cases.length === 0) {
  console.error(`no bench case ${except ? 'is left without' : 'matches'} ${filters.join(', ')}`);
  process.exit(1);
}
// Only once there is something to run, so an empty selection leaves no server behind.
const database = await benchDatabase();
console.log(`Chairside benchmarks: ${cases.length} case(s), ${quick ? 'quick' : 'full'} mode, ${seconds} s per load run, ${os.cpus().length} cores, Node ${process.version}`);
const reports: CaseReport[] = [];
try {
  for (const benchCase of cases) reports.push(await runCase(benchCase));
} finally {
  await database.stop();
}

console.log(`\n${renderTable(reports)}\n`);
const resultsDir = path.join(here, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const output = {
  finishedAt: new Date().toISOString(),
  quick,
  secondsPerLoad: seconds,
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  database: database.kind,
  cases: reports,
};
fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log(`results written to ${path.relative(process.cwd(), path.join(resultsDir, 'latest.json'))}`);

const failed = reports.filter((report) => report.status === 'failed');
const missed = reports.flatMap((report) => report.metrics).filter((metric) => meetsTarget(metric) === false);
if (missed.length) console.log(`targets missed: ${missed.map((metric) => `${metric.case} / ${metric.name}`).join('; ')}`);
const strict = process.env.BENCH_STRICT === '1';
process.exit(failed.length > 0 || (strict && missed.length > 0) ? 1 : 0);

/** Starts the built server as a child process (used by the e2e harness and the start-up benchmark). */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(ROOT, 'apps', 'api', 'dist', 'server.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerHandle {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Milliseconds from spawning the process to the first answered /api/health. */
  readyMs: number;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Extra environment (e.g. SMTP_URL); DATABASE_URL is removed unless given here. */
  env?: Record<string, string>;
  /** Reuse this data dir (kept on stop) instead of a fresh temp one (removed on stop). */
  dataDir?: string;
  /** Fill the data dir, when empty, with a copy of this one (a stopped server's, already migrated and seeded). */
  copyOf?: string;
  /** How long to wait for /api/health (default 90 s). */
  timeoutMs?: number;
}

/** Starts `node apps/api/dist/server.js` (built by `npm run build`) and waits until /api/health answers. */
export async function startServer(options: ServerOptions = {}): Promise<ServerHandle> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run npm run build first`);
  const port = await freePort();
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-e2e-'));
  fs.chmodSync(dataDir, 0o755); // as root the embedded PostgreSQL runs as another user, which must reach it
  // Into a new or empty folder only (a given one may hold the last run's data, to restart on).
  // `cp -a` keeps owners and modes: PostgreSQL refuses a cluster folder that is not its user's, mode 700.
  if (options.copyOf && fs.readdirSync(dataDir).length === 0) execFileSync('cp', ['-a', `${options.copyOf}/.`, dataDir]);
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: url, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  Object.assign(env, options.env);

  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before answering /api/health:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        await response.body?.cancel();
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /api/health within ${options.timeoutMs ?? 90_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - spawnedAt;
  return { url, port, dataDir, process: child, readyMs, output: () => output, stop };
}

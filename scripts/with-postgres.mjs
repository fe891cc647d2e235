#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at a PostgreSQL server.
//
//   node scripts/with-postgres.mjs <command...>
//
// With DATABASE_URL already set, the command just runs with it. Otherwise a private, throw-away
// cluster is created in a temp dir (trust auth, user postgres, fsync off), started on a spare port
// on 127.0.0.1 with its unix socket in that dir, and stopped and removed afterwards: also when the
// command fails and on SIGINT/SIGTERM. The exit code is the command's.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

const log = (message) => console.error(`[with-postgres] ${message}`);
// Run directly (not through npm), tools like vitest and tsx are still found.
const childEnv = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}` };

/** Runs `cmd` and resolves with its exit code (128 + signal number when killed by a signal). */
function runCommand(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    current = child;
    child.on('error', (error) => {
      log(`cannot run ${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 1));
    });
  });
}

/** Runs a PostgreSQL tool (as the postgres OS user when we are root); rejects with its output on failure. */
function pgTool(bin, args, { asUser }) {
  const [cmd, argv] = asUser ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    // Own process group: a Ctrl-C in the terminal reaches the command, not the server we still need to stop.
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, cwd: os.tmpdir() });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(bin)} ${args[0]} failed (${code}):\n${output}`))));
  });
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.realpathSync(file);
    } catch {
      // not here
    }
  }
  return null;
}

/** The folder holding initdb and pg_ctl: from PATH, else the newest /usr/lib/postgresql/<version>/bin. */
function findPgBin() {
  const initdb = onPath('initdb');
  if (initdb && fs.existsSync(path.join(path.dirname(initdb), 'pg_ctl'))) return path.dirname(initdb);
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) return null;
  return path.join(base, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let current = null; // the running command, if any
let cluster = null; // { dir, data, bin, asUser, started }
let stopping = null;

async function stopCluster() {
  if (!cluster) return;
  stopping ??= (async () => {
    const { dir, data, bin, asUser, started } = cluster;
    if (started) {
      try {
        await pgTool(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30'], { asUser });
      } catch (error) {
        try {
          await pgTool(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w'], { asUser });
        } catch {
          log(`could not stop the cluster cleanly: ${error.message}`);
        }
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
    cluster = null;
  })();
  await stopping;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (current) {
      current.kill(signal); // the command exits, then main() cleans up and exits with its code
      return;
    }
    void stopCluster().finally(() => process.exit(128 + os.constants.signals[signal]));
  });
}

async function startCluster() {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL not found: install it (apt-get install postgresql) or set DATABASE_URL');
  const asUser = typeof process.getuid === 'function' && process.getuid() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-pg-'));
  const data = path.join(dir, 'data');
  cluster = { dir, data, bin, asUser, started: false };
  if (asUser) {
    // initdb refuses to run as root: the cluster belongs to the postgres OS user.
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const initdb = path.join(bin, 'initdb');
  await pgTool(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'], { asUser });

  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    try {
      cluster.started = true;
      await pgTool(path.join(bin, 'pg_ctl'), ['start', '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options], { asUser });
      return port;
    } catch (error) {
      cluster.started = false;
      if (attempt >= 3) {
        const serverLog = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
        throw new Error(`${error.message}\n${serverLog}`, { cause: error });
      }
    }
  }
}

async function main() {
  if (process.env.DATABASE_URL) return runCommand(command[0], command.slice(1), childEnv);
  const started = performance.now();
  let code = 1;
  try {
    const port = await startCluster();
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    log(`private PostgreSQL cluster at ${url} (ready in ${Math.round(performance.now() - started)} ms)`);
    code = await runCommand(command[0], command.slice(1), { ...childEnv, DATABASE_URL: url });
  } catch (error) {
    log(error.message);
  } finally {
    await stopCluster();
  }
  return code;
}

process.exit(await main());

#!/usr/bin/env node
// `npm start` as a newcomer runs it, proved in CI before anything else is installed: it builds,
// starts the embedded PostgreSQL, seeds, prints the demo logins and serves; a demo login signs in;
// Ctrl-C stops the app and its database server. Uses a throw-away DATA_DIR and a free port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fail = (message) => {
  console.error(`[smoke-start] FAILED: ${message}`);
  process.exit(1);
};
const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-smoke-'));
fs.chmodSync(dataDir, 0o755);
// DATA_DIR does not exist yet, as `./data` on a fresh clone: the app makes it.
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'data') };
delete env.DATABASE_URL;

const child = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));

const started = Date.now();
while (!/Chairside is running/.test(output)) {
  if (child.exitCode !== null) fail(`npm start exited early:\n${output}`);
  if (Date.now() - started > 300_000) fail(`npm start did not come up within 5 minutes:\n${output}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}
for (const login of ['owner@demo.test', 'chairside-demo']) if (!output.includes(login)) fail(`the banner does not print ${login}`);

const base = `http://127.0.0.1:${port}`;
const health = await fetch(`${base}/api/health`);
if (!health.ok) fail(`/api/health answered ${health.status}`);
const login = await fetch(`${base}/api/v1/b2b/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@demo.test', password: 'chairside-demo' }),
});
const answer = await login.json();
if (login.status !== 302 || !answer.token) fail(`demo login answered ${login.status} ${JSON.stringify(answer)}`);
const page = await fetch(`${base}/login`);
if (!page.ok || !(await page.text()).includes('<div id="root"')) fail('the web app is not served at /login');

process.kill(-child.pid, 'SIGINT');
const code = await exited;
const pidFile = path.join(dataDir, 'postgres', 'data', 'postmaster.pid');
if (fs.existsSync(pidFile)) fail('the embedded PostgreSQL server was still running after the app stopped');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`[smoke-start] npm start served the demo on :${port} in ${Math.round((Date.now() - started) / 1000)} s, signed in, and stopped cleanly (exit ${code})`);

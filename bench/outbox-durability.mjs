#!/usr/bin/env node
// The outbox's durability check (issue 8): the built server (`node apps/api/dist/server.js`, after
// `npm run build`) is killed with SIGKILL again and again while clients create password-reset mails
// (POST auth/forgot-password with an Idempotency-Key, retried with the same key until answered) and
// pg-boss delivers them to the local outbox; every other time its embedded PostgreSQL is killed too.
// It is restarted each time. At the end every mail must
// exist once (the key) and be delivered exactly once to the local adapter (state sent, deliveries 1,
// no maybe_duplicate).
//
//   node bench/outbox-durability.mjs            embedded PostgreSQL in a temp DATA_DIR
//   DATABASE_URL=… node bench/outbox-durability.mjs   that server instead (a database of its own is not made: use a throw-away one)
//   KILLS=10 USERS=20 node bench/outbox-durability.mjs   (defaults; each user gets 5 mails, the reset limit per 15 minutes)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps', 'api', 'dist', 'server.js');
const KILLS = Number(process.env.KILLS ?? 10);
const USERS = Number(process.env.USERS ?? 20);
const MAILS_PER_USER = 5;
const DELIVERY_TIMEOUT_MS = 240_000; // a job whose worker was killed is retried after its expiry (60 s) and a maintenance run (30 s)

const log = (message) => console.log(`[outbox-durability] ${message}`);
const fail = (message) => {
  console.error(`[outbox-durability] FAILED: ${message}`);
  stopServer('SIGTERM');
  process.exit(1);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
if (!fs.existsSync(server)) fail(`${path.relative(root, server)} is missing: run npm run build first`);

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-durability-'));
fs.chmodSync(dataDir, 0o755);
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
const base = `http://127.0.0.1:${port}/api/v1/b2b`;

let child = null;
let output = '';
let starts = 0;

async function startServer() {
  output = '';
  child = spawn(process.execPath, [server], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!/Chairside is running/.test(output)) {
    if (child.exitCode !== null) fail(`the server exited while starting (start ${starts + 1}):\n${output}`);
    if (Date.now() - started > 180_000) fail(`the server did not come up within 3 minutes:\n${output}`);
    await sleep(100);
  }
  starts += 1;
}

function stopServer(signal) {
  if (child && child.exitCode === null) child.kill(signal);
}

const clusterDir = path.join(dataDir, 'postgres');
/** The embedded server's postmaster line: pid first, port fourth. */
const postmaster = () => fs.readFileSync(path.join(clusterDir, 'data', 'postmaster.pid'), 'utf8').split('\n');

/** kill -9 the app; every other time (embedded only) its PostgreSQL too, as a power cut would. */
async function killServer(round) {
  const pid = process.env.DATABASE_URL ? null : Number(postmaster()[0]);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stopServer('SIGKILL');
  await exited;
  if (pid && round % 2 === 1) {
    process.kill(pid, 'SIGKILL');
    // As after a power cut, the server is gone before the app starts again (starting while the killed
    // postmaster is still being torn down makes the app's leftover check race it).
    for (let waited = 0; waited < 5000 && alive(pid); waited += 20) await sleep(20);
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** POSTs JSON; answers { status, body } or null when the server is not there (killed, restarting). */
async function post(route, body, headers = {}) {
  try {
    const response = await fetch(`${base}/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

/** Sends until the server answers (not 5xx): what a client with an idempotency key may do. */
async function untilAnswered(route, body, headers) {
  for (;;) {
    const answer = await post(route, body, headers);
    if (answer && answer.status < 500) return answer;
    await sleep(200);
  }
}

const run = Date.now().toString(36);
const emails = Array.from({ length: USERS }, (_, i) => `durable-${run}-${i}@example.test`);

await startServer();
log(`server up on :${port} (DATA_DIR ${dataDir}); signing up ${USERS} users`);
for (const email of emails) {
  const answer = await untilAnswered('auth/signup', { email, password: 'durable-password-1', first_name: 'Dura', phone: '+31 600000000', venue_title: 'Durable' });
  if (answer.status !== 302 && answer.body?.code !== 'EMAIL_TAKEN') fail(`sign-up of ${email} answered ${answer.status} ${JSON.stringify(answer.body)}`);
}

// The mails: every user gets MAILS_PER_USER, four clients at a time, each retried with its own key.
const mails = emails.flatMap((email) => Array.from({ length: MAILS_PER_USER }, (_, n) => ({ email, key: `${email}#${n}` })));
let next = 0;
let answered = 0;
const clients = Array.from({ length: 4 }, async () => {
  while (next < mails.length) {
    const mail = mails[next++];
    const answer = await untilAnswered('auth/forgot-password', { email: mail.email }, { 'idempotency-key': mail.key });
    if (answer.status !== 200) fail(`forgot-password for ${mail.key} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    answered += 1;
  }
});
// Kills spread over the run: the k-th once k/(KILLS+1) of the mails were answered, with requests in flight.
const killer = (async () => {
  for (let kill = 1; kill <= KILLS; kill++) {
    while (answered < Math.floor((kill * mails.length) / (KILLS + 1))) await sleep(5);
    await killServer(kill);
    log(`kill -9 #${kill}${!process.env.DATABASE_URL && kill % 2 === 1 ? ' (with its PostgreSQL)' : ''} after ${answered}/${mails.length} answers; restarting`);
    await startServer();
  }
})();
await Promise.all([...clients, killer]);
log(`all ${mails.length} mails answered, ${KILLS} kills, ${starts} starts; waiting for delivery`);

// Read the outbox as the database's owner (the embedded server's port is in postmaster.pid, its password beside it).
let url = process.env.DATABASE_URL;
if (!url) {
  const password = fs.readFileSync(path.join(clusterDir, 'password'), 'utf8').trim();
  url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postmaster()[3]}/postgres`;
}
const db = new pg.Client({ connectionString: url });
await db.connect();
const outbox = async () =>
  (await db.query(`select "to", state, attempts, deliveries, maybe_duplicate from mail_outbox where "to" like $1`, [`durable-${run}-%`])).rows;
const waitedFrom = Date.now();
let rows = await outbox();
while (rows.some((row) => row.state !== 'sent') && Date.now() - waitedFrom < DELIVERY_TIMEOUT_MS) {
  await sleep(1000);
  rows = await outbox();
}
await db.end();

const problems = [];
for (const email of emails) {
  const own = rows.filter((row) => row.to === email);
  if (own.length !== MAILS_PER_USER) problems.push(`${email}: ${own.length} mails, expected ${MAILS_PER_USER}`);
}
for (const row of rows) {
  if (row.state !== 'sent' || row.deliveries !== 1 || row.maybe_duplicate) problems.push(`${row.to}: state ${row.state}, deliveries ${row.deliveries}, maybe_duplicate ${row.maybe_duplicate}`);
}
stopServer('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
if (problems.length) fail(`${problems.length} problem(s):\n${problems.slice(0, 30).join('\n')}`);
fs.rmSync(dataDir, { recursive: true, force: true });
log(`OK: ${rows.length} mails, each created once and delivered exactly once to the local outbox, across ${KILLS} kill -9s (${Math.round((Date.now() - waitedFrom) / 1000)} s of waiting for delivery at the end)`);

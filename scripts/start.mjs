// `npm start`: install what is missing, build, then run the server (which migrates and seeds).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies…');
  run('npm ci --no-audit --no-fund');
}
console.log('Building…');
run('npm run build --silent');

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

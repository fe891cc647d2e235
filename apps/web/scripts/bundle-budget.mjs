// Checks the JS budgets on a built apps/web/dist: the JS a route needs before it can show
// (the entry, the route's lazy chunks and everything they import statically), gzipped.
//   node apps/web/scripts/bundle-budget.mjs          (after `npm run build -w @chairside/web`)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const gz = new Map();
const gzipped = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(fs.readFileSync(path.join(assets, file))).length);
  return gz.get(file);
};
function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, dep] of fs.readFileSync(path.join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) visit(dep);
  };
  files.forEach(visit);
  return seen;
}
const chunk = (prefix) => {
  const found = fs.readdirSync(assets).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!found) throw new Error(`no chunk ${prefix}`);
  return found;
};

const routes = [
  { name: 'Login route', chunks: [entry, chunk('login-screen')], budget: 150 },
  { name: 'Main layout frame', chunks: [entry, chunk('main-layout')], budget: 250 },
  { name: 'Main layout with the calendar', chunks: [entry, chunk('main-layout'), chunk('calendar-screen')], budget: 250 },
];
let failed = false;
for (const route of routes) {
  const files = closure(route.chunks);
  const kb = [...files].reduce((sum, f) => sum + gzipped(f), 0) / 1024;
  const ok = kb <= route.budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${route.name}: ${kb.toFixed(1)} KB gzipped (budget ${route.budget} KB, ${files.size} files)`);
  if (process.env.VERBOSE) for (const f of files) console.log(`       ${(gzipped(f) / 1024).toFixed(1).padStart(6)} ${f}`);
}
process.exit(failed ? 1 : 0);

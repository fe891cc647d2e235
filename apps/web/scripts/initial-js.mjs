// The JS a route needs before it can show, read from Vite's build manifest (dist/.vite/manifest.json):
// index.html's entry, the route's lazy chunks, and every chunk they import statically, gzipped one
// file at a time (as a browser downloads them). Dynamic imports (dialogs, other screens) are not counted.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const WEB_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The routes with a budget (issue 3, "Performance"): manifest keys of their lazy chunks, KB gzipped. */
export const ROUTE_BUDGETS = [
  { name: 'Login route', chunks: ['src/app/routes/auth/login-screen.tsx'], budget: 150 },
  { name: 'Main layout frame', chunks: ['src/app/layouts/main-layout.tsx'], budget: 250 },
  {
    name: 'Main layout with the calendar',
    chunks: ['src/app/layouts/main-layout.tsx', 'src/app/routes/calendar/calendar-screen.tsx'],
    budget: 250,
  },
];

/** The public booking page (/book/{sub}, issue 18): its own build (vite.book.config.ts) and manifest, all its JS under 100 KB gzipped. */
export const BOOK_PAGE_BUDGET = { name: 'Public booking page', manifest: 'book-manifest.json', entry: 'book/index.html', budget: 100 };
/** The marketplace listing (/marketplace/{sub}): the same build and budget as the booking page, its own entry. */
export const MARKETPLACE_PAGE_BUDGET = { name: 'Marketplace listing page', manifest: 'book-manifest.json', entry: 'marketplace/index.html', budget: 100 };
export const PUBLIC_PAGE_BUDGETS = [BOOK_PAGE_BUDGET, MARKETPLACE_PAGE_BUDGET];

export function readManifest(dist = WEB_DIST, name = 'manifest.json') {
  const file = path.join(dist, '.vite', name);
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing: run \`npm run build\` (or \`npm run build -w @chairside/web\`) first`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Initial JS of one route: `chunks` are manifest keys (source paths of lazy screens); the entry (the
 * first, or `entryKey` in a build of several pages) is always included. Returns the files with their gzipped sizes in bytes, biggest first.
 */
export function initialJs(manifest, chunks, dist = WEB_DIST, entryKey = undefined) {
  const entry = entryKey ?? Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed or no longer lazy?)`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  [entry, ...chunks].forEach(visit);
  const files = [...seen]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: fs.statSync(path.join(dist, file)).size, gzipped: gzipSync(fs.readFileSync(path.join(dist, file))).length }))
    .sort((a, b) => b.gzipped - a.gzipped);
  return { files, gzipped: files.reduce((sum, f) => sum + f.gzipped, 0), bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}

// Checks the JS budgets on a built apps/web/dist (see initial-js.mjs for what is counted).
//   npm run budget -w @chairside/web          (after `npm run build -w @chairside/web`; VERBOSE=1 lists files)
import { PUBLIC_PAGE_BUDGETS, ROUTE_BUDGETS, initialJs, readManifest } from './initial-js.mjs';

const manifest = readManifest();
let failed = false;
for (const route of ROUTE_BUDGETS) {
  const { files, gzipped } = initialJs(manifest, route.chunks);
  const kb = gzipped / 1024;
  const ok = kb <= route.budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${route.name}: ${kb.toFixed(1)} KB gzipped (budget ${route.budget} KB, ${files.length} files)`);
  if (process.env.VERBOSE) for (const f of files) console.log(`       ${(f.gzipped / 1024).toFixed(1).padStart(6)} ${f.file}`);
}
for (const page of PUBLIC_PAGE_BUDGETS) {
  const { files, gzipped } = initialJs(readManifest(undefined, page.manifest), [], undefined, page.entry);
  const kb = gzipped / 1024;
  const ok = kb <= page.budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${page.name}: ${kb.toFixed(1)} KB gzipped (budget ${page.budget} KB, ${files.length} files)`);
}
process.exit(failed ? 1 : 0);

// Bundles the API (with packages/shared) into dist/server.js and copies what it reads at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are TypeScript sources: bundle them rather than leave them external.
  plugins: [
    {
      name: 'bundle-workspace',
      setup(b) {
        b.onResolve({ filter: /^@chairside\// }, (args) => {
          const [, name, ...rest] = args.path.split('/');
          const file = rest.length ? `${rest.join('/')}.ts` : 'index.ts';
          return { path: path.join(here, '..', '..', 'packages', name, 'src', file) };
        });
      },
    },
  ],
});

fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
fs.cpSync(path.join(here, 'src/features/translations/phrases'), path.join(dist, 'phrases'), { recursive: true });
console.log('api built into', path.relative(process.cwd(), dist));

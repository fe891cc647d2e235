import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/**
 * Writes a .br and a .gz beside every built text file of 1 KB or more; the API server sends them
 * to browsers that accept them (@fastify/static `preCompressed`), so the JS travels compressed.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  return {
    name: 'chairside-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await fs.readFile(full);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipped(source, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

const MANTINE_STYLES = decodeURIComponent(new URL('../../node_modules/@mantine/core/styles', import.meta.url).pathname);

/**
 * Mantine's styles travel with the components that use them: every @mantine/core module gets an
 * import of its component's stylesheet (styles/<Name>.layer.css), added after its own imports so a
 * component's styles follow those of the components it is built from, as Mantine's full
 * stylesheet orders them. A screen's chunk then brings the CSS of the components it uses, and Login
 * does not download the styles of the calendar's. The `.layer.css` files keep Mantine in
 * `@layer mantine`, which the app's own (unlayered) styles override whatever the loading order.
 * main.tsx imports the base layers (baseline, CSS variables, global).
 */
function mantineStylesPerComponent(): Plugin {
  const module = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/]([^\\/]+)[\\/](?:.*[\\/])?([^\\/]+?)(?:\.module)?\.mjs$/;
  const sheets = new Map<string, boolean>();
  const exists = (name: string) => {
    if (!sheets.has(name)) sheets.set(name, existsSync(path.join(MANTINE_STYLES, `${name}.layer.css`)));
    return sheets.get(name)!;
  };
  return {
    name: 'chairside-mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      const match = module.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const names = [...new Set([match[1]!, match[2]!])].filter(exists);
      if (names.length === 0) return null;
      return { code: `${code}\n${names.map((name) => `import '@mantine/core/styles/${name}.layer.css';`).join('\n')}\n`, map: null };
    },
  };
}


export default defineConfig({
  plugins: [react(), mantineStylesPerComponent(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // The other Mantine packages' styles go in the same layer as the core's (see mantineStylesPerComponent).
      { find: /^@mantine\/(dates|notifications)\/styles\.css$/, replacement: '@mantine/$1/styles.layer.css' },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and lazy screen pulls in (bench/cases/web-budgets.ts).
    manifest: true,
    // Every screen is its own lazy chunk (app/router.tsx); the framework is shared by all of them.
    // Everything the entry imports statically goes into the entry chunk ('$initial') rather than a
    // dozen small shared chunks: fewer requests and better compression before the first screen.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The form primitives nearly every screen uses, in one chunk instead of a dozen tiny ones
            // (Login needs them all; over HTTP/1.1 each extra request waits for a free connection), and the
            // auth screens' frame, alert and redirect, which were four answers of under a kB each.
            {
              name: 'ui-common',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Alert|Anchor|Group|Paper|Divider|CloseButton|ActionIcon|Combobox[\\/]ComboboxChevron|NativeSelect)[\\/]|@mantine[\\/]hooks[\\/]esm[\\/]use-uncontrolled|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useMutation|src[\\/]lib[\\/]form-errors|src[\\/]components[\\/]ui[\\/]language-switcher|src[\\/]features[\\/]auth[\\/](components[\\/](auth-frame|form-alert)|api[\\/]redirect)\.|@tabler[\\/]icons-react[\\/].*[\\/]IconAlertTriangle\./,
            },
            // The calendar's start-up reads and what they need (app/router.tsx asks for them as soon as the
            // settings arrive, from this chunk, preloaded with the screen's): one request, not five
            // shared with the calendar screen that would queue behind its chunks.
            {
              name: 'calendar-data',
              test: /src[\\/]features[\\/]calendar[\\/](api[\\/](prefetch-calendar|calendar-keys|get-appointments|get-resources|get-working-hours)|utils[\\/]clock)\.ts$|packages[\\/]shared[\\/]src[\\/]rules[\\/]calendar-time\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

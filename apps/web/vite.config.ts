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

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': src } },
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
            // (Login needs them all; over HTTP/1.1 each extra request waits for a free connection).
            {
              name: 'ui-common',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Alert|Anchor|Group|Paper|Divider|CloseButton|ActionIcon|Combobox[\\/]ComboboxChevron|NativeSelect)[\\/]|@mantine[\\/]hooks[\\/]esm[\\/]use-uncontrolled|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useMutation|src[\\/]lib[\\/]form-errors|src[\\/]components[\\/]ui[\\/]language-switcher/,
            },
          ],
        },
      },
    },
  },
});

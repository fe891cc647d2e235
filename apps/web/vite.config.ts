import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react()],
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

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import base from './vite.config';

/**
 * The public booking page (/book/{sub}, issue 18) and the marketplace listing (/marketplace/{sub}) as their own small build: React and the page's own
 * code only (no back-office code, no Mantine), written beside the back office's build into dist/
 * (book/index.html, its hashed files in assets/), with its own manifest for the size budget
 * (bench/cases/web-budgets.ts). Run after the main build, which empties dist/.
 */
const precompress = (base.plugins ?? []).flat().find((plugin) => plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'chairside-precompress');

export default defineConfig({
  plugins: [react(), ...(precompress ? [precompress] : [])],
  // The booking page runs on Preact's React-compatible layer: the same components and hooks for about a
  // tenth of React DOM's script (a phone on a slow line parses and runs far less before it can book:
  // Lighthouse's total blocking time). The back office keeps React.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // The back office's build already copied public/ (logo, service worker); the page needs none of it.
    copyPublicDir: false,
    // Every browser these pages serve knows modulepreload: no polyfill file in the way of the first paint.
    modulePreload: { polyfill: false },
    manifest: '.vite/book-manifest.json',
    // The marketplace listing (/marketplace/{sub}) is written by the server into marketplace/index.html; its own script is the language switch.
    rolldownOptions: {
      input: {
        book: decodeURIComponent(new URL('./book/index.html', import.meta.url).pathname),
        marketplace: decodeURIComponent(new URL('./marketplace/index.html', import.meta.url).pathname),
      },
    },
  },
});

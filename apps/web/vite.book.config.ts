import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import base from './vite.config';

/**
 * The public booking page (/book/{sub}, issue 18) as its own small build: React and the page's own
 * code only (no back-office code, no Mantine), written beside the back office's build into dist/
 * (book/index.html, its hashed files in assets/), with its own manifest for the size budget
 * (bench/cases/web-budgets.ts). Run after the main build, which empties dist/.
 */
const precompress = (base.plugins ?? []).flat().find((plugin) => plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'chairside-precompress');

export default defineConfig({
  plugins: [react(), ...(precompress ? [precompress] : [])],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // The back office's build already copied public/ (logo, service worker); the page needs none of it.
    copyPublicDir: false,
    manifest: '.vite/book-manifest.json',
    rolldownOptions: { input: { book: decodeURIComponent(new URL('./book/index.html', import.meta.url).pathname) } },
  },
});

import { lighthouseCase } from './lighthouse-login';

/**
 * Lighthouse on the public booking page of the demo venue (/book/demo-salon, its own small build,
 * apps/web/vite.book.config.ts), mobile profile, cold: issue 18 asks performance and accessibility
 * of at least 95.
 */
export const benchCase = lighthouseCase('lighthouse-book', '/book/demo-salon', '/book/demo-salon', { performance: 95, accessibility: 95 });

import { lighthouseCase } from './lighthouse-login';

/**
 * Lighthouse on the demo venue's marketplace listing (/marketplace/demo-salon: written by the
 * server, its own tiny script), mobile profile, cold: held to the booking page's targets (issue 18).
 */
export const benchCase = lighthouseCase('lighthouse-marketplace', '/marketplace/demo-salon', '/marketplace/demo-salon', { performance: 95, accessibility: 95 });

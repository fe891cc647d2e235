import type { ComponentType } from 'react';

/** A lazily loaded screen: each becomes its own chunk. */
export function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/**
 * The main layout and the calendar, the screens most start-ups open: the first bundle names them,
 * so start-up can ask for their chunks at once, before the signed-in route table (main-routes) has come.
 */
export const mainLayout = screen(() => import('./layouts/main-layout'), 'MainLayout');
export const calendarScreen = screen(() => import('./routes/calendar/calendar-screen'), 'CalendarScreen');

import { z } from 'zod';
import { calendarChangeSchema } from '@chairside/shared/calendar-data';
import type { App } from '../../../lib/app-type';
import { findSession } from '../../../lib/auth';
import { AppError } from '../../../lib/errors';
import { openEventStream } from '../../../lib/live';
import { calendarStreamOptions, mayWatchCalendar } from './calendar.live-view';

/**
 * GET calendar/stream?token=…: server-sent events of the venue's calendar changes, for as long as
 * the session lives (calendar.live-view.ts). EventSource cannot send headers, so the session token comes in the query;
 * this route logs only warnings so the URL (and the token) stays out of the request log.
 */
export async function calendarStreamRoutes(app: App) {
  app.get(
    '/calendar/stream',
    {
      config: { auth: 'public' },
      logLevel: 'warn',
      schema: {
        hide: true,
        querystring: z.object({ token: z.string().min(20).max(200) }),
        // Each `event: change` carries one of these as its data (written to the hijacked reply, never serialised).
        response: { 200: { description: 'Server-sent events', content: { 'text/event-stream': { schema: calendarChangeSchema } } } },
      },
    },
    async (request, reply) => {
      const { deps } = request.ctx;
      const session = await findSession(deps.db, request.query.token, deps.now());
      if (!session) throw new AppError('UNAUTHENTICATED');
      if (!mayWatchCalendar(session)) throw new AppError('FORBIDDEN');
      await openEventStream(request, reply, deps.live, session.venueId, calendarStreamOptions(deps, request.query.token, session));
    },
  );
}

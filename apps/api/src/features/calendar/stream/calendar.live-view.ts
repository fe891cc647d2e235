import { hasPermission } from '@chairside/shared/permissions';
import type { Deps, SessionInfo } from '../../../lib/context';
import { findSession } from '../../../lib/auth';
import { userScope } from '../../../lib/changes';
import type { LiveMessage, StreamOptions } from '../../../lib/live';
import { ownEmployeeOf } from '../core/calendar.context';

/** A session the calendar stream may serve: bound to a venue, with the calendar permission. */
export const mayWatchCalendar = (session: SessionInfo | null): session is SessionInfo & { venueId: number } =>
  session !== null && session.venueId !== null && session.permissions !== null && hasPermission(session.permissions, 'calendar');

/** Kinds after which the session is read again: the venue's access, the user's sessions, or a gap in delivery. */
const RECHECK = new Set(['access', 'user', 'refresh']);

/**
 * What a calendar stream sends, by the same rules as the reads: with calendar.own, a change is
 * heard only when it touches the caller's own column, and then without the other employees (nor,
 * for a change that touched theirs too, any line's id). The session is read again whenever the venue's access or the user's sessions change
 * (logout, password, archived employee, permissions) and at every heartbeat: a session that is
 * gone, moved to another venue or lost the calendar ends the stream.
 */
export function calendarStreamOptions(deps: Pick<Deps, 'db' | 'now'>, token: string, first: SessionInfo & { venueId: number }): StreamOptions {
  const venueId = first.venueId;
  let own = ownEmployeeOf(first.permissions, first.employeeId);
  const stillAllowed = async () => {
    const session = await findSession(deps.db, token, deps.now());
    if (!mayWatchCalendar(session) || session.venueId !== venueId || session.id !== first.id) return false;
    own = ownEmployeeOf(session.permissions, session.employeeId);
    return true;
  };
  const view = async (message: LiveMessage): Promise<LiveMessage | null | 'end'> => {
    if (RECHECK.has(message.kind) && !(await stillAllowed())) return 'end';
    if (message.venue_id !== venueId) return null;
    if (own === null || !Array.isArray(message.employee_ids)) return message;
    const employeeIds = message.employee_ids as number[];
    if (!employeeIds.includes(own)) return null;
    if (employeeIds.length === 1) return message;
    // Also about colleagues' lines: which ids are whose is not known here, so none are told.
    const { ids: _ids, ...rest } = message;
    return { ...rest, employee_ids: [own] };
  };
  return { scopes: [userScope(first.userId)], view, alive: stillAllowed };
}

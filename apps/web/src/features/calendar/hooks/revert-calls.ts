import { totalMinutes } from '@chairside/shared/rules/calendar-duration';
import { rescheduleAppointment } from '../api/reschedule-appointment';
import { updateDuration } from '../api/update-duration';
import { updateStatus } from '../api/update-status';
import { restoreAppointment } from '../api/restore-appointment';
import { withClashConfirm } from '../components/clash-dialog';
import type { RevertCalls } from '../utils/undo-stack';

const confirmed = async (write: (force: boolean) => Promise<unknown>) => (await withClashConfirm(write)) !== null;

/**
 * The API calls that write a state back. Every field is sent explicitly (employee, resource, the
 * whole split), so the result does not depend on what changed since; a clash asks first, as for any move.
 */
export const revertCalls: RevertCalls = {
  reschedule: (id, before) => confirmed((force) => rescheduleAppointment(id, { ...before, force })),
  updateDuration: (id, split) =>
    confirmed((force) => updateDuration(id, { duration_detail: { duration: totalMinutes(split), gap: split.gap, finish: split.finish }, force })),
  updateStatus: (id, status) => confirmed((force) => updateStatus(id, status, force)),
  restore: (id, lines) => confirmed((force) => restoreAppointment(id, { lines: lines.flatMap((l) => (l.status === 'cancelled' ? [] : [{ id: l.id, status: l.status }])), force })),
};

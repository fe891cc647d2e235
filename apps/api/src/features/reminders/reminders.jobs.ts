import type { Deps } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/jobs';
import { notYetRecorded, remindersDueAt } from './reminders.due';
import { sendBatch } from './reminders.send';

/**
 * The reminders sweep (issue 19): every minute, every reminder now due and not yet recorded is
 * handed to the outbox (reminders.send.ts), in batches of BATCH, one transaction each, PARALLEL at a time. A sweep rather
 * than a delayed job per reminder: the due time is always computed from the booking as it is, so a
 * move or cancel needs no bookkeeping, and a run missed while the server was down is caught up by
 * the next (until the visit begins).
 */
export const REMINDER_JOB = 'reminders-send';
export const REMINDER_SWEEP_S = 60;
const BATCH = 250;
/** Batches in flight at once: each is its own transaction on its own rows, so they never wait on each other. */
const PARALLEL = 4;

/** One sweep at `deps.now()`; answers how many reminders this run recorded (sent or skipped). */
export async function sendDueReminders(deps: Deps): Promise<number> {
  const due = await notYetRecorded(deps.db, await remindersDueAt(deps.db, deps.now()));
  const templates = new Map<string, { subject: string; body: string }>();
  const batches = Array.from({ length: Math.ceil(due.length / BATCH) }, (_, i) => due.slice(i * BATCH, (i + 1) * BATCH));
  let recorded = 0;
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      const count = await sendBatch(deps, batch, templates);
      recorded += count;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, batches.length) }, worker));
  return recorded;
}

/** The scheduled job (jobs.ts). */
export function remindersJob(deps: Deps): JobDefinition {
  return { name: REMINDER_JOB, every: REMINDER_SWEEP_S, queue: { retryLimit: 0, expireInSeconds: 300 }, handle: async () => void (await sendDueReminders(deps)) };
}

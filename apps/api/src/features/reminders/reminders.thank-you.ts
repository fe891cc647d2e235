import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/jobs';
import { sendCustomerEvents } from './reminders.events';

/**
 * The thank-you sweep (issue 19): a visit marked done is thanked (with the review request) the
 * venue's `thank_you_after_minutes` after its end (two hours unless chosen), by the channels the
 * venue turned on. Every minute, each booking now due and not yet thanked is handed to
 * sendCustomerEvents in a transaction of its own: the claim is event_messages' unique key (booking,
 * thank_you, channel), inserted with the outbox message, so two sweeps (two processes, a rerun
 * after a crash) thank a visit once. A visit whose thank-you fell due more than CATCH_UP ago (the
 * venue just turned it on, or the server was down for days) is not thanked any more.
 */
export const THANK_YOU_JOB = 'reminders-thank-you';
const SWEEP_S = 60;
const CATCH_UP = '2 days';
const BATCH = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One sweep at `deps.now()`; answers how many visits it handed on. */
export async function sendDueThankYous(deps: Deps): Promise<number> {
  const now = deps.now().toISOString();
  const due = rowsOf<{ venue_id: number; ids: number[] }>(await deps.db.execute(sql`
    with visits as (
      select a.venue_id, a.group_id, array_agg(a.id order by a.starts_at, a.id) as ids, max(a.ends_at) as ended, bool_and(a.status = 'done') as done
      from appointments a
      join reminder_settings s on s.venue_id = a.venue_id
        and (coalesce((s.events -> 'thank_you' ->> 'email')::boolean, false) or coalesce((s.events -> 'thank_you' ->> 'sms')::boolean, false))
      where a.type = 'appointment' and a.customer_id is not null and a.status <> 'cancelled'
        and a.starts_at > ${now}::timestamptz - interval '9 days' and a.starts_at <= ${now}::timestamptz
      group by a.venue_id, a.group_id
    )
    select v.venue_id, v.ids from visits v join reminder_settings s on s.venue_id = v.venue_id
    where v.done
      and v.ended + make_interval(mins => s.thank_you_after_minutes) <= ${now}::timestamptz
      and v.ended + make_interval(mins => s.thank_you_after_minutes) > ${now}::timestamptz - ${CATCH_UP}::interval
      and not exists (select 1 from event_messages m where m.venue_id = v.venue_id and m.group_id = v.group_id and m.event = 'thank_you')
    order by v.ended limit ${BATCH}`));
  for (const visit of due) {
    await deps.db.transaction((tx) => sendCustomerEvents({ venueId: visit.venue_id, deps }, tx, { action: 'visit_over', ids: visit.ids }));
  }
  return due.length;
}

/** The scheduled job (jobs.ts). */
export function thankYouJob(deps: Deps): JobDefinition {
  return { name: THANK_YOU_JOB, every: SWEEP_S, queue: { retryLimit: 0, expireInSeconds: 300 }, handle: async () => void (await sendDueThankYous(deps)) };
}

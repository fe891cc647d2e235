import { and, eq, sql } from 'drizzle-orm';
import { reminderRules, reminderSettings } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import type { Deps } from '../../lib/context';
import type { Mailer } from '../../lib/mail';
import type { DueReminder } from './reminders.due';
import { sendCustomerEvents } from './reminders.events';
import { sendBatch } from './reminders.send';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** The demo's messages are SMS only: the seed runs before the job queue that delivers e-mail exists. */
const noMail: Mailer = {
  transport: 'outbox',
  send: () => Promise.reject(new Error('the demo seed sends no e-mail')),
  sendMany: (_db, messages) => (messages.length ? Promise.reject(new Error('the demo seed sends no e-mail')) : Promise.resolve([])),
  deliver: () => Promise.reject(new Error('the demo seed delivers nothing')),
} as Mailer;

/**
 * Demo messages (issue 19), through the feature's own sending code: the venue reminds by SMS two days
 * ahead (a rule), and the sweep at `now` hands the first few due reminders to the SMS outbox; a few
 * upcoming bookings got their SMS confirmation and one its "moved" SMS (the booking messages were on
 * then, and are back to the defaults now, so bookings made in the demo send nothing unasked). Each
 * SMS takes its credits from the balance (seed the credit first).
 */
export async function seedRemindersDemo(tx: Tx, venueId: number, now: Date): Promise<void> {
  const deps = { db: tx, env: { smsProvider: 'outbox', appUrl: '' }, mail: noMail, now: () => now } as unknown as Deps;
  const [rule] = await tx.insert(reminderRules).values({ venueId, offsetMinutes: 2880, channel: 'sms', serviceGroupId: null }).returning({ id: reminderRules.id });
  // The demo's bookings are all made now, after their reminder would have been due (the sweep skips those):
  // the next two days' first few visits are handed on as the sweep hands on a due reminder.
  const visits = rowsOf<{ group_id: number; id: number; customer_id: number; starts_at: string }>(await tx.execute(sql`
    select distinct on (a.group_id) a.group_id, a.id, a.customer_id, a.starts_at from appointments a join customers c on c.venue_id = a.venue_id and c.id = a.customer_id
    where a.venue_id = ${venueId} and a.type = 'appointment' and a.status in ('new', 'confirmed') and c.phone <> ''
      and a.starts_at > ${now.toISOString()}::timestamptz and a.starts_at <= ${now.toISOString()}::timestamptz + interval '2 days'
    order by a.group_id, a.starts_at, a.id limit 4`));
  const due: DueReminder[] = visits.map((visit) => {
    const startsAt = new Date(visit.starts_at);
    return {
      venueId, groupId: visit.group_id, appointmentId: visit.id, customerId: visit.customer_id, startsAt,
      dueAt: new Date(startsAt.getTime() - 2880 * 60_000), ruleId: rule!.id, offsetMinutes: 2880, channel: 'sms',
    };
  });
  await sendBatch(deps, due, new Map());

  const events = { booking_made: { email: false, sms: true }, booking_changed: { email: false, sms: true } };
  await tx.insert(reminderSettings).values({ venueId, events }).onConflictDoUpdate({ target: reminderSettings.venueId, set: { events } });
  const reminded = due.map((reminder) => reminder.groupId);
  const upcoming = rowsOf<{ id: number }>(await tx.execute(sql`
    select distinct on (a.group_id) a.id from appointments a join customers c on c.venue_id = a.venue_id and c.id = a.customer_id
    where a.venue_id = ${venueId} and a.type = 'appointment' and a.status in ('new', 'confirmed') and a.starts_at > ${now.toISOString()}::timestamptz
      and c.phone <> '' and not (a.group_id = any(${`{${reminded.join(',')}}`}::int[]))
    order by a.group_id, a.starts_at limit 3`));
  const ctx = { venueId, deps };
  for (const { id } of upcoming) await sendCustomerEvents(ctx, tx, { action: 'created', ids: [id] });
  if (upcoming[0]) await sendCustomerEvents(ctx, tx, { action: 'rescheduled', ids: [upcoming[0].id], version: 1 });
  await tx.update(reminderSettings).set({ events: {} }).where(and(eq(reminderSettings.venueId, venueId)));
}

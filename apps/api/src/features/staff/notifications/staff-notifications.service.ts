import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toFlag } from '@chairside/shared/access';
import type { Role } from '@chairside/shared/constants';
import {
  NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, notificationDefaults,
  type EmployeeNotifications, type NotificationChannel, type NotificationEvent, type NotificationMatrix, type NotificationSettingsList, type NotificationUpdate,
} from '@chairside/shared/staff-notifications';
import type { Queryable } from '../../../db/client';
import { employees, staffNotificationSettings } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { loadAccess } from '../../../lib/access';
import { logActivity } from '../../../lib/activity';

/**
 * Staff notification settings (spec §7 "Notifications and push"): per employee, which events
 * (NOTIFICATION_EVENTS) reach them on which channels (in-app, e-mail, push). An event has a row once
 * it was changed; until then the role's defaults apply. Stored and read here; the features that
 * tell the staff ask recipientsOf whom: low stock is e-mailed (inventory) and shown in the bell
 * (features/notifications); push waits for the push channel.
 */

type SettingRow = typeof staffNotificationSettings.$inferSelect;
type Person = Pick<typeof employees.$inferSelect, 'id' | 'firstName' | 'lastName' | 'role'>;

const isEvent = (value: string): value is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(value);

function matrixOf(role: Role, rows: SettingRow[]): NotificationMatrix {
  const matrix = notificationDefaults(role);
  for (const row of rows) {
    if (isEvent(row.event)) matrix[row.event] = { in_app: toFlag(row.inApp), email: toFlag(row.email), push: toFlag(row.push) };
  }
  return matrix;
}

const sameMatrix = (a: NotificationMatrix, b: NotificationMatrix) =>
  NOTIFICATION_EVENTS.every((event) => NOTIFICATION_CHANNELS.every((channel) => a[event][channel] === b[event][channel]));

const entryOf = (person: Person, matrix: NotificationMatrix): EmployeeNotifications => ({
  id: person.id,
  first_name: person.firstName,
  last_name: person.lastName,
  role: person.role,
  value: matrix,
  customized: toFlag(!sameMatrix(matrix, notificationDefaults(person.role))),
});

async function settingsOf(db: Queryable, venueId: number, employeeIds: number[]): Promise<Map<number, SettingRow[]>> {
  const byEmployee = new Map<number, SettingRow[]>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await db
    .select()
    .from(staffNotificationSettings)
    .where(and(eq(staffNotificationSettings.venueId, venueId), inArray(staffNotificationSettings.employeeId, employeeIds)));
  for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
  return byEmployee;
}

/** GET notification-settings/employee: every active employee's settings, defaults filled in. */
export async function listNotificationSettings(ctx: VenueCtx): Promise<NotificationSettingsList> {
  const people = await ctx.db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, role: employees.role })
    .from(employees)
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false)))
    .orderBy(asc(employees.sortOrder), asc(employees.id));
  const stored = await settingsOf(ctx.db, ctx.venueId, people.map((person) => person.id));
  return {
    data: people.map((person) => entryOf(person, matrixOf(person.role, stored.get(person.id) ?? []))),
    events: [...NOTIFICATION_EVENTS],
    channels: [...NOTIFICATION_CHANNELS],
    ...(await loadAccess(ctx)),
  };
}

/** One employee's matrix (for the notifications feature, later: whom to tell about what, and how). */
export async function notificationsFor(db: Queryable, venueId: number, person: Pick<Person, 'id' | 'role'>): Promise<NotificationMatrix> {
  return matrixOf(person.role, (await settingsOf(db, venueId, [person.id])).get(person.id) ?? []);
}

/**
 * Whom an event reaches on a channel: the venue's active employees whose setting for it (or, without
 * one, their role's default) has the channel on; for e-mail, only those with an address. One query.
 */
export async function recipientsOf(
  db: Queryable, venueId: number, event: NotificationEvent, channel: NotificationChannel,
): Promise<{ id: number; firstName: string; email: string }[]> {
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, email: employees.email, role: employees.role, setting: staffNotificationSettings })
    .from(employees)
    .leftJoin(
      staffNotificationSettings,
      and(eq(staffNotificationSettings.venueId, employees.venueId), eq(staffNotificationSettings.employeeId, employees.id), eq(staffNotificationSettings.event, event)),
    )
    .where(and(eq(employees.venueId, venueId), eq(employees.archived, false), channel === 'email' ? sql`${employees.email} <> ''` : undefined))
    .orderBy(asc(employees.id));
  return rows
    .filter((row) => matrixOf(row.role, row.setting ? [row.setting] : [])[event][channel] === 1)
    .map(({ id, firstName, email }) => ({ id, firstName, email }));
}

/** Whom an event reaches by e-mail (see recipientsOf). */
export const emailRecipients = (db: Queryable, venueId: number, event: NotificationEvent) => recipientsOf(db, venueId, event, 'email');

/**
 * Applies a part of the matrix to one employee (what is left out stays) and stores the events it
 * touched. Returns the matrix before and after. For updateNotificationSettings and the demo seed.
 */
export async function storeNotificationSettings(
  db: Queryable, venueId: number, person: Pick<Person, 'id' | 'role'>, value: NotificationUpdate['value'], now = new Date(),
): Promise<{ before: NotificationMatrix; after: NotificationMatrix }> {
  const before = await notificationsFor(db, venueId, person);
  const after = structuredClone(before);
  const touched = NOTIFICATION_EVENTS.filter((event) => value[event] !== undefined);
  for (const event of touched) after[event] = { ...after[event], ...value[event] };
  if (touched.length) {
    await db
      .insert(staffNotificationSettings)
      .values(touched.map((event) => ({
        venueId, employeeId: person.id, event, inApp: after[event].in_app === 1, email: after[event].email === 1, push: after[event].push === 1, updatedAt: now,
      })))
      .onConflictDoUpdate({
        target: [staffNotificationSettings.venueId, staffNotificationSettings.employeeId, staffNotificationSettings.event],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, push: sql`excluded.push`, updatedAt: now },
      });
  }
  return { before, after };
}

/** PUT notification-settings/employee/update/{id}: see notificationUpdateSchema. Another venue's or an archived employee → 404. */
export async function updateNotificationSettings(ctx: VenueCtx, id: number, input: NotificationUpdate) {
  const data = await ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, role: employees.role })
      .from(employees)
      .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, id), eq(employees.archived, false)))
      .for('update');
    if (!person) throw new AppError('NOT_FOUND');
    const { before, after } = await storeNotificationSettings(tx, ctx.venueId, person, input.value, ctx.deps.now());
    const changes: Record<string, { before: number; after: number }> = {};
    for (const event of NOTIFICATION_EVENTS) {
      for (const channel of NOTIFICATION_CHANNELS) {
        if (before[event][channel] !== after[event][channel]) changes[`${event}.${channel}`] = { before: before[event][channel], after: after[event][channel] };
      }
    }
    if (Object.keys(changes).length) await logActivity(ctx, { entity: 'employee', entityId: id, action: 'notifications.update', changes }, tx);
    return entryOf(person, after);
  });
  return { data, message: t(ctx.lang, 'staff_access.notifications_saved') };
}

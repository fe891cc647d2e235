import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { toFlag } from '@chairside/shared/access';
import { hasPermission } from '@chairside/shared/permissions';
import {
  PIN_MAX_CHECKS, PIN_MAX_FAILURES, PIN_MAX_VENUE_FAILURES, PIN_WINDOW_MINUTES,
  type PinCheckResponse, type PinHolder, type PinStatus, type PinUpdate,
} from '@chairside/shared/staff-pin';
import type { Queryable } from '../../../db/client';
import { employees, venues } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { AppError, fieldError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { loadAccess } from '../../../lib/access';
import { logActivity } from '../../../lib/activity';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { claimSendQuota, refundSendQuota } from '../../auth/auth.service';

/**
 * Staff PIN (spec §7 "Permissions and staff PIN"): the venue switches it on, each employee sets a
 * 4–6 digit PIN (stored as an argon2id hash, like passwords), and a shared desk asks whose PIN was
 * typed. PINs are short, so what protects them is the check's limits, not the hash: see checkPin.
 * A PIN is never logged (lib/log-privacy.ts redacts `pin` and `staff_pin`) nor written to the activity log.
 */

type EmployeeRow = typeof employees.$inferSelect;
const holderOf = (row: Pick<EmployeeRow, 'id' | 'firstName' | 'lastName' | 'pinHash' | 'isOwner'>): PinHolder => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  has_pin: toFlag(row.pinHash !== null),
  is_owner: toFlag(row.isOwner),
});

const activeEmployee = (venueId: number, id: number) =>
  and(eq(employees.venueId, venueId), eq(employees.id, id), eq(employees.archived, false));

/** GET employees/pin: the venue's switch, the caller's own PIN state and (with `staff`) everyone's. */
export async function pinStatus(ctx: VenueCtx): Promise<PinStatus> {
  const [venue] = await ctx.db.select({ staffPin: venues.staffPin }).from(venues).where(eq(venues.id, ctx.venueId));
  const rows = await ctx.db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, pinHash: employees.pinHash, isOwner: employees.isOwner })
    .from(employees)
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false)))
    .orderBy(asc(employees.sortOrder), asc(employees.id));
  const me = rows.find((row) => row.id === ctx.employeeId);
  if (!venue || !me) throw new AppError('NOT_FOUND');
  const managesStaff = hasPermission(ctx.session.permissions, 'staff');
  return { staff_pin: toFlag(venue.staffPin), me: holderOf(me), data: managesStaff ? rows.map(holderOf) : [], ...(await loadAccess(ctx)) };
}

/** POST settings/venue/pin: the venue uses staff PINs (1) or not (0). Needs `staff` (the route says so). */
export async function setVenuePin(ctx: VenueCtx, on: 0 | 1) {
  await ctx.db.transaction(async (tx) => {
    const [venue] = await tx.select({ staffPin: venues.staffPin }).from(venues).where(eq(venues.id, ctx.venueId)).for('update');
    if (!venue) throw new AppError('NOT_FOUND');
    if (venue.staffPin === (on === 1)) return;
    await tx.update(venues).set({ staffPin: on === 1 }).where(eq(venues.id, ctx.venueId));
    await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'staff_pin', changes: { staff_pin: { before: toFlag(venue.staffPin), after: on } } }, tx);
  });
  return { staff_pin: on, message: t(ctx.lang, on ? 'staff_access.pin_turned_on' : 'staff_access.pin_turned_off'), ...(await loadAccess(ctx)) };
}

/** Hashes and stores one employee's PIN (null removes it). For the seed and setPin. */
export async function storePin(db: Queryable, venueId: number, employeeId: number, pin: string | null, now = new Date()): Promise<void> {
  const pinHash = pin === null ? null : await hashPassword(pin);
  await db.update(employees).set({ pinHash, updatedAt: now }).where(and(eq(employees.venueId, venueId), eq(employees.id, employeeId)));
}

/**
 * PATCH employees/pin: the caller sets or removes their own PIN; with `employee_id` of someone else,
 * a caller with the `staff` flag sets or resets (removes) theirs — except the owner's, which only the
 * owner changes (403). Another venue's or an archived employee → 404.
 */
export async function setPin(ctx: VenueCtx, input: PinUpdate) {
  const targetId = input.employee_id ?? ctx.employeeId;
  const [row] = await ctx.db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, isOwner: employees.isOwner })
    .from(employees)
    .where(activeEmployee(ctx.venueId, targetId));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.id !== ctx.employeeId && (!hasPermission(ctx.session.permissions, 'staff') || row.isOwner)) throw new AppError('FORBIDDEN');
  // Hashed before the transaction: argon2 waits its turn at the gate without holding a connection.
  const pinHash = input.staff_pin === null ? null : await hashPassword(input.staff_pin);
  await ctx.db.transaction(async (tx) => {
    await tx.update(employees).set({ pinHash, updatedAt: ctx.deps.now() }).where(activeEmployee(ctx.venueId, row.id));
    await logActivity(ctx, { entity: 'employee', entityId: row.id, action: pinHash ? 'pin.set' : 'pin.remove', changes: {} }, tx);
  });
  const mine = row.id === ctx.employeeId;
  const key = pinHash ? (mine ? 'staff_access.pin_saved' : 'staff_access.pin_saved_for') : mine ? 'staff_access.pin_removed' : 'staff_access.pin_reset_for';
  return { data: holderOf({ ...row, pinHash }), message: t(ctx.lang, key, { name: `${row.firstName} ${row.lastName}`.trim() }) };
}

const WINDOW_MS = PIN_WINDOW_MINUTES * 60_000;

/**
 * POST employees/pin/check: whose PIN is this? Limits, counted atomically before any hash is checked
 * (the auth feature's counters), each for PIN_WINDOW_MINUTES:
 *  - every check from one device (venue + client address): PIN_MAX_CHECKS;
 *  - wrong PINs from one device: PIN_MAX_FAILURES, then that device is locked until the window ends;
 *  - wrong PINs in the venue from every device: PIN_MAX_VENUE_FAILURES, then the venue's checks are locked.
 * A right PIN gives its failure counts back (so it does not count as a failure) but does not wipe
 * earlier failures: someone who knows their own PIN cannot reset the lock between guesses.
 * Over a limit → 429 RATE_LIMITED with retry_after. PINs are not unique in a venue; a PIN that two
 * people share answers 422 and asks them to choose their own.
 */
export async function checkPin(ctx: VenueCtx, pin: string): Promise<PinCheckResponse> {
  const [venue] = await ctx.db.select({ staffPin: venues.staffPin }).from(venues).where(eq(venues.id, ctx.venueId));
  if (!venue?.staffPin) throw fieldError('pin', 'staff_access.validation.pin_off');
  const now = ctx.deps.now();
  const device = `${ctx.venueId}|${ctx.ip}`;
  const failureKeys = [`pin-fail:${device}`, `pin-fail:${ctx.venueId}`];
  const claims: [string, number][] = [[`pin-check:${device}`, PIN_MAX_CHECKS], [failureKeys[0]!, PIN_MAX_FAILURES], [failureKeys[1]!, PIN_MAX_VENUE_FAILURES]];
  const waits: number[] = [];
  for (const [key, limit] of claims) {
    const wait = await claimSendQuota(ctx.db, now, key, limit, WINDOW_MS);
    if (wait !== null) waits.push(wait);
  }
  if (waits.length) throw new AppError('RATE_LIMITED', { extra: { retry_after: Math.max(...waits) } });

  const holders = await ctx.db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, pinHash: employees.pinHash })
    .from(employees)
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.archived, false), isNotNull(employees.pinHash)));
  const verdicts = await Promise.all(holders.map((holder) => verifyPassword(holder.pinHash, pin)));
  const matches = holders.filter((_, index) => verdicts[index]);
  if (matches.length === 0) throw fieldError('pin', 'staff_access.validation.pin_wrong');
  for (const key of failureKeys) await refundSendQuota(ctx.db, key);
  if (matches.length > 1) throw fieldError('pin', 'staff_access.validation.pin_shared');
  const [match] = matches;
  return { data: { data: { id: match!.id, name: `${match!.firstName} ${match!.lastName}`.trim() } } };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { UpdateBody } from '@chairside/shared/calendar';
import { diffChanges } from '../../../lib/activity';
import { appointmentGroups, appointments } from '../../../db/schema/index';
import type { Tx } from '../../../db/client';
import type { VenueCtx } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { announce, logItems, ownEmployee, type ActivityRow, type VenueClock } from '../core/calendar.context';
import { planLines } from '../core/calendar.plan';
import { itemsOfGroup, recordToLine, type ItemRecord } from '../core/calendar.queries';
import { clearSegments, writeSegments, type PlannedLine } from '../core/calendar.segments';
import { customerViews, tellChanged } from '../core/calendar.hooks';
import { clockAfterRelease, guardedWrite, lineSnapshot, lineValues } from '../core/calendar.write';
import type { BookingResponse } from '@chairside/shared/calendar-responses';

/**
 * POST appointments/update: edits a booking as a whole. Lines with an id are changed, lines
 * without one are added, the caller's open lines missing from the request are removed; cancelled
 * lines (and, with calendar.own, colleagues' lines) stay as they are. Each change is logged from → to.
 */
export async function updateBooking(ctx: VenueCtx, body: UpdateBody): Promise<BookingResponse> {
  const clock = await clockAfterRelease(ctx);
  const edit = await prepareEdit(ctx, clock, body);
  await guardedWrite(ctx, clock, () => edit.lines, edit.existingIds, (tx) => applyEdit(tx, ctx, clock, edit));
  return { group_id: body.group_id, appointments: await itemsOfGroup(ctx, clock.timeZone, body.group_id) };
}

/** One booking's edit, planned and checked, ready to write (a series edit writes several in one transaction). */
export interface PreparedEdit {
  body: UpdateBody;
  lines: PlannedLine[];
  existing: ItemRecord[];
  existingIds: number[];
  kept: ItemRecord[];
  removed: ItemRecord[];
  byId: Map<number, ItemRecord>;
  previousCustomer: number | null;
}

/** Reads the booking, checks what the caller may change and plans its lines (no write). */
export async function prepareEdit(ctx: VenueCtx, clock: VenueClock, body: UpdateBody): Promise<PreparedEdit> {
  const stored = await ctx.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.groupId, body.group_id)));
  // The caller edits the lines it may see (calendar.own: its own) that are still open; the others
  // (colleagues' lines, cancelled ones) stay exactly as they are.
  const own = ownEmployee(ctx);
  const visible = stored.filter((row) => own === null || row.employeeId === own);
  if (!visible.length) throw new AppError('NOT_FOUND');
  const existing = visible.filter((row) => row.status !== 'cancelled');
  const kept = stored.filter((row) => !existing.includes(row));
  const byId = new Map(existing.map((row) => [row.id, row]));
  for (const [index, line] of body.services.entries()) {
    if (line.id == null || byId.has(line.id)) continue;
    const cancelled = visible.some((row) => row.id === line.id);
    throw new AppError('VALIDATION', { errors: { [`services.${index}.id`]: [{ key: cancelled ? 'calendar.is_cancelled' : 'calendar.line_unknown' }] } });
  }
  const type = visible[0]!.type;
  const customerId = body.customer_id ?? null;
  // One booking, one customer: a caller who cannot see every open line may not change it for them.
  const previousCustomer = visible[0]!.customerId;
  if (customerId !== previousCustomer && kept.some((row) => row.status !== 'cancelled' && !visible.includes(row))) throw new AppError('FORBIDDEN');
  // A line that keeps its service keeps the length and price it was booked with unless new ones are
  // sent: a later change of the service (or the employee's own values) never alters a booking.
  // The same goes for the variant booked: absent keeps it (while the service stays), a new one sets its own length and price.
  const requested = body.services.map((sent) => {
    const before = sent.id == null ? undefined : byId.get(sent.id);
    const sameService = before !== undefined && (sent.service_id ?? null) === before.serviceId;
    const line = sameService && sent.variant_id === undefined ? { ...sent, variant_id: before.variantId } : sent;
    if (!before || !sameService || line.employee_id !== before.employeeId || (line.variant_id ?? null) !== before.variantId) return line;
    const keepSplit = line.duration == null;
    return {
      ...line,
      price: line.price ?? before.price,
      duration: line.duration ?? before.initialMinutes + before.gapMinutes + before.finishMinutes,
      gap: keepSplit ? (line.gap ?? before.gapMinutes) : line.gap,
      finish: keepSplit ? (line.finish ?? before.finishMinutes) : line.finish,
    };
  });
  const lines = await planLines(ctx, clock, requested, {
    type, status: body.status ?? 'new', customerId, color: body.color ?? null, note: body.note ?? '', forced: body.force === true, expiresAt: visible[0]!.expiresAt, date: body.date,
  });
  for (const [index, line] of lines.entries()) {
    const before = body.services[index]!.id == null ? undefined : byId.get(body.services[index]!.id!);
    if (!before) continue;
    line.id = before.id;
    line.status = body.status ?? before.status;
    line.type = before.type;
    line.onlineBookable = before.onlineBookable;
    // A forced line whose time, employee and resource stay as they were stays forced (a new note
    // needs no new confirmation); a line that moves is checked again unless force is sent.
    const unchanged = line.startsAt.getTime() === before.startsAt.getTime() && line.employeeId === before.employeeId
      && line.resourceId === before.resourceId && line.split.initial === before.initialMinutes
      && line.split.gap === before.gapMinutes && line.split.finish === before.finishMinutes;
    line.forced = body.force === true || (unchanged && before.forced);
  }
  const keptIds = new Set(lines.map((line) => line.id).filter((id): id is number => id !== undefined));
  const removed = existing.filter((row) => !keptIds.has(row.id));
  const existingIds = existing.map((row) => row.id);
  return { body, lines, existing, existingIds, kept, removed, byId, previousCustomer };
}

/** Writes a prepared edit inside the caller's guarded transaction: lines, segments, activity, the customer's "changed", the live feed. */
export async function applyEdit(tx: Tx, ctx: VenueCtx, clock: VenueClock, edit: PreparedEdit): Promise<void> {
  const { body, lines, existing, existingIds, kept, removed, byId, previousCustomer } = edit;
  const customerId = body.customer_id ?? null;
  await tx.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, existingIds))).for('update');
  const seen = await customerViews(tx, ctx.venueId, [body.group_id]);
  await clearSegments(tx, ctx.venueId, existingIds);
  if (removed.length) {
    await tx.delete(appointments).where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, removed.map((row) => row.id))));
  }
  await tx.update(appointmentGroups).set({ customerId }).where(and(eq(appointmentGroups.venueId, ctx.venueId), eq(appointmentGroups.id, body.group_id)));
  if (customerId !== previousCustomer && kept.length) {
    // The lines kept as they were (cancelled ones: open lines of colleagues were refused above) follow the booking's customer.
    await tx.update(appointments).set({ customerId }).where(and(eq(appointments.venueId, ctx.venueId), inArray(appointments.id, kept.map((row) => row.id))));
  }
  const log: ActivityRow[] = [];
  const added = lines.filter((line) => line.id === undefined);
  for (const line of lines.filter((l) => l.id !== undefined)) {
    const values = lineValues(ctx.venueId, body.group_id, ctx.employeeId, line);
    const { createdBy: _createdBy, ...changes } = values;
    await tx.update(appointments).set({ ...changes, updatedAt: ctx.deps.now() }).where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.id, line.id!)));
    const before = byId.get(line.id!)!;
    const diff = diffChanges(lineSnapshot(recordToLine(before), clock.timeZone), lineSnapshot(line, clock.timeZone));
    if (Object.keys(diff).length) log.push({ entityId: line.id!, action: 'updated', changes: diff });
  }
  if (added.length) {
    const rows = await tx
      .insert(appointments)
      .values(added.map((line) => lineValues(ctx.venueId, body.group_id, ctx.employeeId, line)))
      .returning({ id: appointments.id });
    rows.forEach((row, i) => (added[i]!.id = row.id));
    for (const line of added) log.push({ entityId: line.id!, action: 'created', changes: lineSnapshot(line, clock.timeZone) });
  }
  // A removed line is gone with its id: its removal is told on the booking's first line, where the history reads it.
  for (const row of removed) log.push({ entityId: lines[0]!.id!, action: 'removed', changes: { ...lineSnapshot(recordToLine(row), clock.timeZone), removed_id: row.id } });
  await writeSegments(tx, ctx.venueId, lines);
  await logItems(ctx, tx, log);
  const touched = [...lines.map((line) => line.id!), ...removed.map((row) => row.id)];
  // Told to the customer once per change they can see (time, length, staff, services), never for a note.
  await tellChanged(ctx, tx, seen);
  await announce(tx, ctx.venueId, 'appointments', 'updated', touched, [...lines.map((l) => l.employeeId), ...existing.map((r) => r.employeeId)]);
}


import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/**
 * The staff_hours migration turns the old weekly rows (employee_shifts: one row per weekday
 * interval) into one weekly schedule per employee and validity window. Its SELECT is run here on a
 * temporary copy of the old table, since the test template is migrated before anything is seeded.
 */
const t = useTestApp();
const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../db/migrations');

it('copies weekly rows into schedules, weekday by weekday, with breaks and open ends', async () => {
  const file = fs.readdirSync(migrations).find((name) => name.endsWith('_staff_hours.sql'))!;
  const statement = fs.readFileSync(path.join(migrations, file), 'utf8').split('--> statement-breakpoint').find((part) => part.includes('INSERT INTO employee_schedules'))!;
  const select = statement.slice(statement.indexOf('SELECT venue_id')).replace(/;\s*$/, '');
  const db = t.database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table employee_shifts (venue_id int, employee_id int, weekday smallint, starts_at time, ends_at time, valid_from date, valid_until date) on commit drop`);
    await tx.execute(sql`insert into employee_shifts values
      (1, 5, 1, '13:00', '17:00', null, null), (1, 5, 1, '09:00', '12:00', null, null), (1, 5, 3, '10:00', '24:00', null, null),
      (1, 6, 2, '08:00', '16:00', '2026-01-05', '2026-06-30')`);
    const { rows } = (await tx.execute(sql.raw(`select * from (${select}) as copied order by employee_id`))) as unknown as { rows: Record<string, unknown>[] };
    const week = (days: Record<number, [string, string][]>) => Array.from({ length: 7 }, (_, d) => (days[d] ?? []).map(([start_time, end_time]) => ({ start_time, end_time })));
    expect(rows).toEqual([
      { venue_id: 1, employee_id: 5, starts_on: '2000-01-03', ends_on: null, anchor_on: '2000-01-03', weeks: [week({ 1: [['09:00', '12:00'], ['13:00', '17:00']], 3: [['10:00', '24:00']] })] },
      { venue_id: 1, employee_id: 6, starts_on: '2026-01-05', ends_on: '2026-06-30', anchor_on: '2026-01-05', weeks: [week({ 2: [['08:00', '16:00']] })] },
    ]);
  });
});

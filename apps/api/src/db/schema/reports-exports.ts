import { customType, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from './columns';
import { venues } from './venues';
import { employees } from './staff';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A report export made in the background (issue 16): asked for by a team member when the report is
 * large (or they chose to), worked by the reports-export job, which writes the file here (any process
 * can serve it) and tells the requester in the bell. `state`: queued → running → done (or failed);
 * `progress` 0–100 for the screen's poll. The file is kept until `expires_at` (a day), then an hourly
 * sweep deletes the row.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    reportGroup: text('report_group').notNull(),
    report: text('report').notNull(),
    format: text('format').notNull(),
    /** The report's query as asked (preset or dates, filters). */
    query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
    lang: text('lang').notNull().default('en-us'),
    state: text('state').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    rows: integer('rows'),
    fileName: text('file_name').notNull().default(''),
    /** The whole file of an export made before the file was kept in pieces (report_export_chunks); null since. */
    file: bytea('file'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique().on(t.venueId, t.id),
    index('report_exports_expires').on(t.expiresAt),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.employeeId], foreignColumns: [employees.venueId, employees.id] }).onDelete('cascade'),
  ],
);

/**
 * The file of a background export in pieces, in order (`seq` from 0): the job writes each piece as the
 * writer produces it and the download streams them one by one, so neither holds the whole file in
 * memory. Deleted with their export.
 */
export const reportExportChunks = pgTable(
  'report_export_chunks',
  {
    ...tenantColumns(),
    exportId: integer('export_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    unique().on(t.venueId, t.exportId, t.seq),
    foreignKey({ columns: [t.venueId], foreignColumns: [venues.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.venueId, t.exportId], foreignColumns: [reportExports.venueId, reportExports.id] }).onDelete('cascade'),
  ],
);

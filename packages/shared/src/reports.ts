import { z } from 'zod';
import { DATE_RANGE_PRESETS } from './constants';
import { idListQuery, idSchema } from './ids';
import { REPORT_GROUPS, REPORT_STATES, COLUMN_KINDS } from './report-registry';

export * from './report-registry';

/**
 * Reports (issue 16; spec §2.3 /reports, §6 sales.reports, §9 presets): the wire shapes of a report,
 * its export and the hub; the registry of groups and reports is report-registry.ts (re-exported). Titles and texts are phrase keys in the
 * `reports` namespace: `reports.<group>_<report>` (title), `..._about` (one line), `reports.column_<key>`,
 * `reports.definition_<key>`.
 */

export const reportParams = z.object({ group: z.enum(REPORT_GROUPS), report: z.string().min(1).max(40) });

export const reportQuery = z.object({
  preset: z.enum(DATE_RANGE_PRESETS).optional(),
  date_from: z.string().max(10).optional(),
  date_to: z.string().max(10).optional(),
  employee_ids: idListQuery.optional(),
  service_ids: idListQuery.optional(),
  group_ids: idListQuery.optional(),
  product_ids: idListQuery.optional(),
  brand_ids: idListQuery.optional(),
});
export type ReportQuery = z.output<typeof reportQuery>;

export const REPORT_EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
/** An export of more rows than this runs in the background: a job with progress, the file kept a day, a bell item when ready. */
export const REPORT_BACKGROUND_ROWS = 5000;
export const reportExportQuery = reportQuery.extend({
  format: z.enum(REPORT_EXPORT_FORMATS),
  background: z.enum(['0', '1']).optional().describe('1: always in the background (202 with the export to poll); larger exports go there anyway'),
});

export const REPORT_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
/** A background export (GET reports/exports/{id}); `download` is the API path of the file (relative to the API root) once done. */
export const reportExportJob = z.object({
  id: idSchema,
  group: z.string(),
  report: z.string(),
  format: z.enum(REPORT_EXPORT_FORMATS),
  state: z.enum(REPORT_EXPORT_STATES),
  progress: z.number().int().min(0).max(100),
  rows: z.number().int().nullable(),
  file_name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  download: z.string().nullable(),
});
export type ReportExportJob = z.infer<typeof reportExportJob>;
export const reportExportJobResponse = z.object({ data: reportExportJob });

const cell = z.union([z.string(), z.number(), z.null()]);
const totals = z.record(z.string(), z.number().nullable());

export const reportResponse = z.object({
  group: z.enum(REPORT_GROUPS),
  report: z.string(),
  state: z.enum(REPORT_STATES),
  date_from: z.string(),
  date_to: z.string(),
  columns: z.array(z.object({ key: z.string(), kind: z.enum(COLUMN_KINDS), total: z.boolean() })),
  rows: z.array(z.record(z.string(), cell)),
  /** Rows of the range beyond REPORT_ROW_LIMIT are not listed; the totals still count them. */
  truncated: z.boolean(),
  totals,
  previous: z.object({ date_from: z.string(), date_to: z.string(), totals }).nullable(),
  definitions: z.array(z.object({ key: z.string(), text: z.string() })),
  currency: z.string(),
});
export type ReportResponse = z.infer<typeof reportResponse>;

export const reportHubResponse = z.object({
  date: z.string(),
  currency: z.string(),
  today: z.object({
    appointments: z.number().int(),
    new_customers: z.number().int(),
    booked_minutes: z.number().int(),
    shift_minutes: z.number().int(),
    /** Booked minutes over shift minutes, in percent (null without shifts). */
    utilisation: z.number().nullable(),
    /** The day's net sales (sales less voids and refunds, before tax); kept nullable for older clients. */
    takings: z.number().int().nullable(),
  }),
  groups: z.array(z.object({
    group: z.enum(REPORT_GROUPS),
    reports: z.array(z.object({ report: z.string(), state: z.enum(REPORT_STATES), plan_gated: z.boolean() })),
  })),
});
export type ReportHubResponse = z.infer<typeof reportHubResponse>;

/** GET reports/filters: what the filters offer, by name (readable with sales.reports alone). */
const option = z.object({ id: z.number().int(), name: z.string() });
export const reportFiltersResponse = z.object({
  employee_ids: z.array(option),
  service_ids: z.array(option),
  group_ids: z.array(option),
  product_ids: z.array(option),
  brand_ids: z.array(option),
});
export type ReportFiltersResponse = z.infer<typeof reportFiltersResponse>;

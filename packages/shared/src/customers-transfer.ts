import { z } from 'zod';
import { idSchema } from './ids';
import { IMPORT_FIELDS } from './rules/customer-import';

/** Wire shapes of customer import (upload, preview, dry run, start, status, report) and duplicates/merge/undo. */

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_CONTENT_TYPES = ['text/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'] as const;
export const IMPORT_PREVIEW_ROWS = 10;

export const importMappingSchema = z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0).max(199));

export const importUploadQuery = z.object({ file_name: z.string().trim().max(200).default('customers.csv') });

/** Days an import's file and its report of rows left out are kept after it finished (or was left unstarted). */
export const IMPORT_KEEP_DAYS = 7;
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export const importSummarySchema = z.object({
  id: idSchema,
  file_name: z.string(),
  format: z.enum(['csv', 'xlsx']),
  status: z.enum(IMPORT_STATUSES),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** A row as it will be imported (or what is wrong with it). */
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  birthday: z.string().nullable(),
  tags: z.array(z.string()),
  problems: z.array(z.string()),
});

/** POST customers/import: the file is stored, its headers read and the columns guessed. */
export const importUploadResponse = z.object({
  import: importSummarySchema,
  encoding: z.string(),
  delimiter: z.string(),
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  sample: z.array(z.array(z.string())),
});
export type ImportUploadResponse = z.infer<typeof importUploadResponse>;

export const importMappingBody = z.object({ mapping: importMappingSchema });
export type ImportMappingBody = z.infer<typeof importMappingBody>;

/** POST customers/import/preview/{id}: the first rows as they will be imported. */
export const importPreviewResponse = z.object({ rows: z.array(importPreviewRowSchema) });
export type ImportPreviewResponse = z.infer<typeof importPreviewResponse>;

/** A row that will not (or did not) go in: its number in the file (the header is row 1) and why, in the reader's language. */
export const importProblemSchema = z.object({ row: z.number().int(), reasons: z.array(z.string()) });

/** POST customers/import/dry-run/{id}: what the import would do, writing nothing. */
export const importDryRunResponse = z.object({
  total_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  problems: z.array(importProblemSchema),
});
export type ImportDryRunResponse = z.infer<typeof importDryRunResponse>;

export const importStatusResponse = z.object({ import: importSummarySchema });
export type ImportStatusResponse = z.infer<typeof importStatusResponse>;

// Duplicates and merge.

export const MERGE_FIELDS = ['first_name', 'last_name', 'phone', 'email', 'birthday', 'gender', 'address', 'alerts', 'preferred_employee_id'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const mergeCustomerSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  birthday: z.string().nullable(),
  gender: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  alerts: z.string(),
  notes: z.string(),
  tags: z.array(z.string()),
  preferred_employee_id: z.number().int().nullable(),
  /** The preferred employee's name, to show beside the id. */
  preferred_employee_name: z.string().nullable(),
  email_marketing: z.boolean(),
  sms_marketing: z.boolean(),
  appointments: z.number().int(),
  created_at: z.string(),
});
export type MergeCustomer = z.infer<typeof mergeCustomerSchema>;

export const DUPLICATE_REASONS = ['phone', 'email', 'name'] as const;
export const duplicateGroupSchema = z.object({
  reason: z.enum(DUPLICATE_REASONS),
  customers: z.array(mergeCustomerSchema),
});
export type DuplicateGroup = z.infer<typeof duplicateGroupSchema>;

export const duplicatesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export const duplicatesResponse = z.object({
  data: z.array(duplicateGroupSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
});
export type DuplicatesResponse = z.infer<typeof duplicatesResponse>;

export const mergeBody = z.object({
  keep_id: idSchema,
  merge_id: idSchema,
  /** Per field, whose value the kept customer ends with (default: its own). */
  values: z.partialRecord(z.enum(MERGE_FIELDS), z.enum(['keep', 'merge'])).default({}),
});
export type MergeBody = z.input<typeof mergeBody>;

export const mergeSummarySchema = z.object({
  id: idSchema,
  kept: z.object({ id: idSchema, name: z.string() }),
  merged: z.object({ id: idSchema, name: z.string() }),
  moved: z.record(z.string(), z.number().int()),
  created_at: z.string(),
  undone: z.boolean(),
  can_undo: z.boolean(),
});
export type MergeSummary = z.infer<typeof mergeSummarySchema>;

export const mergeResponse = z.object({ merge: mergeSummarySchema, message: z.string() });
export type MergeResponse = z.infer<typeof mergeResponse>;
export const mergesResponse = z.object({ data: z.array(mergeSummarySchema) });
export type MergesResponse = z.infer<typeof mergesResponse>;

/** Undo is offered this long after a merge. */
export const MERGE_UNDO_DAYS = 30;

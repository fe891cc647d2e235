import { z } from 'zod';
import { idParamSchema, idSchema } from './ids';
import { isIsoDate } from './rules/calendar-time';

/**
 * Expenses (issue 16; spec §2.3 /reports/expenses): what the venue spent, on a date, in a category,
 * with the tax in it; amounts in minor units. Categories and expenses are archived, not deleted.
 */

const rule = (key: string) => ({ params: { key: `reports.validation.${key}` } });
const name = z.string().trim().min(1).max(80);
const day = z.string().refine(isIsoDate, rule('date'));

export const expenseCategoryBody = z.object({ name });
export type ExpenseCategoryBody = z.infer<typeof expenseCategoryBody>;

export const expenseCategorySchema = z.object({
  id: idSchema, name: z.string(), archived: z.boolean(), expense_count: z.number().int(),
});
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;
export const expenseCategoryResponse = z.object({ data: expenseCategorySchema, message: z.string().optional() });
export const expenseCategoriesResponse = z.object({ data: z.array(expenseCategorySchema) });
export const archivedFlagQuery = z.object({ archived: z.enum(['0', '1']).optional() });

export const MAX_EXPENSE = 100_000_000;
export const expenseBody = z
  .object({
    category_id: idSchema,
    spent_on: day,
    amount: z.number().int().positive().max(MAX_EXPENSE),
    tax_amount: z.number().int().min(0).max(MAX_EXPENSE).default(0),
    note: z.string().trim().max(500).default(''),
  })
  .refine((b) => b.tax_amount <= b.amount, { path: ['tax_amount'], ...rule('tax') });
export type ExpenseBody = z.input<typeof expenseBody>;

export const expenseSchema = z.object({
  id: idSchema, category_id: idSchema, category_name: z.string(), spent_on: z.string(), amount: z.number().int(),
  tax_amount: z.number().int(), note: z.string(), archived: z.boolean(), created_by_name: z.string(),
  receipt_photo: z.string().nullable().describe('URL path of the photographed receipt (WebP, up to 1600 px), or null'),
});
export type Expense = z.infer<typeof expenseSchema>;
export const expenseResponse = z.object({ data: expenseSchema, message: z.string().optional() });

export const expensesQuery = z.object({
  date_from: day.optional(), date_to: day.optional(), category_id: idParamSchema.optional(), archived: z.enum(['0', '1']).optional(),
});
export const expensesResponse = z.object({
  data: z.array(expenseSchema),
  totals: z.object({ amount: z.number().int(), tax_amount: z.number().int(), count: z.number().int() }),
});
export type ExpensesResponse = z.infer<typeof expensesResponse>;

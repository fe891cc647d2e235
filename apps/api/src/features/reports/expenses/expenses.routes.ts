import {
  archivedFlagQuery, expenseBody, expenseCategoriesResponse, expenseCategoryBody, expenseCategoryResponse, expenseResponse, expensesQuery, expensesResponse,
} from '@chairside/shared/expenses';
import { idParamsSchema } from '@chairside/shared/ids';
import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import { imageUploadRoute } from '../../../lib/images';
import {
  archiveCategory, archiveExpense, categoryDetail, expenseDetail, listCategories, listExpenses, setExpenseReceipt, storeCategory, storeExpense, updateCategory, updateExpense,
} from './expenses.service';

const tags = ['reports'];
// Expenses sit with the reports (spec §2.3 /reports/expenses): sales.reports.
const config = { permission: 'sales.reports' as const };

/** expenses and expense-categories: list, detail, store, update, archive. */
export async function expensesRoutes(app: App) {
  app.get('/expense-categories', {
    config, schema: { tags, summary: 'Expense categories by name (archived=1: the archived ones)', querystring: archivedFlagQuery, response: { 200: expenseCategoriesResponse } },
  }, async (request) => listCategories(venueCtx(request), request.query.archived === '1'));
  app.get('/expense-categories/detail/:id', {
    config, schema: { tags, summary: 'One expense category', params: idParamsSchema, response: { 200: expenseCategoryResponse } },
  }, async (request) => categoryDetail(venueCtx(request), request.params.id));
  app.post('/expense-categories/store', {
    config: { ...config, idempotent: true }, schema: { tags, summary: 'Add an expense category', body: expenseCategoryBody, response: { 200: expenseCategoryResponse } },
  }, async (request) => storeCategory(venueCtx(request), request.body));
  app.post('/expense-categories/update/:id', {
    config, schema: { tags, summary: 'Rename an expense category', params: idParamsSchema, body: expenseCategoryBody, response: { 200: expenseCategoryResponse } },
  }, async (request) => updateCategory(venueCtx(request), request.params.id, request.body));
  app.post('/expense-categories/archive/:id', {
    config, schema: { tags, summary: 'Archive an expense category (its expenses keep it)', params: idParamsSchema, response: { 200: expenseCategoryResponse } },
  }, async (request) => archiveCategory(venueCtx(request), request.params.id));

  app.get('/expenses', {
    config, schema: { tags, summary: 'Expenses, newest first, within the dates and category, with their totals', querystring: expensesQuery, response: { 200: expensesResponse } },
  }, async (request) => listExpenses(venueCtx(request), request.query));
  app.get('/expenses/detail/:id', {
    config, schema: { tags, summary: 'One expense', params: idParamsSchema, response: { 200: expenseResponse } },
  }, async (request) => expenseDetail(venueCtx(request), request.params.id));
  app.post('/expenses/store', {
    config: { ...config, idempotent: true }, schema: { tags, summary: 'Record an expense: category, date, amount with its tax, note', body: expenseBody, response: { 200: expenseResponse } },
  }, async (request) => storeExpense(venueCtx(request), request.body));
  app.post('/expenses/update/:id', {
    config, schema: { tags, summary: 'Change an expense', params: idParamsSchema, body: expenseBody, response: { 200: expenseResponse } },
  }, async (request) => updateExpense(venueCtx(request), request.params.id, request.body));
  app.post('/expenses/archive/:id', {
    config, schema: { tags, summary: 'Archive an expense (it leaves the reports)', params: idParamsSchema, response: { 200: expenseResponse } },
  }, async (request) => archiveExpense(venueCtx(request), request.params.id));
  app.post('/expenses/receipt/:id', {
    ...imageUploadRoute,
    config,
    schema: {
      tags, summary: 'Attach the photographed receipt: the raw picture (JPEG, PNG or WebP, up to 15 MB) as the body; stored as WebP within 1600 px',
      consumes: imageUploadRoute.consumes, params: idParamsSchema, response: { 200: expenseResponse },
    },
  }, async (request) => setExpenseReceipt(venueCtx(request), request.params.id, request.body, app.prefix));
  app.post('/expenses/receipt/delete/:id', {
    config, schema: { tags, summary: 'Remove the receipt photo of an expense', params: idParamsSchema, response: { 200: expenseResponse } },
  }, async (request) => setExpenseReceipt(venueCtx(request), request.params.id, null, app.prefix));
}

/**
 * The reports feature's public face (issue 16): the reports and the hub (reports.run.ts), expenses
 * (expenses/) and background exports (exports/). Routes, the seed and other features come through here.
 */
export { REPORTS_EXPORT_LIMIT, reportFilters, reportHub, reportable, runReport } from './reports.run';
export { insertExpenses } from './expenses/expenses.service';
export { seedExport } from './exports/report-exports.service';

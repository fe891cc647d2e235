/**
 * The report groups and a report's title key: all the router needs for the report routes and their
 * breadcrumbs, kept apart from the registry (report-registry.ts: columns, filters, definitions) so
 * the first screen's bundle stays small.
 */
export const REPORT_GROUPS = ['financial', 'customer', 'inventory', 'services', 'employees', 'expenses'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The phrase key of a report's title: `reports.<group>_<report>`. */
export const reportTitleKey = (r: { group: string; report: string }) => `reports.${r.group}_${r.report.replaceAll('-', '_')}`;

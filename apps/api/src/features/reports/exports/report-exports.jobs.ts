import type { Deps } from '../../../lib/context';
import type { JobDefinition } from '../../../lib/jobs/jobs';
import { EXPORT_QUEUE, runExport, sweepExports, type ExportJobData } from './report-exports.service';

/** One job per background export (a retry starts the file over). */
export function reportExportJob(deps: Deps): JobDefinition<ExportJobData> {
  return { name: EXPORT_QUEUE, queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 900 }, handle: (data) => runExport(deps, data) };
}

/** Hourly: exports older than a day are deleted. */
export function reportExportCleanupJob(deps: Deps): JobDefinition {
  return { name: 'reports-export-cleanup', cron: '23 * * * *', queue: { retryLimit: 1 }, handle: async () => void (await sweepExports(deps)) };
}

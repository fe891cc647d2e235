import type { Deps } from './lib/context';
import type { JobDefinition } from './lib/jobs/jobs';
import { outboxDeliveryJob } from './lib/mail';
import { idempotencyCleanupJob } from './lib/idempotency/idempotency-store';
import { slotReleaseJob } from './features/calendar/calendar.jobs';
import { formLinksJob } from './features/customers/forms/form-links';
import { customerImportJob, customerImportPurgeJob } from './features/customers/import/import.jobs';
import { remindersJob } from './features/reminders/reminders.jobs';
import { thankYouJob } from './features/reminders/reminders.thank-you';
import { compactDailyStatsJob } from './features/reports/reports.jobs';
import { reportExportCleanupJob, reportExportJob } from './features/reports/exports/report-exports.jobs';
import { sandboxWebhookJob } from './features/payments/sandbox/sandbox-events';
import { pushDeliveryJob } from './features/notifications/push.delivery';
import { renewalsJob } from './features/subscription/subscription.jobs';
import { smsDeliveryJob } from './features/sms/sms.delivery';
import { onlineDepositRefundJob } from './features/online-booking/online-booking.service';
import { tillCardLateRefundJob } from './features/sales/sales.service';

/**
 * Every queue and every piece of scheduled work, on pg-boss (lib/jobs). The server works them
 * (buildApp's `scheduled` option); test apps only create the queues and call the handlers.
 */
export function jobDefinitions(deps: Deps): JobDefinition[] {
  return [
    outboxDeliveryJob(deps.db, deps.mail),
    slotReleaseJob(deps),
    idempotencyCleanupJob(deps.db, deps.now),
    formLinksJob(deps),
    customerImportJob(deps),
    customerImportPurgeJob(deps),
    compactDailyStatsJob(deps),
    reportExportJob(deps),
    reportExportCleanupJob(deps),
    sandboxWebhookJob(deps),
    pushDeliveryJob(deps),
    remindersJob(deps),
    thankYouJob(deps),
    renewalsJob(deps),
    smsDeliveryJob(deps),
    onlineDepositRefundJob(deps),
    tillCardLateRefundJob(deps),
  ];
}

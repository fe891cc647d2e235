import { findReport } from '@chairside/shared/reports';
import { ReportView } from '@/features/reports/components/report-view';

/** /sales/memberships: the memberships report (financial/memberships), reached from Sales too (spec §2.3). */
export function MembershipSalesScreen() {
  return <ReportView spec={findReport('financial', 'memberships')!} />;
}

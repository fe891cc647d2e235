import { useLocation } from 'react-router';
import { REPORT_GROUPS, type ReportGroup } from '@chairside/shared/reports';
import { ReportsHub } from '@/features/reports/components/reports-hub';

/** /reports (every group) and /reports/{group} (that group's reports). */
export function ReportsHubScreen() {
  const segment = useLocation().pathname.split('/')[2] ?? '';
  const group = (REPORT_GROUPS as readonly string[]).includes(segment) ? (segment as ReportGroup) : undefined;
  return <ReportsHub only={group} />;
}

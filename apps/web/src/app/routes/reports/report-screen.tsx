import { Navigate, useLocation } from 'react-router';
import { findReport } from '@chairside/shared/reports';
import { ReportView } from '@/features/reports/components/report-view';

/** /reports/{group}/{report}: one report of the registry. */
export function ReportScreen() {
  const [, , group = '', report = ''] = useLocation().pathname.split('/');
  const spec = findReport(group, report);
  if (!spec) return <Navigate to="/reports" replace />;
  return <ReportView key={`${group}/${report}`} spec={spec} />;
}

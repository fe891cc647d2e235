import { Outlet } from 'react-router';
import type { PermissionFlag } from '@chairside/shared/permissions';
import { can, useAccess } from '@/lib/can';
import { AccessPage } from '@/components/ui/access-page';

/**
 * Permission blocking (spec §2.1, §6): once permissions are loaded, a route whose flag is missing
 * or zero shows the access page instead of the screen.
 */
export function PermissionGate({ flag }: { flag: PermissionFlag }) {
  const access = useAccess();
  if (access.permissions !== null && !can(flag, access)) return <AccessPage />;
  return <Outlet />;
}

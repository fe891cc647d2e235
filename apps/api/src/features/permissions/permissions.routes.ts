import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import {
  permissionsListSchema, permissionsUpdateResponseSchema, permissionsUpdateSchema,
} from '@chairside/shared/permissions-api';
import { listPermissions, updatePermissions } from './permissions.service';

export async function permissionsRoutes(app: App) {
  app.get(
    '/permissions/list',
    {
      config: { permission: 'permissions' },
      schema: {
        tags: ['permissions'],
        summary: "The venue's staff with their roles and permission flags, the flag list and role defaults",
        response: { 200: permissionsListSchema },
      },
    },
    async (request) => listPermissions(venueCtx(request)),
  );

  app.post(
    '/permissions/update',
    {
      config: { permission: 'permissions' },
      schema: {
        tags: ['permissions'],
        summary: "Set an employee's flags, or reset them to a role's defaults",
        body: permissionsUpdateSchema,
        response: { 200: permissionsUpdateResponseSchema },
      },
    },
    async (request) => updatePermissions(venueCtx(request), request.body),
  );
}

import { z } from 'zod';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { idParamsSchema } from '@chairside/shared/ids';
import { archiveEmployee } from './staff.service';
import { hoursRoutes } from './hours/hours.routes';

export async function staffRoutes(app: App) {
  await hoursRoutes(app);
  app.post(
    '/employees/archive/:id',
    {
      config: { permission: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Archive an employee and end their sessions',
        params: idParamsSchema,
        response: { 200: z.object({ id: z.number().int(), archived: z.literal(1), message: z.string() }) },
      },
    },
    async (request) => archiveEmployee(venueCtx(request), request.params.id),
  );
}

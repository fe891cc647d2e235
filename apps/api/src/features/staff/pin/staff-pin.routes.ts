import type { App } from '../../../lib/app-type';
import { venueCtx } from '../../../lib/context';
import {
  pinCheckResponseSchema, pinCheckSchema, pinStatusSchema, pinUpdateResponseSchema, pinUpdateSchema,
  venuePinResponseSchema, venuePinSchema,
} from '@chairside/shared/staff-pin';
import { checkPin, pinStatus, setPin, setVenuePin } from './staff-pin.service';

/** Staff PIN routes (spec §7 "Permissions and staff PIN"). */
export async function staffPinRoutes(app: App) {
  app.get(
    '/employees/pin',
    {
      schema: {
        tags: ['staff'],
        summary: "The venue's PIN switch, the caller's own PIN state and (with the staff flag) who has a PIN",
        response: { 200: pinStatusSchema },
      },
    },
    async (request) => pinStatus(venueCtx(request)),
  );

  app.post(
    '/settings/venue/pin',
    {
      // `staff`, like the /staff/pin screen it is switched on: the people who manage the team's PINs.
      config: { permission: 'staff' },
      schema: { tags: ['staff'], summary: 'Switch staff PINs on or off for the venue', body: venuePinSchema, response: { 200: venuePinResponseSchema } },
    },
    async (request) => setVenuePin(venueCtx(request), request.body.staff_pin),
  );

  app.patch(
    '/employees/pin',
    {
      // Anyone sets their own; another employee's needs `staff` (checked in the service).
      schema: { tags: ['staff'], summary: "Set or remove one's own PIN, or (staff) another employee's", body: pinUpdateSchema, response: { 200: pinUpdateResponseSchema } },
    },
    async (request) => setPin(venueCtx(request), request.body),
  );

  app.post(
    '/employees/pin/check',
    {
      schema: { tags: ['staff'], summary: 'Whose PIN is this (rate-limited, locked after repeated wrong PINs)', body: pinCheckSchema, response: { 200: pinCheckResponseSchema } },
    },
    async (request) => checkPin(venueCtx(request), request.body.pin),
  );
}

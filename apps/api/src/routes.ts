import type { App } from './lib/app-type';
import { translationsRoutes } from './features/translations/translations.routes';
import { authRoutes } from './features/auth/auth.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { permissionsRoutes } from './features/permissions/permissions.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { customersRoutes } from './features/customers/customers.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { inventoryRoutes } from './features/inventory/inventory.routes';
import { salesRoutes } from './features/sales/sales.routes';
import { imagesRoutes } from './features/images/images.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { remindersPublicRoutes, remindersRoutes } from './features/reminders/reminders.routes';
import { smsPublicRoutes, smsRoutes } from './features/sms/sms.routes';
import { customerFormsPublicRoutes } from './features/customers/forms/forms-public.routes';
import { subscriptionRoutes } from './features/subscription/subscription.routes';
import { paymentsPublicRoutes, paymentsRoutes } from './features/payments/payments.routes';
import { onlineBookingPageRoutes, onlineBookingPublicRoutes, onlineBookingRoutes } from './features/online-booking/online-booking.routes';

/** Every feature's routes, under the API prefix. */
export async function featureRoutes(app: App) {
  await app.register(translationsRoutes);
  await app.register(authRoutes);
  await app.register(onboardingRoutes);
  await app.register(settingsRoutes);
  await app.register(permissionsRoutes);
  await app.register(profileRoutes);
  await app.register(staffRoutes);
  await app.register(calendarRoutes);
  await app.register(customersRoutes);
  await app.register(catalogRoutes);
  await app.register(inventoryRoutes);
  await app.register(salesRoutes);
  await app.register(imagesRoutes);
  await app.register(reportsRoutes);
  await app.register(notificationRoutes);
  await app.register(subscriptionRoutes);
  await app.register(paymentsRoutes);
  await app.register(remindersRoutes);
  await app.register(onlineBookingRoutes);
  await app.register(smsRoutes);
}

/** Routes for people without an account (a customer's form link), under /api/v1/public. */
export async function publicRoutes(app: App) {
  await app.register(customerFormsPublicRoutes);
  await app.register(paymentsPublicRoutes);
  await app.register(remindersPublicRoutes);
  await app.register(smsPublicRoutes);
  // Last: its /{sub}/… paths give way to the fixed first segments above (forms, payments, reminders, sms).
  await app.register(onlineBookingPublicRoutes);
}

/** Routes outside the API prefixes: the booking page's QR code (/book/{sub}/qrcode.svg). */
export async function pageRoutes(app: App, options: { webDist: string | null }) {
  await app.register(onlineBookingPageRoutes, options);
}

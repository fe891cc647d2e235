import { eq } from 'drizzle-orm';
import { ROLE_PERMISSIONS } from '@chairside/shared/permissions';
import { announcementUpdateBody, templateUpdateBody } from '@chairside/shared/customers-settings';
import type { Tx } from '../client';
import { employees } from '../schema/index';
import type { VenueCtx } from '../../lib/context';
import { t } from '../../lib/i18n';
import { updateVenueSection } from '../../features/settings/settings.service';
import { updateAnnouncement, updateTemplate } from '../../features/customers/customers.service';

/**
 * Demo Salon's booking policy text, a special announcement for the coming weeks and one message in
 * its own words, made through the settings' and the customers' services as the venue's owner.
 */
export async function seedCustomerSettings(tx: Tx, venueId: number, ownerEmployeeId: number, now: Date): Promise<void> {
  const [owner] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, ownerEmployeeId));
  const ctx = {
    db: tx,
    deps: { now: () => now },
    lang: 'en-us',
    platform: 'web',
    ip: '127.0.0.1',
    requestId: 'seed',
    venueId,
    employeeId: ownerEmployeeId,
    userId: owner!.userId!,
    session: { id: 0, userId: owner!.userId!, email: '', isSupport: false, viaSupport: false, venueId, employeeId: ownerEmployeeId, role: 'owner', permissions: ROLE_PERMISSIONS.owner },
  } as unknown as VenueCtx;

  await updateVenueSection(ctx, { section: 'policy', policy_text: t('en-us', 'customer_settings.policy.default_text'), cancellation_notice_hours: 24 });
  const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await updateAnnouncement(ctx, announcementUpdateBody.parse({
    enabled: true,
    title: 'Longer opening hours',
    text: 'From now on we are open until 21:00 on Thursdays and Fridays. Book your after-work appointment online!',
    starts_on: day(-2),
    ends_on: day(28),
  }));
  await updateTemplate(ctx, templateUpdateBody.parse({
    event: 'thank_you',
    channel: 'sms',
    lang: 'en-us',
    body: 'Thanks for coming to {venue}, {customer_first_name}! Loving the new look? Tell us in a minute: {review_link}',
  }));
}

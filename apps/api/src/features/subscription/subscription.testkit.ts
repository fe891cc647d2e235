import { eq } from 'drizzle-orm';
import { venues } from '../../db/schema/index';
import { todayIn } from '../../lib/access';
import type { TestApp } from '../../test/test-app';

/** Helpers for the subscription tests: the Demo Salon's today and its venue row. */
const DAY = 86_400_000;
export const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export function subscriptionKit(t: TestApp) {
  return {
    /** Today in the salon's time zone (renewal and trial days are the venue's). */
    salonToday: async () => {
      const [venue] = await t.database.db.select({ timezone: venues.timezone }).from(venues).where(eq(venues.id, t.seed.salon.id));
      return todayIn(venue!.timezone, new Date());
    },
    salon: async () => (await t.database.db.select().from(venues).where(eq(venues.id, t.seed.salon.id)))[0]!,
    setSalon: (values: Partial<typeof venues.$inferInsert>) => t.database.db.update(venues).set(values).where(eq(venues.id, t.seed.salon.id)),
  };
}

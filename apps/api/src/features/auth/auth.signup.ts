import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { signupBody } from '@chairside/shared/auth';
import { PALETTE, TRIAL_DAYS, TRIAL_PLAN } from '@chairside/shared/constants';
import type { Queryable } from '../../db/client';
import { users, venues } from '../../db/schema/index';
import type { Ctx } from '../../lib/context';
import { fieldCodeError, type RedirectBody } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { createDefaultTaxRates } from '../catalog/catalog.service';
import { insertEmployee } from '../staff/staff.service';
import { createSession } from './auth.sessions';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

const emailTaken = () => fieldCodeError('EMAIL_TAKEN', 'email');

export async function isEmailFree(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return !row;
}

/**
 * A new venue owner: user, venue (pro on a 14-day trial, onboarding from "about"), owner
 * employee and a session bound to the venue, all in one transaction. A taken address → 422.
 */
export async function signup(ctx: Ctx, input: z.output<typeof signupBody>): Promise<RedirectBody> {
  if (!(await isEmailFree(ctx.db, input.email))) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.deps.now();
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name, phone: input.phone })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Two sign-ups racing for one address: the loser changes nothing.
    if (!user) throw emailTaken();
    const [venue] = await tx
      .insert(venues)
      .values({
        title: input.venue_title,
        phone: input.phone,
        email: input.email,
        lang: input.lang ?? ctx.lang,
        plan: TRIAL_PLAN,
        planPaid: false,
        trialStart: isoDate(now),
        trialEnd: isoDate(addDays(now, TRIAL_DAYS)),
        onboardingStep: 'about',
      })
      .returning({ id: venues.id });
    // Its tax rates from the start: prices, services and sales need a default rate.
    await createDefaultTaxRates(tx, venue!.id);
    const employeeId = await insertEmployee(tx, venue!.id, {
      userId: user.id,
      role: 'owner',
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      email: input.email,
      color: PALETTE[4],
    });
    const { token } = await createSession(tx, now, { userId: user.id, venueId: venue!.id, employeeId });
    return { action: 'go_to_onboarding', token };
  });
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import { toFlag } from '@chairside/shared/access';
import type { PasswordChange, Preferences, Profile } from '@chairside/shared/profile';
import { employees, sessions, users, venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError, fieldCodeError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { accessColumns, accessFrom } from '../../lib/access';

/**
 * The signed-in person's profile (spec §3 "Profile", §7 "Profile"): read, password, preferences.
 * The e-mail change with a code lives in profile.email.ts. Calls that name an employee id accept
 * only the caller's own (anything else → 403, whichever venue it belongs to).
 */

export function assertOwnId(ctx: VenueCtx, id: number): void {
  if (id !== ctx.employeeId) throw new AppError('FORBIDDEN');
}

/** GET employees/profile: one query for the employee, the user and the venue's plan state. */
export async function getProfile(ctx: VenueCtx): Promise<Profile> {
  const [row] = await ctx.db
    .select({ employee: employees, user: users, access: accessColumns })
    .from(employees)
    .innerJoin(users, eq(users.id, ctx.userId))
    .innerJoin(venues, eq(venues.id, employees.venueId))
    .where(and(eq(employees.venueId, ctx.venueId), eq(employees.id, ctx.employeeId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const { employee, user } = row;
  return {
    is_owner: toFlag(employee.isOwner),
    id: employee.id,
    email: user.email,
    avatar: employee.avatar,
    first_name: employee.firstName || user.firstName,
    last_name: employee.lastName || user.lastName,
    phone: employee.phone || user.phone,
    email_agr: toFlag(user.emailAgreement),
    sms_agr: toFlag(user.smsAgreement),
    phone_agr: toFlag(user.phoneAgreement),
    ...accessFrom(ctx, row.access),
  };
}

const wrongPassword = () => fieldCodeError('WRONG_PASSWORD', 'current_password');

/**
 * POST employees/update/password/{id}: needs the current password (unless the account never had
 * one, e.g. Google sign-in only); ends the user's other sessions, keeps this one.
 */
export async function changePassword(ctx: VenueCtx, id: number, input: PasswordChange): Promise<{ message: string }> {
  assertOwnId(ctx, id);
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.userId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  if (user.passwordHash && !(input.current_password && (await verifyPassword(user.passwordHash, input.current_password)))) {
    throw wrongPassword();
  }
  const passwordHash = await hashPassword(input.password);
  const now = ctx.deps.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, ctx.userId));
    // The auth feature's revokeUserSessions ends every session; here the caller's own one stays.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, ctx.userId), ne(sessions.id, ctx.session.id), isNull(sessions.revokedAt)));
  });
  return { message: t(ctx.lang, 'profile.password_changed') };
}

/** POST employees/update-preferences: the three contact agreements. */
export async function updatePreferences(ctx: VenueCtx, input: Preferences): Promise<{ message: string }> {
  await ctx.db
    .update(users)
    .set({
      phoneAgreement: input.phone_agreement === 1,
      emailAgreement: input.email_agreement === 1,
      smsAgreement: input.sms_agreement === 1,
    })
    .where(eq(users.id, ctx.userId));
  return { message: t(ctx.lang, 'profile.preferences_saved') };
}

import { and, eq, isNull, or } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { SocialBody } from '@chairside/shared/auth';
import { users } from '../../db/schema/index';
import type { Ctx } from '../../lib/context';
import { AppError, type RedirectBody } from '../../lib/errors';
import { signIn } from './auth.sessions';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** One key set per URL: jose caches Google's rotating keys and refetches on an unknown key id. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let found = keySets.get(url);
  if (!found) {
    found = createRemoteJWKSet(new URL(url));
    keySets.set(url, found);
  }
  return found;
}

const isVerified = (payload: JWTPayload) => payload.email_verified === true || payload.email_verified === 'true';

/** Verifies a Google ID token: signature, issuer, audience, expiry and a verified e-mail. */
async function verifyGoogle(ctx: Ctx, clientId: string, idToken: string): Promise<{ subject: string; email: string }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(ctx.deps.env.googleJwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: ctx.deps.now(),
    }));
  } catch {
    throw new AppError('SOCIAL_INVALID');
  }
  if (!isVerified(payload) || typeof payload.email !== 'string' || !payload.sub) throw new AppError('SOCIAL_INVALID');
  return { subject: payload.sub, email: payload.email.trim().toLowerCase() };
}

/**
 * Google sign-in for an existing account, found by its Google subject or its e-mail address
 * (the first sign-in links the subject). An unknown person is asked to sign up first.
 */
export async function socialSignIn(ctx: Ctx, input: SocialBody): Promise<RedirectBody> {
  const clientId = ctx.deps.env.googleClientId;
  if (!clientId) throw new AppError('SOCIAL_NOT_CONFIGURED');
  const { subject, email } = await verifyGoogle(ctx, clientId, input.id_token);
  const found = await ctx.db
    .select({ id: users.id, googleSubject: users.googleSubject })
    .from(users)
    .where(or(eq(users.googleSubject, subject), eq(users.email, email)));
  const user = found.find((u) => u.googleSubject === subject) ?? found[0];
  if (!user) throw new AppError('SOCIAL_NO_ACCOUNT');
  if (user.googleSubject !== null && user.googleSubject !== subject) throw new AppError('SOCIAL_INVALID');
  if (user.googleSubject === null) {
    await ctx.db.update(users).set({ googleSubject: subject }).where(and(eq(users.id, user.id), isNull(users.googleSubject)));
  }
  return signIn(ctx, user.id);
}

/** What the web needs to show the Google button (public). */
export const authConfig = (ctx: Ctx) => ({
  social: { google: ctx.deps.env.googleClientId ? { client_id: ctx.deps.env.googleClientId } : null },
});

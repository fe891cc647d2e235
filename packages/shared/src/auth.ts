import { z } from 'zod';
import { LANGUAGES } from './constants';
import { idSchema } from './ids';

/** Wire shapes of the auth feature (sign-in, sign-up, passwords, social and support sign-in). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** Sessions last this long; support sessions much less. */
export const SESSION_DAYS = 30;
export const SUPPORT_SESSION_HOURS = 12;
export const SETUP_PASSWORD_DAYS = 7;
export const RESET_PASSWORD_MINUTES = 60;
/**
 * Sign-in limits per fixed window: failed sign-ins per account from one client address (and, once an
 * account has that many failures from anywhere, one more per address), and every sign-in attempt
 * from one client address whatever its outcome.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES_PER_EMAIL = 10;
export const LOGIN_MAX_ATTEMPTS_PER_IP = 100;

/** An e-mail address, trimmed and lower-cased before it is checked. */
export const emailField = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const passwordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** Only the length is checked when signing in: old passwords may predate today's rule. */
const givenPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const opaqueToken = z.string().min(20).max(200);

export const loginBody = z.object({ email: emailField, password: givenPassword });
export type LoginBody = z.infer<typeof loginBody>;

export const selectVenueBody = z.object({ venue_id: idSchema });
export type SelectVenueBody = z.infer<typeof selectVenueBody>;

export const checkEmailBody = z.object({ email: emailField });
export const checkEmailResponse = z.object({ available: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponse>;

export const signupBody = z.object({
  email: emailField,
  password: passwordField,
  first_name: z.string().trim().min(1).max(80),
  last_name: z.string().trim().max(80).default(''),
  phone: z.string().trim().min(5).max(40),
  venue_title: z.string().trim().min(1).max(120),
  lang: z.enum(LANGUAGES).optional(),
});
export type SignupBody = z.input<typeof signupBody>;

export const setPasswordBody = z.object({ token: opaqueToken, password: passwordField });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const socialBody = z.object({ provider: z.literal('google'), id_token: z.string().min(20).max(4096) });
export type SocialBody = z.infer<typeof socialBody>;

export const supportLoginBody = loginBody.extend({ venue_id: idSchema });
export type SupportLoginBody = z.infer<typeof supportLoginBody>;

export const okResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;

export const authConfigResponse = z.object({
  social: z.object({ google: z.object({ client_id: z.string() }).nullable() }),
});
export type AuthConfig = z.infer<typeof authConfigResponse>;

/** A venue the user can work in, as the Venues screen lists it. */
export const venueChoice = z.object({
  id: idSchema,
  title: z.string(),
  address: z.string(),
  logo: z.string().nullable(),
});
export type VenueChoice = z.infer<typeof venueChoice>;

/** The 302 answer (spec §4 "Server-driven navigation"): where the client goes next. */
export const REDIRECT_ACTIONS = ['select_venue', 'go_to_onboarding', 'go_calendar', 'go_to_profile'] as const;
export const redirectResponse = z.object({
  action: z.enum(REDIRECT_ACTIONS),
  token: z.string().optional(),
  venues: z.array(venueChoice).optional(),
});
export type RedirectResponse = z.infer<typeof redirectResponse>;

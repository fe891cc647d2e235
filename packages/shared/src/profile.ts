import { z } from 'zod';
import { accessFieldsSchema, flagSchema } from './access';
import { idSchema } from './ids';
import { PASSWORD_MAX_LENGTH, emailField, passwordField } from './auth';

/** Wire shapes of the personal profile calls (spec §3 "Profile", "Data preferences form", §7 "Profile"). */

export const profileSchema = z
  .object({
    is_owner: flagSchema,
    id: idSchema.describe('the caller’s employee id (ownId)'),
    email: z.string(),
    avatar: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    email_agr: flagSchema,
    sms_agr: flagSchema,
    phone_agr: flagSchema,
  })
  .extend(accessFieldsSchema.shape);
export type Profile = z.infer<typeof profileSchema>;

export const EMAIL_CODE_MINUTES = 15;
export const EMAIL_CODE_TRIES = 5;


export const passwordChangeSchema = z
  .strictObject({
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional().describe('required once the account has a password'),
    password: passwordField,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    params: { key: 'profile.validation.password_mismatch' },
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const emailVerifySchema = z.strictObject({ email: emailField });
export type EmailVerify = z.infer<typeof emailVerifySchema>;

export const emailUpdateSchema = z.strictObject({
  email: emailField,
  code: z.string().regex(/^\d{6}$/).describe('the 6-digit code sent to the new address'),
});
export type EmailUpdate = z.infer<typeof emailUpdateSchema>;

export const preferencesSchema = z.strictObject({
  phone_agreement: flagSchema,
  email_agreement: flagSchema,
  sms_agreement: flagSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).extend(accessFieldsSchema.shape);
export type MessageResponse = z.infer<typeof messageResponseSchema>;
/** POST employees/update/email/{id}: the new address beside the message. */
export const emailUpdateResponseSchema = messageResponseSchema.extend({ email: z.string() });
export type EmailUpdateResponse = z.infer<typeof emailUpdateResponseSchema>;

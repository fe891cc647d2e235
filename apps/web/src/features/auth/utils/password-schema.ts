import { z } from 'zod';
import { passwordField } from '@chairside/shared/auth';

/** A new password typed twice; the second must match (message key in auth_screens). */
export const newPasswordSchema = z
  .object({ password: passwordField, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    params: { key: 'auth_screens.passwords_differ' },
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

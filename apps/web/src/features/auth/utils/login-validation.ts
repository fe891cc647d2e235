import { loginBody, type LoginBody } from '@chairside/shared/auth';
import { translatedIssues } from '@/lib/form-errors';

export type LoginField = keyof LoginBody;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The sign-in form's check with the shared wire schema (the one the server applies), messages in
 * the user's language; the first issue of each field, as zodResolver reports them. Loaded only when
 * the form is used, so zod stays out of Login's initial JS.
 */
export function validateLogin(values: LoginBody): { data: LoginBody; errors: null } | { data: null; errors: LoginErrors } {
  const result = loginBody.safeParse(values, translatedIssues);
  if (result.success) return { data: result.data, errors: null };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

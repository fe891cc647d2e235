import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { LoginBody } from '@chairside/shared/auth';
import { failureMessages } from '@/lib/form-errors';
import { useLogin } from '../api/login';
import type { LoginErrors, LoginField, validateLogin } from '../utils/login-validation';
import { FormAlert } from './form-alert';

const FIELDS = ['email', 'password'] as const;

// The shared zod schema arrives with the first focus or submit (not with the page): Login's budget.
let validation: Promise<{ validateLogin: typeof validateLogin }> | null = null;
const loadValidation = () => {
  validation ??= import('../utils/login-validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
};

/**
 * E-mail and password sign-in; the server's 302 decides where the user lands. Behaves like the
 * react-hook-form forms (checked on submit, then again on each change; the first invalid field gets
 * the focus; the server's field errors inline) with plain state, to keep Login's initial JS small.
 */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [alert, setAlert] = useState<string[]>([]);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const values = () => ({ email: emailInput.current?.value ?? '', password: passwordInput.current?.value ?? '' });
  const focus = (field: LoginField) => (field === 'email' ? emailInput : passwordInput).current?.focus();

  const setError: UseFormSetError<LoginBody> = (name, error, options) => {
    const field = FIELDS.find((f) => name === f || name.startsWith(`${f}.`));
    if (!field) return;
    setErrors((current) => ({ ...current, [field]: error.message }));
    if (options?.shouldFocus) focus(field);
  };

  // After the first submit every change checks its field again (react-hook-form's reValidateMode).
  const recheck = (field: LoginField) => {
    if (!submitted.current) return;
    loadValidation().then(
      ({ validateLogin }) => {
        const message = validateLogin(values()).errors?.[field];
        setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
      },
      () => {}, // checked again on submit
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      let body = values();
      // Without the schema (its chunk failed to load) the server's 422 still marks the fields.
      const checked = await loadValidation().then(({ validateLogin }) => validateLogin(body), () => null);
      if (checked?.errors) {
        setErrors(checked.errors);
        const first = FIELDS.find((field) => checked.errors[field]);
        if (first) focus(first);
        return;
      }
      if (checked) body = checked.data;
      setErrors({});
      setAlert([]);
      try {
        await login.mutateAsync(body);
      } catch (error) {
        setAlert(failureMessages(error, setError, FIELDS, t('auth_screens.error_generic')));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={() => void loadValidation().catch(() => {})} noValidate aria-label={t('auth_screens.login_title')}>
      <Stack gap="md">
        <FormAlert messages={alert} />
        <TextInput
          ref={emailInput}
          name="email"
          label={t('auth_screens.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={defaultEmail}
          error={errors.email}
          onChange={() => recheck('email')}
        />
        <Stack gap={4}>
          <PasswordInput
            ref={passwordInput}
            name="password"
            label={t('auth_screens.password')}
            autoComplete="current-password"
            required
            error={errors.password}
            onChange={() => recheck('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('auth_screens.toggle_password') }}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth_screens.forgot_password_link')}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth size="md" loading={login.isPending || submitting}>
          {t('auth_screens.sign_in')}
        </Button>
      </Stack>
    </form>
  );
}

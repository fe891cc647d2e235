import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { AuthFooterLink, AuthFrame } from '@/features/auth/components/auth-frame';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login: e-mail and password, Google when configured, links to sign-up and password reset. */
export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <AuthFrame
      title={t('auth_screens.login_title')}
      subtitle={t('auth_screens.login_subtitle')}
      footer={<AuthFooterLink to="/sign-up" lead={t('auth_screens.no_account')} label={t('auth_screens.create_account_link')} />}
    >
      <Stack gap="lg">
        <LoginForm />
        <GoogleSignIn />
      </Stack>
    </AuthFrame>
  );
}

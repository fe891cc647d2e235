import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login: e-mail and password, Google when configured, links to sign-up and password reset. */
export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <AuthFrame
      title={t('auth_screens.login_title')}
      subtitle={t('auth_screens.login_subtitle')}
      footer={
        <Text size="sm">
          {t('auth_screens.no_account')}{' '}
          <Anchor component={Link} to="/sign-up" fw={600}>
            {t('auth_screens.create_account_link')}
          </Anchor>
        </Text>
      }
    >
      <Stack gap="lg">
        <LoginForm />
        <GoogleSignIn />
      </Stack>
    </AuthFrame>
  );
}

import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { FormAlert } from '@/features/auth/components/form-alert';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { useSetupPassword } from '@/features/auth/api/setup-password';

/** /setup-password?token=…: invited staff choose their password and are signed in. */
export function SetupPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const setup = useSetupPassword();
  const footer = (
    <Text size="sm">
      <Anchor component={Link} to="/login">
        {t('auth_screens.back_to_login')}
      </Anchor>
    </Text>
  );
  return (
    <AuthFrame title={t('auth_screens.setup_password_title')} subtitle={t('auth_screens.setup_password_subtitle')} footer={footer}>
      {token.length < 20 ? (
        <FormAlert messages={[t('auth_screens.link_incomplete')]} />
      ) : (
        <NewPasswordForm
          submitLabel={t('auth_screens.setup_password_submit')}
          onSubmit={(password) => setup.mutateAsync({ token, password })}
        />
      )}
    </AuthFrame>
  );
}

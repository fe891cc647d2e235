import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { FormAlert } from '@/features/auth/components/form-alert';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { useResetPassword } from '@/features/auth/api/reset-password';

/** /reset-password?token=…: a new password with the e-mailed link; signs in afterwards. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const footer = (
    <Text size="sm">
      <Anchor component={Link} to="/forgot-password">
        {t('auth_screens.request_new_link')}
      </Anchor>
    </Text>
  );
  return (
    <AuthFrame title={t('auth_screens.reset_title')} subtitle={t('auth_screens.reset_subtitle')} footer={footer}>
      {token.length < 20 ? (
        <FormAlert messages={[t('auth_screens.link_incomplete')]} />
      ) : (
        <NewPasswordForm
          submitLabel={t('auth_screens.reset_submit')}
          onSubmit={(password) => reset.mutateAsync({ token, password })}
        />
      )}
    </AuthFrame>
  );
}

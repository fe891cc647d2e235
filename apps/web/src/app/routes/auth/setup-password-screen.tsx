import { useTranslation } from '@/lib/use-translation';
import { AuthFooterLink, AuthFrame } from '@/features/auth/components/auth-frame';
import { TokenPasswordForm } from '@/features/auth/components/new-password-form';
import { useSetupPassword } from '@/features/auth/api/setup-password';

/** /setup-password?token=…: invited staff choose their password and are signed in. */
export function SetupPasswordScreen() {
  const { t } = useTranslation();
  const setup = useSetupPassword();
  return (
    <AuthFrame
      title={t('auth_screens.setup_password_title')}
      subtitle={t('auth_screens.setup_password_subtitle')}
      footer={<AuthFooterLink to="/login" label={t('auth_screens.back_to_login')} />}
    >
      <TokenPasswordForm submitLabel={t('auth_screens.setup_password_submit')} onSubmit={setup.mutateAsync} />
    </AuthFrame>
  );
}

import { useTranslation } from '@/lib/use-translation';
import { AuthFooterLink, AuthFrame } from '@/features/auth/components/auth-frame';
import { TokenPasswordForm } from '@/features/auth/components/new-password-form';
import { useResetPassword } from '@/features/auth/api/reset-password';

/** /reset-password?token=…: a new password with the e-mailed link; signs in afterwards. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const reset = useResetPassword();
  return (
    <AuthFrame
      title={t('auth_screens.reset_title')}
      subtitle={t('auth_screens.reset_subtitle')}
      footer={<AuthFooterLink to="/forgot-password" label={t('auth_screens.request_new_link')} />}
    >
      <TokenPasswordForm submitLabel={t('auth_screens.reset_submit')} onSubmit={reset.mutateAsync} />
    </AuthFrame>
  );
}

import { useTranslation } from '@/lib/use-translation';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { SupportLoginForm } from '@/features/auth/components/support-login-form';

/** /support: the stand-alone support sign-in (e-mail, password, venue id). */
export function SupportLoginScreen() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('auth_screens.support_title')} subtitle={t('auth_screens.support_subtitle')}>
      <SupportLoginForm />
    </AuthFrame>
  );
}

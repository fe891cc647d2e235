import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { AuthFooterLink, AuthFrame } from '@/features/auth/components/auth-frame';
import { SignUpEmailForm } from '@/features/auth/components/sign-up-email-form';
import { SignUpProgress } from '@/features/auth/components/sign-up-progress';

/** /sign-up, step 1 of the owner sign-up: the e-mail address. */
export function SignUpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthFrame
      header={<SignUpProgress step="/sign-up" />}
      title={t('auth_screens.sign_up_title')}
      subtitle={t('auth_screens.sign_up_subtitle')}
      footer={<AuthFooterLink to="/login" lead={t('auth_screens.have_account')} label={t('auth_screens.sign_in_link')} />}
    >
      <SignUpEmailForm onDone={() => void navigate('/sign-up-password')} />
    </AuthFrame>
  );
}

import { useTranslation } from '@/lib/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { AuthFooterLink, AuthFrame } from '@/features/auth/components/auth-frame';
import { SignUpPhoneForm } from '@/features/auth/components/sign-up-phone-form';
import { SignUpProgress } from '@/features/auth/components/sign-up-progress';
import { missingStepBefore } from '@/features/auth/utils/sign-up-draft';

/** /sign-up-phone, step 3: the mobile number with its country. */
export function SignUpPhoneScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const missing = missingStepBefore('/sign-up-phone');
  if (missing) return <Navigate to={missing} replace />;
  return (
    <AuthFrame
      header={<SignUpProgress step="/sign-up-phone" />}
      title={t('auth_screens.sign_up_phone_title')}
      subtitle={t('auth_screens.sign_up_phone_subtitle')}
      footer={<AuthFooterLink to="/sign-up-password" label={t('auth_screens.back')} />}
    >
      <SignUpPhoneForm onDone={() => void navigate('/create-account')} />
    </AuthFrame>
  );
}

import { useTranslation } from '@/lib/use-translation';
import { Navigate } from 'react-router';
import { AuthFooterLink, AuthFrame } from '@/features/auth/components/auth-frame';
import { CreateAccountForm } from '@/features/auth/components/create-account-form';
import { SignUpProgress } from '@/features/auth/components/sign-up-progress';
import { missingStepBefore } from '@/features/auth/utils/sign-up-draft';

/** /create-account, step 4: names, business and terms; the account is created here. */
export function CreateAccountScreen() {
  const { t } = useTranslation();
  const missing = missingStepBefore('/create-account');
  if (missing) return <Navigate to={missing} replace />;
  return (
    <AuthFrame
      header={<SignUpProgress step="/create-account" />}
      title={t('auth_screens.create_account_title')}
      subtitle={t('auth_screens.create_account_subtitle')}
      footer={<AuthFooterLink to="/sign-up-phone" label={t('auth_screens.back')} />}
    >
      <CreateAccountForm />
    </AuthFrame>
  );
}

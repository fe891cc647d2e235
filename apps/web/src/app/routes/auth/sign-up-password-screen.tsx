import { Anchor } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { SignUpProgress } from '@/features/auth/components/sign-up-progress';
import { draftPassword, missingStepBefore, readDraft, setDraftPassword } from '@/features/auth/utils/sign-up-draft';

/** /sign-up-password, step 2: choose a password (kept in memory until the account is created). */
export function SignUpPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const missing = missingStepBefore('/sign-up-password');
  if (missing) return <Navigate to={missing} replace />;
  return (
    <AuthFrame
      header={<SignUpProgress step="/sign-up-password" />}
      title={t('auth_screens.sign_up_password_title')}
      subtitle={t('auth_screens.sign_up_password_subtitle', { email: readDraft().email })}
    >
      <NewPasswordForm
        submitLabel={t('auth_screens.continue')}
        defaultPassword={draftPassword()}
        onSubmit={async (password) => {
          setDraftPassword(password);
          await navigate('/sign-up-phone');
        }}
        secondary={
          <Anchor component={Link} to="/sign-up">
            {t('auth_screens.back')}
          </Anchor>
        }
      />
    </AuthFrame>
  );
}

import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { AuthFrame } from '@/features/auth/components/auth-frame';
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
      footer={
        <Text size="sm">
          {t('auth_screens.have_account')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('auth_screens.sign_in_link')}
          </Anchor>
        </Text>
      }
    >
      <SignUpEmailForm onDone={() => void navigate('/sign-up-password')} />
    </AuthFrame>
  );
}

import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { AuthFooterLink, AuthFrame } from '@/features/auth/components/auth-frame';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot-password: asks for a reset link; always the same confirmation afterwards. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthFrame
      title={t(sentTo ? 'auth_screens.forgot_sent_title' : 'auth_screens.forgot_title')}
      subtitle={sentTo ? undefined : t('auth_screens.forgot_subtitle')}
      footer={<AuthFooterLink to="/login" label={t('auth_screens.back_to_login')} />}
    >
      {sentTo ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={20} aria-hidden />} role="status">
            {t('auth_screens.forgot_sent', { email: sentTo })}
          </Alert>
          <Button variant="default" onClick={() => setSentTo(null)}>
            {t('auth_screens.forgot_again')}
          </Button>
        </Stack>
      ) : (
        <ForgotPasswordForm onSent={setSentTo} />
      )}
    </AuthFrame>
  );
}

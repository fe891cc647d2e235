import { useEffect, useRef, useState } from 'react';
import { Box, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { LOCALE_TAG } from '@chairside/shared/constants';
import { currentLanguage } from '@/lib/i18n';
import { errorText } from '@/lib/form-errors';
import { useAuthConfig } from '../api/auth-config';
import { useSocialLogin } from '../api/social-login';
import { loadGoogleIdentity } from '../utils/google-identity';
import { FormAlert } from './form-alert';

/**
 * "Sign in with Google", shown only when GET auth/config names a client id; Google's script is
 * loaded only then. The ID token goes to POST auth/social, whose 302 signs in.
 */
export function GoogleSignIn() {
  const { t } = useTranslation();
  const config = useAuthConfig();
  const clientId = config.data?.social.google?.client_id;
  const social = useSocialLogin();
  const { mutateAsync } = social;
  const target = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!clientId || !target.current) return;
    const parent = target.current;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            if (!credential) return;
            setFailure(null);
            mutateAsync({ provider: 'google', id_token: credential }).catch((error: unknown) =>
              setFailure(errorText(error) ?? t('auth_screens.error_generic')),
            );
          },
        });
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          width: Math.min(parent.clientWidth || 360, 400),
          locale: LOCALE_TAG[currentLanguage()],
        });
      })
      .catch(() => !cancelled && setFailure(t('auth_screens.google_unavailable')));
    return () => {
      cancelled = true;
    };
  }, [clientId, mutateAsync, t]);

  if (!clientId) return null;
  return (
    <Stack gap="md">
      <Divider label={t('auth_screens.or')} labelPosition="center" />
      {failure && <FormAlert messages={[failure]} />}
      <Box ref={target} mih={44} style={{ display: 'flex', justifyContent: 'center' }} aria-busy={social.isPending} />
      <Text size="xs" c="dimmed" ta="center">
        {t('auth_screens.google_hint')}
      </Text>
    </Stack>
  );
}

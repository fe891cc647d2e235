import { useRef, useState } from 'react';
import { Box, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { confirm } from '@/components/ui/confirm-dialog';
import { LOGO_TYPES, useRemoveLogo, useUploadLogo } from '../api/venue-logo';
import { logoFileProblem } from '../utils/logo-file';

/**
 * The venue's logo: a preview, upload (or replace) and remove, each saved at once (independent of
 * the profile form's Save). The preview shows the chosen file while it uploads.
 */
export function LogoField({ logo, venueName }: { logo: string | null; venueName: string }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const shown = pending ?? logo;

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    const problem = logoFileProblem(file);
    if (problem) return setError(t(problem));
    const local = URL.createObjectURL(file);
    setPending(local);
    try {
      const answer = await upload.mutateAsync(file);
      notify('positive', answer.message);
    } catch (failure) {
      setError(errorText(failure) ?? t('settings_screens.error_generic'));
    } finally {
      setPending(null);
      URL.revokeObjectURL(local);
    }
  };

  const drop = async () => {
    const yes = await confirm({ type: 'danger', title: t('settings_screens.logo_remove_title'), description: t('settings_screens.logo_remove_body'), yesLabel: t('settings_screens.logo_remove') });
    if (!yes) return;
    setError(null);
    try {
      notify('positive', (await remove.mutateAsync(undefined)).message);
    } catch (failure) {
      setError(errorText(failure) ?? t('settings_screens.error_generic'));
    }
  };

  return (
    <Stack gap={6} role="group" aria-labelledby="logo-label" aria-describedby="logo-hint">
      <Text id="logo-label" size="sm" fw={500}>
        {t('settings_screens.logo')}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        <Box w={120} h={120} bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          {shown ? (
            <Image src={shown} alt={t('settings_screens.logo_alt', { name: venueName })} w={120} h={120} fit="contain" data-logo-preview />
          ) : (
            <Center h="100%" c="dimmed" aria-label={t('settings_screens.logo_none')} role="img">
              <IconPhoto size={36} aria-hidden />
            </Center>
          )}
        </Box>
        <Stack gap="xs">
          <FileButton resetRef={resetRef} accept={LOGO_TYPES.join(',')} onChange={(file) => void choose(file)}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                {logo ? t('settings_screens.logo_replace') : t('settings_screens.logo_upload')}
              </Button>
            )}
          </FileButton>
          {logo ? (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} loading={remove.isPending} onClick={() => void drop()}>
              {t('settings_screens.logo_remove')}
            </Button>
          ) : null}
        </Stack>
      </Group>
      <Text id="logo-hint" size="xs" c="dimmed">
        {t('settings_screens.logo_hint')}
      </Text>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Center, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Logo } from './logo';

/** Full-area loader with the product logo (spec §2.5). */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Logo size={56} />
        <Loader size="sm" aria-hidden />
        <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
      </Stack>
    </Center>
  );
}

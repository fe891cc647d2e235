import { Button, Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { currentTranslation, translate } from '@/lib/translator';
import { Logo } from '@/components/ui/logo';
import { cssVariablesResolver, theme } from './theme';

/**
 * Shown when the app could not start (no translations, server unreachable). The phrases may be
 * what failed to load, so a bundled English text stands in for a missing translation.
 */
const text = (key: string, fallback: string) => (currentTranslation().has(key) ? translate(key) : fallback);

export function StartupErrorPage() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} deduplicateCssVariables={false}>
      <Center mih="100dvh" p="md" component="main">
        <Stack align="center" gap="sm" maw={440} ta="center">
          <Logo size={56} />
          <Title order={1} size="h2">
            {text('shell.startup_failed_title', 'Chairside could not start')}
          </Title>
          <Text c="dimmed">
            {text('shell.startup_failed_text', 'We could not reach the server. Check your connection and try again.')}
          </Text>
          <Button onClick={() => window.location.reload()}>{text('shell.retry', 'Try again')}</Button>
        </Stack>
      </Center>
    </MantineProvider>
  );
}

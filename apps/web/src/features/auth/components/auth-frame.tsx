import type { ReactNode } from 'react';
import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { Logo } from '@/components/ui/logo';

export interface AuthFrameProps {
  /** Already translated texts. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other auth screens. */
  footer?: ReactNode;
  /** Above the title: a step indicator. */
  header?: ReactNode;
  width?: number;
}

/** The frame of every screen outside the main layout: logo, language, one card with the form. */
export function AuthFrame({ title, subtitle, children, footer, header, width = 460 }: AuthFrameProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" py={{ base: 'md', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack maw={width} mx="auto" gap="lg">
        <Group justify="space-between" wrap="nowrap" component="header">
          <Group gap="xs" wrap="nowrap">
            <Logo size={36} />
            <Text fw={700} size="lg">
              {t('auth_screens.brand')}
            </Text>
          </Group>
          <LanguageSwitcher />
        </Group>
        <Paper component="main" id="main-content" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="lg">
            {header}
            <div>
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" mt={6}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Stack gap={6} align="center" ta="center" component="nav" aria-label={t('auth_screens.more_options')}>
            {footer}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/** A footer line of AuthFrame: a link to another screen, bold after an optional lead text. */
export function AuthFooterLink({ to, label, lead }: { to: string; label: string; lead?: string }) {
  return (
    <Text size="sm">
      {lead && `${lead} `}
      <Anchor component={Link} to={to} fw={lead ? 600 : undefined}>
        {label}
      </Anchor>
    </Text>
  );
}

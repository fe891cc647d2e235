import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Box, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { INFINITE_SCROLL_OFFSET_PX } from '@chairside/shared/constants';

export interface FullScreenDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Shows a back button when given. */
  onBack?: () => void;
  title: ReactNode;
  caption?: ReactNode;
  /** Extra content at the right of the header (e.g. a "need help" link). */
  headerAside?: ReactNode;
  footer?: ReactNode;
  /** Infinite scroll: called when the body is scrolled to within 300 px of its end. */
  onEndReached?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  children: ReactNode;
}

/** Whether a scroll position is within the trigger distance of the end (spec §2.5, §9: 300 px). */
export const nearEnd = (scrollTop: number, clientHeight: number, scrollHeight: number, offset = INFINITE_SCROLL_OFFSET_PX) =>
  scrollHeight - (scrollTop + clientHeight) <= offset;

/** The full-screen dialog frame: close and back buttons, title and caption, a footer, infinite scroll. */
export function FullScreenDialog(props: FullScreenDialogProps) {
  const { opened, onClose, onBack, title, caption, headerAside, footer, onEndReached, hasMore, loadingMore, children } = props;
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);

  const check = useCallback(() => {
    const el = body.current;
    if (!el || !onEndReached || !hasMore || loadingMore) return;
    if (nearEnd(el.scrollTop, el.clientHeight, el.scrollHeight)) onEndReached();
  }, [onEndReached, hasMore, loadingMore]);

  // A first page shorter than the screen must load the next one without a scroll.
  useEffect(() => {
    if (opened) check();
  }, [opened, check, children]);

  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen transitionProps={{ transition: 'fade', duration: 150 }}>
      <Modal.Overlay />
      <Modal.Content>
        <Stack h="100dvh" gap={0}>
          <Group px="md" py="sm" justify="space-between" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Group gap="sm" wrap="nowrap" miw={0}>
              {onBack && (
                <ActionIcon variant="subtle" color="gray" size="lg" onClick={onBack} aria-label={t('shell.back')}>
                  <IconArrowLeft size={20} aria-hidden />
                </ActionIcon>
              )}
              <Box miw={0}>
                <Modal.Title fz="var(--mantine-h4-font-size)" fw={700}>
                  {title}
                </Modal.Title>
                {caption && (
                  <Text size="sm" c="dimmed">
                    {caption}
                  </Text>
                )}
              </Box>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {headerAside}
              <ActionIcon variant="subtle" color="gray" size="lg" onClick={onClose} aria-label={t('shell.close')}>
                <IconX size={20} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <Box ref={body} onScroll={check} style={{ flex: 1, overflowY: 'auto' }} p="md">
            {children}
            {loadingMore && (
              <Group justify="center" p="md">
                <Loader size="sm" aria-label={t('shell.loading')} />
              </Group>
            )}
          </Box>
          {footer && (
            <Box px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              {footer}
            </Box>
          )}
        </Stack>
      </Modal.Content>
    </Modal.Root>
  );
}

import { useMemo, useState } from 'react';
import { Button, CopyButton, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

/** The widget's snippet for the venue's own site: a button opening the booking page in an overlay, or the page inline (the API's /book/embed.js). */
export function embedSnippet(bookingUrl: string, mode: 'button' | 'inline', label: string, color: string): string {
  const url = new URL(bookingUrl);
  const sub = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<script src="${url.origin}/book/embed.js" data-venue="${sub}" data-mode="${mode}" data-label="${escape(label)}" data-color="${color}" async></script>`;
}

function CopyBlock({ label, code }: { label: string; code: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Textarea label={label} value={code} readOnly autosize minRows={2} styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }} onFocus={(e) => e.currentTarget.select()} />
      <Group justify="flex-end">
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}>
              {copied ? t('online_booking.screens.copied') : t('online_booking.screens.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** /online-booking/embed: the widget's code with its choices, the plain frame's code, and a live preview. */
export function EmbedCode({ bookingUrl, color }: { bookingUrl: string; color: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'button' | 'inline'>('button');
  const [label, setLabel] = useState(() => t('online_booking.screens.embed_default_label'));
  const snippet = useMemo(() => embedSnippet(bookingUrl, mode, label.trim() || t('online_booking.screens.embed_default_label'), color), [bookingUrl, mode, label, color, t]);
  const frame = `<iframe src="${bookingUrl}" title="${label.replace(/"/g, '&quot;')}" style="width:100%;min-height:760px;border:0" allow="payment"></iframe>`;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text size="sm">{t('online_booking.screens.embed_hint')}</Text>
          <SegmentedControl value={mode} onChange={(value) => setMode(value as 'button' | 'inline')} data={[
            { value: 'button', label: t('online_booking.screens.embed_button') },
            { value: 'inline', label: t('online_booking.screens.embed_inline') },
          ]} />
          {mode === 'button' && <TextInput label={t('online_booking.screens.embed_label')} value={label} maxLength={60} onChange={(e) => setLabel(e.currentTarget.value)} />}
          <CopyBlock label={t('online_booking.screens.embed_code')} code={snippet} />
          <CopyBlock label={t('online_booking.screens.embed_frame')} code={frame} />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">{t('online_booking.screens.preview')}</Title>
        <iframe key={snippet} srcDoc={`<!doctype html><body style="margin:16px;font-family:system-ui">${snippet}</body>`} title={t('online_booking.screens.preview')}
          style={{ width: '100%', height: mode === 'inline' ? 780 : 640, border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 12 }} />
      </Paper>
    </Stack>
  );
}

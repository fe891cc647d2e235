import { Badge, Button, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnswerValue } from '@chairside/shared/customer-forms';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { downloadResponsePdf, useFormResponse } from '../api/form-responses';

/** One filled form: every question and answer, the signature image, and its PDF. */
export function ResponseDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const response = useFormResponse(id);
  const [downloading, setDownloading] = useState(false);
  if (response.isPending) return <Group justify="center" p="lg"><Loader /></Group>;
  if (response.isError) return <Text c="red">{t('customer_forms.load_failed')}</Text>;
  const data = response.data.data;
  const show = (value: AnswerValue | undefined) =>
    value === undefined || value === null || value === '' ? t('customer_forms.responses.no_answer')
      : typeof value === 'boolean' ? t(value ? 'customer_forms.yes' : 'customer_forms.no')
        : Array.isArray(value) ? value.join(', ') : value;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadResponsePdf(id);
    } catch {
      notify('negative', t('customer_forms.load_failed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="sm" data-response-detail={id}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3}>{data.form_name}</Title>
          <Text size="sm">{data.customer_name} · {format.dateTime(data.created_at)}</Text>
          <Group gap={4}>
            <Badge variant="filled" color="blue.9">{t(`customer_forms.source.${data.source}`)}</Badge>
            {data.filled_by && <Badge variant="filled" color="gray.7">{t('customer_forms.responses.filled_by')}: {data.filled_by}</Badge>}
          </Group>
        </Stack>
        <Button leftSection={<IconDownload size={16} />} variant="light" onClick={() => void download()} loading={downloading}>{t('customer_forms.responses.download_pdf')}</Button>
      </Group>
      {data.fields.map((field) =>
        field.type === 'heading' ? (
          <Title key={field.id} order={5} mt="xs">{field.label}</Title>
        ) : field.type === 'signature' ? (
          <Stack key={field.id} gap={4}>
            <Text size="sm" fw={600}>{field.label}</Text>
            {data.signature ? (
              <Paper withBorder p="xs" radius="md" bg="white" maw={360}>
                <Image src={data.signature} alt={field.label} data-signature-image />
              </Paper>
            ) : <Text size="sm" c="dimmed">{t('customer_forms.responses.no_answer')}</Text>}
          </Stack>
        ) : (
          <Stack key={field.id} gap={0}>
            <Text size="sm" fw={600}>{field.label}</Text>
            <Text size="sm">{show(data.answers[field.id])}</Text>
          </Stack>
        ),
      )}
    </Stack>
  );
}

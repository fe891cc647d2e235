import { useMemo } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { OnlineBookingSettingsResponse } from '@chairside/shared/online-booking';
import { qrSvg } from '@chairside/shared/rules/qr';
import { useTranslation } from '@/lib/use-translation';
import { LinkRow } from './link-row';

const PNG_SIZE = 1024;

function download(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
}

/** The QR code drawn on a canvas, saved as a PNG. */
function downloadPng(svg: string) {
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  image.onload = () => {
    const canvas = document.createElement('canvas');
    canvas.width = PNG_SIZE;
    canvas.height = PNG_SIZE;
    canvas.getContext('2d')!.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
    URL.revokeObjectURL(url);
    download(canvas.toDataURL('image/png'), 'booking-qr.png');
  };
  image.src = url;
}

/** /online-booking/links: the booking page's link, links straight to a service or an employee, the QR code (SVG, PNG). */
export function BookingLinks({ settings }: { settings: OnlineBookingSettingsResponse & { booking_url: string } }) {
  const { t } = useTranslation();
  const url = settings.booking_url;
  const svg = useMemo(() => qrSvg(url), [url]);
  const services = settings.services.filter((s) => settings.service_ids.includes(s.id));
  const employees = settings.employees.filter((e) => settings.employee_ids.includes(e.id));
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="xs">
          <LinkRow label={t('online_booking.screens.booking_link')} link={url} />
          <Anchor href={url} target="_blank" rel="noopener">{t('online_booking.screens.open')}</Anchor>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">{t('online_booking.screens.qr_title')}</Title>
        <Text c="dimmed" size="sm" mb="sm">{t('online_booking.screens.qr_hint')}</Text>
        <Group align="flex-start">
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={`${t('online_booking.screens.qr_title')}: ${url}`} width={180} height={180} />
          <Stack gap="xs">
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => download(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, 'booking-qr.svg')}>
              {t('online_booking.screens.download_svg')}
            </Button>
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => downloadPng(svg)}>{t('online_booking.screens.download_png')}</Button>
          </Stack>
        </Group>
      </Paper>
      {services.length > 0 && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">{t('online_booking.screens.service_links')}</Title>
          <Stack gap="xs">{services.map((s) => <LinkRow key={s.id} label={s.name} link={`${url}?service=${s.id}`} />)}</Stack>
        </Paper>
      )}
      {employees.length > 0 && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">{t('online_booking.screens.employee_links')}</Title>
          <Stack gap="xs">{employees.map((e) => <LinkRow key={e.id} label={e.name} link={`${url}?employee=${e.id}`} />)}</Stack>
        </Paper>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/ui/page-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { usePinStatus } from '@/features/staff/pin/api/pin-api';
import { VenuePinSwitch } from '@/features/staff/pin/components/venue-pin-switch';
import { MyPinForm } from '@/features/staff/pin/components/my-pin-form';
import { TeamPins } from '@/features/staff/pin/components/team-pins';
import { CheckPinBox } from '@/features/staff/pin/components/check-pin-box';

/** /staff/pin: the venue's PIN switch, my PIN, the team's PINs and a box to check one (spec §7). */
export function PinScreen() {
  const { t } = useTranslation();
  const { data } = usePinStatus();
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1} size="h2">
          {t('shell.staff_pin')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('staff_access.pin_subtitle')}
        </Text>
      </div>
      {!data ? (
        <PageLoader />
      ) : (
        <>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <VenuePinSwitch on={data.staff_pin === 1} />
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section id="my-pin-title" title={t('staff_access.my_pin_title')}>
              <MyPinForm hasPin={data.me.has_pin === 1} />
            </Section>
            <Section id="check-pin-title" title={t('staff_access.check_title')} subtitle={t('staff_access.check_hint')}>
              <CheckPinBox enabled={data.staff_pin === 1} />
            </Section>
          </SimpleGrid>
          <Section id="team-pins-title" title={t('staff_access.team_pins_title')} subtitle={t('staff_access.team_pins_hint')}>
            {data.data.length > 0 ? (
              <TeamPins staff={data.data} meId={data.me.id} />
            ) : (
              <EmptyState title={t('staff_access.no_staff')} description={t('staff_access.no_staff_hint')} titleOrder={3} />
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}

function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

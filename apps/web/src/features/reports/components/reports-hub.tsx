import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { REPORTS, reportAboutKey, reportTitleKey, type ReportGroup } from '@chairside/shared/reports';
import { PageLoader } from '@/components/ui/page-loader';
import { useFeature } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useReportHub } from '../api/reports-api';

/** The hub: today's figures, then each group with its reports and what each answers. `only` narrows it to one group (/reports/{group}). */
export function ReportsHub({ only }: { only?: ReportGroup }) {
  const { t } = useTranslation();
  const format = useFormat();
  const hub = useReportHub();
  const advanced = useFeature('reports_advanced');
  if (hub.isPending) return <PageLoader />;
  const today = hub.data?.today;
  const figure = (label: string, value: string, attr: string) => (
    <Paper withBorder p="sm" data-hub-figure={attr}>
      <Text size="xs" c="dimmed">{t(label)}</Text>
      <Text fw={600} size="lg">{value}</Text>
    </Paper>
  );
  const groups = (hub.data?.groups ?? []).filter((g) => !only || g.group === only);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">{t(only ? `reports.group_${only}` : 'reports.page_title')}</Title>
      {today && !only && (
        <Stack gap={6}>
          <Text fw={600}>{t('reports.today')}</Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {figure('reports.takings', today.takings === null ? `– (${t('reports.takings_pending')})` : format.price(today.takings), 'takings')}
            {figure('reports.appointments', String(today.appointments), 'appointments')}
            {figure('reports.new_customers', String(today.new_customers), 'new_customers')}
            {figure('reports.utilisation', today.utilisation === null ? '–' : `${today.utilisation}%`, 'utilisation')}
          </SimpleGrid>
        </Stack>
      )}
      {groups.map((group) => (
        <Stack key={group.group} gap="xs" data-hub-group={group.group}>
          <Title order={2} size="h4">{t(`reports.group_${group.group}`)}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {REPORTS.filter((r) => r.group === group.group).map((spec) => (
              <Paper key={spec.report} withBorder p="sm">
                <Group justify="space-between" gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/reports/${spec.group}/${spec.report}`} fw={600}>{t(reportTitleKey(spec))}</Anchor>
                  {spec.planGated && !advanced && (
                    <Badge size="xs" variant="light" color="yellow" leftSection={<IconCrown size={10} aria-hidden />} data-premium>{t('reports.premium_badge')}</Badge>
                  )}
                  {spec.state === 'needs_sales' && <Badge size="xs" variant="light" color="gray">{t('reports.needs_sales')}</Badge>}
                  {spec.state === 'needs_reviews' && <Badge size="xs" variant="light" color="gray">{t('reports.needs_reviews')}</Badge>}
                </Group>
                <Text size="sm" c="dimmed">{t(reportAboutKey(spec))}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      {!only && (
        <Paper withBorder p="sm" maw={420} data-hub-end-day>
          <Anchor component={Link} to="/reports/end-day" fw={600}>{t('shell.end_of_day')}</Anchor>
          <Text size="sm" c="dimmed">{t('reports.end_day_about')}</Text>
        </Paper>
      )}
    </Stack>
  );
}

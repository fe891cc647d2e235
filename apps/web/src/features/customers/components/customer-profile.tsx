import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArchive, IconEdit, IconFileInvoice, IconRestore } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CustomerDetail } from '@chairside/shared/customers-profile';
import { EmptyState } from '@/components/ui/empty-state';
import { openConfirm } from '@/components/ui/confirm-dialog';
import { can } from '@/lib/can';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useArchiveCustomer } from '../api/archive-customer';
import { useCustomer } from '../api/get-customer';
import { CustomerActivityTab } from './customer-activity-tab';
import { CustomerAppointmentsTab } from './customer-appointments-tab';
import { CustomerEditForm } from './customer-edit-form';
import { CustomerFormsTab } from '../forms/components/customer-forms-tab';
import { CustomerPrivacyActions } from '../privacy/components/customer-privacy-actions';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

/** /customers/{id}: contact, profile, consents; tabs for appointments, filled forms, activity and privacy (consent history, data export, erasure). */
export function CustomerProfile({ id }: { id: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const answer = useCustomer(id);
  const archive = useArchiveCustomer();
  const [editing, setEditing] = useState(false);
  if (answer.isPending) return <Group justify="center" p="xl"><Loader /></Group>;
  if (answer.isError || !answer.data) return <EmptyState title={t('customers.not_found')} titleOrder={1} />;
  const c: CustomerDetail = answer.data.customer;
  const mayEdit = can('edit_customer');
  const consent = (given: CustomerDetail['sms_consent']) =>
    given.given && given.at ? t('customers.consent_given', { date: f.date(new Date(given.at)), source: given.source ? t(`customers.source_${given.source}`) : '' }) : t('customers.consent_not_given');
  const toggleArchive = async () => {
    if (!c.archived) {
      const { action } = await openConfirm({ type: 'danger', title: t('customers.archive'), description: t('customers.archive_confirm'), actions: [{ value: 'cancel', label: t('customers.cancel'), variant: 'default' }, { value: 'archive', label: t('customers.archive'), color: 'red' }] });
      if (action !== 'archive') return;
    }
    await archive.mutateAsync({ id, restore: c.archived });
  };
  return (
    <Stack gap="md" data-customer-profile={id}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={1} size="h3">{`${c.first_name} ${c.last_name}`.trim()}</Title>
          {c.archived && <Badge color="gray">{t('customers.archived_badge')}</Badge>}
          {c.tags.map((tag) => <Badge key={tag} variant="light">{tag}</Badge>)}
        </Group>
        {can('sales.reports') && !editing && (
          <Button component={Link} to={`/sales/invoices?customer_id=${id}`} variant="subtle" leftSection={<IconFileInvoice size={16} aria-hidden />} data-customer-invoices>
            {t('customers.invoices')}
          </Button>
        )}
        {mayEdit && !editing && (
          <Group gap="xs">
            <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)} data-edit-customer>{t('customers.edit')}</Button>
            <Button variant="default" leftSection={c.archived ? <IconRestore size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />} onClick={() => void toggleArchive()} loading={archive.isPending}>
              {t(c.archived ? 'customers.restore' : 'customers.archive')}
            </Button>
          </Group>
        )}
      </Group>
      {c.alerts && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('customers.alerts')} data-customer-alerts>
          {c.alerts}
        </Alert>
      )}
      {editing ? (
        <Card withBorder><CustomerEditForm customer={c} onDone={() => setEditing(false)} /></Card>
      ) : (
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Field label={t('customers.column_phone')} value={c.phone} />
            <Field label={t('customers.column_email')} value={c.email} />
            <Field label={t('customers.column_birthday')} value={c.birthday ? f.date(c.birthday) : ''} />
            <Field label={t('customers.gender')} value={c.gender ? t(`customers.gender_${c.gender}`) : ''} />
            <Field label={t('customers.address')} value={[c.street, [c.postcode, c.city].filter(Boolean).join(' '), c.country].filter(Boolean).join(', ')} />
            <Field label={t('customers.company')} value={[c.company_name, c.company_tax_number].filter(Boolean).join(' · ')} />
            <Field label={t('customers.sms_marketing')} value={consent(c.sms_consent)} />
            <Field label={t('customers.email_marketing')} value={consent(c.email_consent)} />
            <Field label={t('customers.blocked_online')} value={t(c.blocked_online ? 'customers.yes' : 'customers.no')} />
            <Field label={t('customers.column_visits')} value={`${c.visits} · ${t('customers.column_no_shows')}: ${c.no_shows} · ${t('customers.column_cancellations')}: ${c.cancellations}`} />
            <Field label={t('customers.notes')} value={c.notes} />
          </SimpleGrid>
        </Card>
      )}
      <Tabs defaultValue="appointments" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="appointments">{t('customers.tab_appointments')}</Tabs.Tab>
          <Tabs.Tab value="forms">{t('customers.tab_forms')}</Tabs.Tab>
          <Tabs.Tab value="activity" data-tab="activity">{t('customers.tab_activity')}</Tabs.Tab>
          <Tabs.Tab value="privacy" data-tab="privacy">{t('customer_settings.privacy.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="appointments" pt="sm"><CustomerAppointmentsTab id={id} /></Tabs.Panel>
        <Tabs.Panel value="forms" pt="sm"><CustomerFormsTab customerId={id} customerName={`${c.first_name} ${c.last_name}`.trim()} /></Tabs.Panel>
        <Tabs.Panel value="activity" pt="sm"><CustomerActivityTab id={id} /></Tabs.Panel>
        <Tabs.Panel value="privacy" pt="sm"><CustomerPrivacyActions customerId={id} /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

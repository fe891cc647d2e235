import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { CONSENT_SOURCES, GENDERS, customerUpdateBody, type CustomerDetail, type CustomerUpdateBody } from '@chairside/shared/customers-profile';
import { DateField } from '@/components/ui/date-field';
import { failureMessages, translatedIssues } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useCustomerTags } from '../api/get-customer-tags';
import { useStaffNames } from '../api/get-staff-names';
import { useUpdateCustomer } from '../api/update-customer';
import { useUnsavedGuard } from '../utils/use-unsaved-guard';

type Values = Required<CustomerUpdateBody>;
const FIELDS = Object.keys(customerUpdateBody.shape) as (keyof Values)[];

const valuesOf = (c: CustomerDetail): Values => ({
  first_name: c.first_name, last_name: c.last_name, phone: c.phone, email: c.email, birthday: c.birthday, gender: c.gender, notes: c.notes,
  street: c.street, city: c.city, postcode: c.postcode, country: c.country, company_name: c.company_name, company_tax_number: c.company_tax_number, tags: c.tags, alerts: c.alerts, preferred_employee_id: c.preferred_employee_id,
  sms_marketing: c.sms_marketing, sms_marketing_source: (c.sms_consent.source || 'desk') as Values['sms_marketing_source'],
  email_marketing: c.email_marketing, email_marketing_source: (c.email_consent.source || 'desk') as Values['email_marketing_source'], blocked_online: c.blocked_online,
});

/** The profile's edit form (the shared zod schema, messages in the user's language); leaving with changes asks first. */
export function CustomerEditForm({ customer, onDone }: { customer: CustomerDetail; onDone(): void }) {
  const { t } = useTranslation();
  const update = useUpdateCustomer();
  const tags = useCustomerTags();
  const staff = useStaffNames();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<Values>({ resolver: zodResolver(customerUpdateBody, translatedIssues) as never, defaultValues: valuesOf(customer) });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedGuard(isDirty && !isSubmitting);
  const submit = form.handleSubmit(async (body) => {
    setAlert([]);
    try {
      const answer = await update.mutateAsync({ id: customer.id, body });
      form.reset(valuesOf(answer.customer));
      notify('positive', t('customers.saved'));
      onDone();
    } catch (error) {
      setAlert(failureMessages(error, form.setError, FIELDS, t('customers.load_failed')));
    }
  });
  const sources = CONSENT_SOURCES.map((value) => ({ value, label: t(`customers.source_${value}`) }));
  const text = (name: 'first_name' | 'last_name' | 'phone' | 'email' | 'street' | 'postcode' | 'city' | 'country' | 'company_name' | 'company_tax_number', required = false) => (
    <TextInput label={t(`customers.column_${name}`)} required={required} error={errors[name]?.message} {...form.register(name)} data-field={name} />
  );
  return (
    <form onSubmit={submit} noValidate data-customer-form>
      <Stack gap="md">
        {alert.length > 0 && <Alert color="red" role="alert">{alert.join(' ')}</Alert>}
        <Title order={2} size="h5">{t('customers.contact')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('first_name', true)}
          {text('last_name')}
          {text('phone')}
          {text('email')}
          <Controller control={form.control} name="birthday" render={({ field }) => <DateField label={t('customers.column_birthday')} value={field.value} onChange={(v) => field.onChange(v || null)} clearable error={errors.birthday?.message} />} />
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => <Select label={t('customers.gender')} data={GENDERS.map((g) => ({ value: g, label: t(`customers.gender_${g}`) }))} value={field.value} onChange={(v) => field.onChange(v)} clearable error={errors.gender?.message} />}
          />
        </SimpleGrid>
        <Title order={2} size="h5">{t('customers.address')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('street')}
          {text('postcode')}
          {text('city')}
          {text('country')}
        </SimpleGrid>
        <Title order={2} size="h5">{t('customers.billing')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('company_name')}
          {text('company_tax_number')}
        </SimpleGrid>
        <Controller control={form.control} name="tags" render={({ field }) => <TagsInput label={t('customers.column_tags')} data={tags.data ?? []} value={field.value} onChange={field.onChange} error={errors.tags?.message} clearable />} />
        <Textarea label={t('customers.alerts')} autosize minRows={2} error={errors.alerts?.message} {...form.register('alerts')} data-field="alerts" />
        <Textarea label={t('customers.notes')} autosize minRows={2} error={errors.notes?.message} {...form.register('notes')} data-field="notes" />
        <Controller
          control={form.control}
          name="preferred_employee_id"
          render={({ field }) => (
            <Select label={t('customers.preferred_employee')} data={staff.data ?? []} value={field.value ? String(field.value) : null} onChange={(v) => field.onChange(v ? Number(v) : null)} clearable placeholder={t('customers.none')} error={errors.preferred_employee_id?.message} />
          )}
        />
        <Title order={2} size="h5">{t('customers.marketing')}</Title>
        {(['sms', 'email'] as const).map((channel) => (
          <Group key={channel} align="flex-end" gap="md">
            <Checkbox label={t(`customers.${channel}_marketing`)} {...form.register(`${channel}_marketing`)} />
            <Controller
              control={form.control}
              name={`${channel}_marketing_source`}
              render={({ field }) => <Select size="xs" w={180} aria-label={t('customers.consent_source')} data={sources} value={field.value} onChange={(v) => field.onChange(v ?? 'desk')} allowDeselect={false} />}
            />
          </Group>
        ))}
        <Checkbox label={t('customers.blocked_online')} {...form.register('blocked_online')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => { form.reset(); onDone(); }}>{t('customers.cancel')}</Button>
          <Button type="submit" loading={isSubmitting} data-save-customer>{t('customers.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

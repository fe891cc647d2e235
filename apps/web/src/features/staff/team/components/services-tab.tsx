import { Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BookableService } from '@chairside/shared/catalog';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { EmployeeForm, FieldErrors, ServiceChoice } from '../utils/employee-form';

interface ServicesTabProps {
  catalogue: BookableService[];
  choices: EmployeeForm['services'];
  errors: FieldErrors;
  onChange(serviceId: number, choice: ServiceChoice): void;
}

/** The services the employee performs, each with an optional own price and length (empty = the service's). */
export function ServicesTab({ catalogue, choices, errors, onChange }: ServicesTabProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (catalogue.length === 0) return <Text c="dimmed">{t('staff_team.no_services')}</Text>;
  const groups = [...new Set(catalogue.map((s) => s.group_name))];
  const indexOf = (id: number) => catalogue.filter((s) => choices[s.id]?.on).findIndex((s) => s.id === id);
  return (
    <Stack gap="md">
      {errors.services && <Text c="red" size="sm" role="alert">{errors.services}</Text>}
      {groups.map((group) => (
        <Stack key={group} gap="xs">
          {group && <Title order={3} size="h6">{group}</Title>}
          {catalogue.filter((s) => s.group_name === group).map((service) => {
            const choice = choices[service.id] ?? { on: false, price: '', duration: '' };
            const at = indexOf(service.id);
            return (
              <Paper key={service.id} withBorder p="xs" radius="sm" data-service-choice={service.id}>
                <Checkbox
                  label={service.name}
                  description={`${format.duration(service.duration)} · ${format.price(service.price)}`}
                  checked={choice.on}
                  onChange={(e) => onChange(service.id, { ...choice, on: e.currentTarget.checked })}
                />
                {choice.on && (
                  <Group grow mt="xs" align="flex-start">
                    <TextInput
                      label={t('staff_team.own_price')}
                      placeholder={format.price(service.price)}
                      inputMode="decimal"
                      value={choice.price}
                      onChange={(e) => onChange(service.id, { ...choice, price: e.currentTarget.value })}
                      error={errors[`services.${at}.price`]}
                    />
                    <NumberInput
                      label={t('staff_team.own_duration')}
                      placeholder={String(service.duration)}
                      min={5}
                      max={1440}
                      step={5}
                      allowDecimal={false}
                      value={choice.duration}
                      onChange={(value) => onChange(service.id, { ...choice, duration: typeof value === 'number' ? value : '' })}
                      error={errors[`services.${at}.duration`]}
                    />
                  </Group>
                )}
              </Paper>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

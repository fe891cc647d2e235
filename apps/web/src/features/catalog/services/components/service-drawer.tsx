import { useState } from 'react';
import {
  ActionIcon, Alert, Button, Center, Checkbox, Drawer, Group, Loader, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Switch,
  Tabs, TagsInput, Text, TextInput, Textarea, Input,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PRICE_TYPES, type ServiceDetailResponse, type ServiceGroup, type ServicesResponse } from '@chairside/shared/catalog-services';
import { isApiError } from '@/lib/api-error';
import { translatedIssues } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveService, useServiceDetail } from '../api/services-api';
import { TABS, bodyOf, emptyForm, formOf, tabOf, validate, type FieldErrors, type ServiceForm, type Tab, type VariantForm } from '../utils/service-form';
import { ColorChoice } from './color-choice';
import { DurationBar } from './duration-bar';
import { TaxSelect } from './tax-select';

interface ServiceDrawerProps {
  /** null = a new service (in `groupId`) */
  serviceId: number | null;
  groupId: number | null;
  groups: ServiceGroup[];
  team: ServicesResponse['team'];
  taken: number;
  onClose(): void;
}

/** Add or edit a service: details (length split and price), team with own values, online, variants. */
export function ServiceDrawer({ serviceId, groupId, groups, team, taken, onClose }: ServiceDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const detail = useServiceDetail(serviceId);
  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={t(serviceId === null ? 'catalog_services.add_service' : 'catalog_services.edit_service')} closeButtonProps={{ 'aria-label': t('catalog_services.close') }} data-service-drawer>
      {serviceId !== null && detail.isPending ? (
        <Center h={200}>
          <Loader aria-label={t('catalog_services.loading')} />
        </Center>
      ) : (
        <ServiceEditor serviceId={serviceId} detail={detail.data ?? null} groupId={groupId} groups={groups} team={team} taken={taken} onDone={onClose} />
      )}
    </Drawer>
  );
}

interface EditorProps {
  serviceId: number | null;
  detail: ServiceDetailResponse | null;
  groupId: number | null;
  groups: ServiceGroup[];
  team: ServicesResponse['team'];
  taken: number;
  onDone(): void;
}

function ServiceEditor({ serviceId, detail, groupId, groups, team, taken, onDone }: EditorProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveService();
  const [form, setForm] = useState<ServiceForm>(() => (detail ? formOf(detail, format.decimalSeparator) : emptyForm(groupId, taken)));
  const [tab, setTab] = useState<Tab>('details');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof ServiceForm>(key: K, value: ServiceForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const teamOrder = team.map((e) => e.id);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) setTab(tabOf(first));
  };
  const submit = async () => {
    setFailure(null);
    const body = bodyOf(form, teamOrder);
    const invalid = validate(body, translatedIssues.error as never);
    if (Object.keys(invalid).length) return showErrors(invalid);
    try {
      const answer = await save.mutateAsync({ id: serviceId, body });
      notify('positive', answer.message);
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']));
      if (Object.keys(fields).length) showErrors(fields);
      else if (error.status !== 403) setFailure(typeof error.body.message === 'string' ? error.body.message : t('catalog_services.save_failed'));
    }
  };
  const minutes = (value: string | number) => (typeof value === 'number' ? value : '');
  const price = form.price_type === 'free' ? 0 : (Number(form.price.replace(',', '.')) * 100 || 0);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Tabs value={tab} onChange={(next) => next && setTab(next as Tab)} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name} data-tab={name}>{t(`catalog_services.tab_${name}`)}</Tabs.Tab>
            ))}
          </Tabs.List>

          <Tabs.Panel value="details" pt="md">
            <Stack gap="sm">
              <TextInput label={t('catalog_services.name')} required value={form.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} data-service-name />
              <Select
                label={t('catalog_services.group')}
                data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
                value={form.group_id === null ? null : String(form.group_id)}
                onChange={(value) => set('group_id', value === null ? null : Number(value))}
                placeholder={t('catalog_services.ungrouped')}
                clearable
                error={errors.group_id}
                data-service-group-select
              />
              <Textarea label={t('catalog_services.description')} autosize minRows={2} value={form.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
              <ColorChoice id="service-color" value={form.color} onChange={(color) => set('color', color)} />
              <Input.Wrapper label={t('catalog_services.duration')} description={t('catalog_services.duration_help')} labelElement="div" id="service-duration">
                <SimpleGrid cols={{ base: 1, xs: 3 }} mt={4} spacing="xs">
                  <NumberInput label={t('catalog_services.part_initial')} suffix={` ${t('shell.unit_minute')}`} min={1} max={1440} step={5} allowDecimal={false} value={form.initial} onChange={(v) => set('initial', minutes(v))} error={errors.initial} data-initial />
                  <NumberInput label={t('catalog_services.part_gap')} suffix={` ${t('shell.unit_minute')}`} min={0} max={1440} step={5} allowDecimal={false} value={form.gap} onChange={(v) => set('gap', minutes(v))} error={errors.gap} data-gap />
                  <NumberInput label={t('catalog_services.part_finish')} suffix={` ${t('shell.unit_minute')}`} min={0} max={1440} step={5} allowDecimal={false} value={form.finish} onChange={(v) => set('finish', minutes(v))} error={errors.finish} data-finish />
                </SimpleGrid>
              </Input.Wrapper>
              <DurationBar initial={Number(form.initial) || 0} gap={Number(form.gap) || 0} finish={Number(form.finish) || 0} />
              <NumberInput label={t('catalog_services.buffer_after')} description={t('catalog_services.buffer_help')} suffix={` ${t('shell.unit_minute')}`} min={0} max={240} step={5} allowDecimal={false} value={form.buffer_after} onChange={(v) => set('buffer_after', minutes(v))} error={errors.buffer_after} />
              <Input.Wrapper label={t('catalog_services.price_type')} labelElement="div" id="service-price-type">
                <SegmentedControl
                  mt={4}
                  fullWidth
                  value={form.price_type}
                  onChange={(value) => set('price_type', value as ServiceForm['price_type'])}
                  data={PRICE_TYPES.map((type) => ({ value: type, label: t(`catalog_services.price_${type}`) }))}
                  aria-labelledby="service-price-type-label"
                />
              </Input.Wrapper>
              {form.price_type !== 'free' && (
                <TextInput
                  label={t(form.price_type === 'from' ? 'catalog_services.price_from_label' : 'catalog_services.price')}
                  inputMode="decimal"
                  value={form.price}
                  onChange={(e) => set('price', e.currentTarget.value)}
                  description={form.price ? format.price(Math.round(price)) : undefined}
                  error={errors.price}
                  data-service-price
                />
              )}
              <TaxSelect value={form.tax_id} onChange={(value) => set('tax_id', value)} error={errors.tax_id} />
              <TagsInput
                label={t('catalog_services.resource_types')}
                description={t('catalog_services.resource_types_help')}
                value={form.resource_types}
                onChange={(value) => set('resource_types', value)}
                error={errors.resource_types}
                clearable
              />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="team" pt="md">
            <TeamTab form={form} team={team} errors={errors} set={set} />
          </Tabs.Panel>

          <Tabs.Panel value="online" pt="md">
            <Stack gap="sm">
              <Switch label={t('catalog_services.online_bookable')} checked={form.online_bookable} onChange={(e) => set('online_bookable', e.currentTarget.checked)} />
              <TextInput label={t('catalog_services.online_name')} description={t('catalog_services.online_name_help')} value={form.online_name} onChange={(e) => set('online_name', e.currentTarget.value)} error={errors.online_name} />
              <Textarea label={t('catalog_services.online_description')} autosize minRows={3} value={form.online_description} onChange={(e) => set('online_description', e.currentTarget.value)} error={errors.online_description} />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="variants" pt="md">
            <VariantsTab variants={form.variants} errors={errors} onChange={(variants) => set('variants', variants)} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', paddingBlock: 8 }}>
          <Button variant="default" onClick={onDone}>{t('catalog_services.cancel')}</Button>
          <Button type="submit" loading={save.isPending} data-save-service>{t('catalog_services.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function TeamTab({ form, team, errors, set }: { form: ServiceForm; team: ServicesResponse['team']; errors: FieldErrors; set<K extends keyof ServiceForm>(key: K, value: ServiceForm[K]): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (team.length === 0) return <Text c="dimmed">{t('catalog_services.no_team')}</Text>;
  const chosen = team.filter((e) => form.team[e.id]?.on).map((e) => e.id);
  const length = (Number(form.initial) || 0) + (Number(form.gap) || 0) + (Number(form.finish) || 0);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">{t('catalog_services.team_help')}</Text>
      {team.map((employee) => {
        const choice = form.team[employee.id] ?? { on: false, price: '', duration: '' };
        const at = chosen.indexOf(employee.id);
        const name = `${employee.first_name} ${employee.last_name}`.trim();
        const change = (next: typeof choice) => set('team', { ...form.team, [employee.id]: next });
        return (
          <Paper key={employee.id} withBorder p="xs" radius="sm" data-team-choice={employee.id} style={{ borderLeft: `4px solid ${employee.color}` }}>
            <Checkbox label={name} checked={choice.on} onChange={(e) => change({ ...choice, on: e.currentTarget.checked })} error={errors[`employees.${at}.employee_id`]} />
            {choice.on && (
              <Group grow mt="xs" align="flex-start">
                <TextInput
                  label={t('catalog_services.own_price')}
                  placeholder={form.price ? form.price : format.price(0)}
                  inputMode="decimal"
                  value={choice.price}
                  onChange={(e) => change({ ...choice, price: e.currentTarget.value })}
                  error={errors[`employees.${at}.price`]}
                  data-own-price
                />
                <NumberInput
                  label={t('catalog_services.own_duration')}
                  placeholder={String(length)}
                  min={5}
                  max={1440}
                  step={5}
                  allowDecimal={false}
                  value={choice.duration}
                  onChange={(value) => change({ ...choice, duration: typeof value === 'number' ? value : '' })}
                  error={errors[`employees.${at}.duration`]}
                />
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

function VariantsTab({ variants, errors, onChange }: { variants: VariantForm[]; errors: FieldErrors; onChange(variants: VariantForm[]): void }) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<VariantForm>) => onChange(variants.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const minutes = (value: string | number) => (typeof value === 'number' ? value : '');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{t('catalog_services.variants_help')}</Text>
      {variants.map((variant, index) => (
        <Paper key={variant.id ?? `new-${index}`} withBorder p="xs" radius="sm" data-variant={index}>
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput style={{ flex: 1 }} label={t('catalog_services.variant_name')} value={variant.name} onChange={(e) => update(index, { name: e.currentTarget.value })} error={errors[`variants.${index}.name`]} required />
            <ActionIcon variant="subtle" color="red" size="lg" mb={errors[`variants.${index}.name`] ? 22 : 2} onClick={() => onChange(variants.filter((_, i) => i !== index))} aria-label={t('catalog_services.remove_variant', { name: variant.name || String(index + 1) })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 4 }} mt="xs" spacing="xs">
            <NumberInput label={t('catalog_services.part_initial')} min={1} max={1440} step={5} allowDecimal={false} value={variant.initial} onChange={(v) => update(index, { initial: minutes(v) })} error={errors[`variants.${index}.initial`]} />
            <NumberInput label={t('catalog_services.part_gap')} min={0} max={1440} step={5} allowDecimal={false} value={variant.gap} onChange={(v) => update(index, { gap: minutes(v) })} error={errors[`variants.${index}.gap`]} />
            <NumberInput label={t('catalog_services.part_finish')} min={0} max={1440} step={5} allowDecimal={false} value={variant.finish} onChange={(v) => update(index, { finish: minutes(v) })} error={errors[`variants.${index}.finish`]} />
            <TextInput label={t('catalog_services.price')} inputMode="decimal" value={variant.price} onChange={(e) => update(index, { price: e.currentTarget.value })} error={errors[`variants.${index}.price`]} />
          </SimpleGrid>
        </Paper>
      ))}
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onChange([...variants, { id: null, name: '', initial: 30, gap: 0, finish: 0, price: '' }])} disabled={variants.length >= 20} data-add-variant>
        {t('catalog_services.add_variant')}
      </Button>
    </Stack>
  );
}

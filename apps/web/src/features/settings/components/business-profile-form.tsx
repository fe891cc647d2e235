import { useMemo } from 'react';
import { Anchor, Group, Radio, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { LANGUAGES, LOCALE_TAG, type Language } from '@chairside/shared/constants';
import type { ProfileSection } from '@chairside/shared/settings-sections';
import { useTranslation } from '@/lib/use-translation';
import { currentLanguage } from '@/lib/i18n';
import { countryOptions } from '@/lib/countries';
import { useSectionForm } from '../hooks/use-section-form';
import { timeZoneOptions } from '../utils/timezones';
import { LogoField } from './logo-field';
import { PriceFormatFields } from './price-format-fields';
import { PROFILE_FIELDS, profileFormSchema, profileValues, type ProfileValues } from './profile-values';
import { FormAlert, SaveBar, SettingsCard } from './settings-layout';

/** The business profile (settings/venue section profile): identity, logo, address and time zone, contact, prices, tax, and whether sales may take stock under zero. */
export function BusinessProfileForm({ data }: { data: ProfileSection }) {
  const { t } = useTranslation();
  const locale = LOCALE_TAG[currentLanguage()];
  const { form, submit, discard, alert, dirty, saving } = useSectionForm({
    section: 'profile',
    schema: profileFormSchema,
    initial: profileValues(data),
    toValues: profileValues,
    fields: PROFILE_FIELDS,
  });
  const { errors } = form.formState;
  const { register, control } = form;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const zones = useMemo(() => timeZoneOptions(data.timezone), [data.timezone]);
  const languages = LANGUAGES.map((lang: Language) => ({ value: lang, label: t(`shell.language_${lang}`) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={alert} />
        <SettingsCard id="profile-identity" title={t('settings_screens.identity_title')}>
          <LogoField logo={data.logo} venueName={data.title} />
          <TextInput label={t('settings_screens.name')} required autoComplete="organization" error={errors.title?.message} {...register('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('settings_screens.business_type')} placeholder={t('settings_screens.business_type_placeholder')} error={errors.business_type?.message} {...register('business_type')} />
            <Controller
              control={control}
              name="lang"
              render={({ field }) => (
                <Select
                  label={t('settings_screens.language')}
                  description={t('settings_screens.language_hint')}
                  allowDeselect={false}
                  data={languages}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  error={errors.lang?.message}
                />
              )}
            />
          </SimpleGrid>
          <Textarea label={t('settings_screens.description')} description={t('settings_screens.description_hint')} autosize minRows={3} maxRows={8} error={errors.description?.message} {...register('description')} />
        </SettingsCard>

        <SettingsCard id="profile-address" title={t('settings_screens.address_title')}>
          <TextInput label={t('settings_screens.address')} autoComplete="street-address" error={errors.address?.message} {...register('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('settings_screens.postcode')} autoComplete="postal-code" error={errors.postcode?.message} {...register('postcode')} />
            <TextInput label={t('settings_screens.city')} autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <Select
                  label={t('settings_screens.country')}
                  placeholder={t('settings_screens.country_none')}
                  searchable
                  clearable
                  data={countries}
                  nothingFoundMessage={t('settings_screens.nothing_found')}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.country?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="timezone"
              render={({ field }) => (
                <Select
                  label={t('settings_screens.timezone')}
                  description={t('settings_screens.timezone_hint')}
                  required
                  searchable
                  allowDeselect={false}
                  data={zones}
                  nothingFoundMessage={t('settings_screens.nothing_found')}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  error={errors.timezone?.message}
                  data-field="timezone"
                />
              )}
            />
          </SimpleGrid>
        </SettingsCard>

        <SettingsCard id="profile-contact" title={t('settings_screens.contact_title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('settings_screens.phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
            <TextInput label={t('settings_screens.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          </SimpleGrid>
        </SettingsCard>

        <SettingsCard id="profile-prices" title={t('settings_screens.prices_title')} subtitle={t('settings_screens.prices_subtitle')}>
          <PriceFormatFields control={control} register={register} setValue={form.setValue} errors={errors} locale={locale} />
        </SettingsCard>

        <SettingsCard id="profile-tax" title={t('settings_screens.tax_title')}>
          <TaxFields control={control} errors={errors} defaults={{ service: data.tax_default_service, product: data.tax_default_product }} />
          <TextInput label={t('settings_screens.tax_number')} description={t('settings_screens.tax_number_hint')} maxLength={40} error={errors.tax_number?.message} {...register('tax_number')} />
        </SettingsCard>

        <SettingsCard id="profile-stock" title={t('settings_screens.stock_title')}>
          <Controller
            control={control}
            name="allow_negative_stock"
            render={({ field }) => (
              <Switch
                label={t('settings_screens.allow_negative_stock')}
                description={t('settings_screens.allow_negative_stock_hint')}
                checked={field.value === 1}
                onChange={(event) => field.onChange(event.currentTarget.checked ? 1 : 0)}
                onBlur={field.onBlur}
                data-field="allow_negative_stock"
              />
            )}
          />
        </SettingsCard>

        <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />
      </Stack>
    </form>
  );
}

/** The pricing mode, and the default rates as read-only text: they are chosen on /catalogs/taxation (one source of truth). */
function TaxFields({ control, errors, defaults }: { control: Control<ProfileValues>; errors: FieldErrors<ProfileValues>; defaults: { service: number; product: number } }) {
  const { t } = useTranslation();
  return (
    <>
      <Controller
        control={control}
        name="tax_calculation"
        render={({ field }) => (
          <Radio.Group label={t('settings_screens.tax_calculation')} value={field.value} onChange={field.onChange} error={errors.tax_calculation?.message}>
            <Group gap="md" mt={6}>
              <Radio value="included" label={t('settings_screens.tax_included')} />
              <Radio value="excluded" label={t('settings_screens.tax_excluded')} />
            </Group>
          </Radio.Group>
        )}
      />
      <Group gap="xs" data-testid="profile-tax-defaults">
        <Text size="sm">{t('catalog_resources.profile_tax_defaults', { service: `${defaults.service} %`, product: `${defaults.product} %` })}</Text>
        <Anchor component={Link} to="/catalogs/taxation" size="sm">{t('catalog_resources.profile_tax_manage')}</Anchor>
      </Group>
    </>
  );
}

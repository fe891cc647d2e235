import { useMemo, useState } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { locationAnswers } from '@chairside/shared/onboarding';
import { LOCALE_TAG } from '@chairside/shared/constants';
import { currentLanguage } from '@/lib/i18n';
import { translatedIssues } from '@/lib/form-errors';
import { browserCountry, countryOptions } from '@/lib/countries';
import { AddressSearch } from './address-search';
import { LocationMap } from './location-map';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';

const FIELDS = ['address', 'city', 'postcode', 'country', 'latitude', 'longitude'] as const;

/**
 * Step 4: where the venue is. The address fields are all that is needed; the exact position is
 * optional (typed, taken from the device, picked on the map or found by the address search when
 * a map or geocoder is configured).
 */
export function LocationStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const locale = LOCALE_TAG[currentLanguage()];
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const saved = state.answers.location;
  const form = useForm({
    resolver: zodResolver(locationAnswers, translatedIssues),
    defaultValues: { ...saved, country: saved.country || browserCountry() },
  });
  const { errors } = form.formState;
  const { run, alert, pending } = useStepSave(form.setError, FIELDS, onSaved);
  const submit = form.handleSubmit((values) => run({ step: 'location', ...values }));
  const [locating, setLocating] = useState(false);
  const [geoFailed, setGeoFailed] = useState(false);
  const latitude = useWatch({ control: form.control, name: 'latitude' });
  const longitude = useWatch({ control: form.control, name: 'longitude' });

  const setPosition = (lat: number, lon: number) => {
    form.setValue('latitude', Number(lat.toFixed(6)), { shouldDirty: true, shouldValidate: true });
    form.setValue('longitude', Number(lon.toFixed(6)), { shouldDirty: true, shouldValidate: true });
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return setGeoFailed(true);
    setLocating(true);
    setGeoFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setPosition(position.coords.latitude, position.coords.longitude);
      },
      () => {
        setLocating(false);
        setGeoFailed(true);
      },
      { timeout: 10_000 },
    );
  };

  const coordinate = (name: 'latitude' | 'longitude', label: string, limit: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          min={-limit}
          max={limit}
          decimalScale={6}
          hideControls
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AddressSearch
          onChoose={(hit) => {
            form.setValue('address', hit.address, { shouldDirty: true });
            form.setValue('city', hit.city, { shouldDirty: true });
            form.setValue('postcode', hit.postcode, { shouldDirty: true });
            if (hit.country) form.setValue('country', hit.country, { shouldDirty: true });
            setPosition(hit.latitude, hit.longitude);
          }}
        />
        <TextInput label={t('onboarding.address')} autoComplete="street-address" required error={errors.address?.message} {...form.register('address')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('onboarding.postcode')} autoComplete="postal-code" error={errors.postcode?.message} {...form.register('postcode')} />
          <TextInput label={t('onboarding.city')} autoComplete="address-level2" required error={errors.city?.message} {...form.register('city')} />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              label={t('onboarding.country')}
              required
              searchable
              allowDeselect={false}
              data={countries}
              nothingFoundMessage={t('onboarding.nothing_found')}
              value={field.value}
              onChange={(value) => field.onChange(value ?? field.value)}
              onBlur={field.onBlur}
              error={errors.country?.message}
            />
          )}
        />
        <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            {t('onboarding.position')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('onboarding.position_hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {coordinate('latitude', t('onboarding.latitude'), 90)}
            {coordinate('longitude', t('onboarding.longitude'), 180)}
          </SimpleGrid>
          <Group>
            <Button variant="subtle" size="compact-sm" leftSection={<IconCurrentLocation size={16} aria-hidden />} onClick={locate} loading={locating}>
              {t('onboarding.use_my_location')}
            </Button>
          </Group>
          {geoFailed && (
            <Text size="sm" c="orange.8" role="status">
              {t('onboarding.location_unavailable')}
            </Text>
          )}
        </Stack>
        {typeof latitude === 'number' && typeof longitude === 'number' && (
          <LocationMap latitude={latitude} longitude={longitude} onPick={setPosition} />
        )}
        <StepActions onBack={onBack} pending={pending} alert={alert} />
      </Stack>
    </form>
  );
}

import { useMemo } from 'react';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { LOCALE_TAG } from '@chairside/shared/constants';
import { currentLanguage } from '@/lib/i18n';
import { translatedIssues } from '@/lib/form-errors';
import { asCountry, browserCountry, countryOptions, type CountryCode } from '@/lib/countries';
import { nationalFormat, toE164 } from '../utils/phone';
import { readDraft, writeDraft } from '../utils/sign-up-draft';

const phoneSchema = z
  .object({ country: z.string().length(2), phone: z.string().trim().min(1) })
  .refine((values) => toE164(values.phone, values.country as CountryCode) !== null, {
    path: ['phone'],
    params: { key: 'auth_screens.phone_invalid' },
  });

/** Step 3: the mobile number with its country; sent on as E.164. */
export function SignUpPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const locale = LOCALE_TAG[currentLanguage()];
  const options = useMemo(() => countryOptions(locale, { withCallingCode: true }), [locale]);
  const draft = readDraft();
  const form = useForm({
    resolver: zodResolver(phoneSchema, translatedIssues),
    defaultValues: { country: asCountry(draft.country, browserCountry()), phone: nationalFormat(draft.phone) },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ country, phone }) => {
    const e164 = toE164(phone, country as CountryCode);
    if (!e164) return;
    writeDraft({ phone: e164, country });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('auth_screens.country')}
                data={options}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('auth_screens.nothing_found')}
                value={field.value}
                onChange={(value) => field.onChange(value ?? field.value)}
                onBlur={field.onBlur}
                error={errors.country?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label={t('auth_screens.phone')}
            description={t('auth_screens.phone_hint')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            error={errors.phone?.message}
            {...form.register('phone')}
          />
        </SimpleGrid>
        <Button type="submit" size="md" fullWidth>
          {t('auth_screens.continue')}
        </Button>
      </Stack>
    </form>
  );
}

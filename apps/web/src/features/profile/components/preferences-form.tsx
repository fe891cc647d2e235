import { useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@chairside/shared/profile';
import type { Profile } from '@/lib/auth';
import { useUpdatePreferences } from '../api/update-preferences';

const SWITCHES = [
  { field: 'phone_agreement', from: 'phone_agr', label: 'profile_screens.agree_phone', hint: 'profile_screens.agree_phone_hint' },
  { field: 'email_agreement', from: 'email_agr', label: 'profile_screens.agree_email', hint: 'profile_screens.agree_email_hint' },
  { field: 'sms_agreement', from: 'sms_agr', label: 'profile_screens.agree_sms', hint: 'profile_screens.agree_sms_hint' },
] as const;

const flag = (value: number | undefined): 0 | 1 => ((value ?? 0) > 0 ? 1 : 0);

/** The three contact agreements as switches; each change is saved at once. */
export function PreferencesForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useUpdatePreferences();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const values: Preferences = {
    phone_agreement: flag(profile.phone_agr),
    email_agreement: flag(profile.email_agr),
    sms_agreement: flag(profile.sms_agr),
  };
  const change = (field: keyof Preferences, checked: boolean) => {
    setStatus('idle');
    save.mutate(
      { ...values, [field]: checked ? 1 : 0 },
      { onSuccess: () => setStatus('saved'), onError: () => setStatus('failed') },
    );
  };
  return (
    <Stack gap="lg">
      {SWITCHES.map((item) => (
        <Switch
          key={item.field}
          size="md"
          label={t(item.label)}
          description={t(item.hint)}
          checked={values[item.field] === 1}
          onChange={(event) => change(item.field, event.currentTarget.checked)}
        />
      ))}
      <Text size="sm" c={status === 'failed' ? 'red' : 'dimmed'} role="status" aria-live="polite" mih={20}>
        {save.isPending ? t('profile_screens.saving') : status === 'saved' ? t('profile_screens.saved') : status === 'failed' ? t('profile_screens.save_failed') : ''}
      </Text>
    </Stack>
  );
}

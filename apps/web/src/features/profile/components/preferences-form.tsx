import { useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { Preferences } from '@chairside/shared/profile';
import type { Profile } from '@/lib/auth';
import { useUpdatePreferences } from '../api/update-preferences';

const SWITCHES = [
  { field: 'phone_agreement', label: 'profile_screens.agree_phone', hint: 'profile_screens.agree_phone_hint' },
  { field: 'email_agreement', label: 'profile_screens.agree_email', hint: 'profile_screens.agree_email_hint' },
  { field: 'sms_agreement', label: 'profile_screens.agree_sms', hint: 'profile_screens.agree_sms_hint' },
] as const;

const flag = (value: number | undefined): 0 | 1 => ((value ?? 0) > 0 ? 1 : 0);
const fromProfile = (profile: Profile): Preferences => ({
  phone_agreement: flag(profile.phone_agr),
  email_agreement: flag(profile.email_agr),
  sms_agreement: flag(profile.sms_agr),
});

/** The three contact agreements as switches; each change shows at once and is saved straight away. */
export function PreferencesForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useUpdatePreferences();
  const [values, setValues] = useState<Preferences>(() => fromProfile(profile));
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const change = (field: keyof Preferences, checked: boolean) => {
    const previous = values;
    const next = { ...values, [field]: checked ? 1 : 0 } as Preferences;
    setValues(next);
    setStatus('idle');
    save.mutate(next, {
      onSuccess: () => setStatus('saved'),
      onError: () => {
        setValues(previous);
        setStatus('failed');
      },
    });
  };
  const message = save.isPending ? 'profile_screens.saving' : status === 'saved' ? 'profile_screens.saved' : status === 'failed' ? 'profile_screens.save_failed' : null;
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
      <Text size="sm" c={status === 'failed' ? 'red.9' : 'dimmed'} role="status" aria-live="polite" mih={20}>
        {message ? t(message) : ''}
      </Text>
    </Stack>
  );
}

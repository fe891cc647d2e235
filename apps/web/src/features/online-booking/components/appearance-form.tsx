import { useState } from 'react';
import { Button, Checkbox, ColorInput, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { LANGUAGES } from '@chairside/shared/constants';
import type { OnlineAppearance, OnlineAppearanceResponse } from '@chairside/shared/online-booking';
import { useTranslation } from '@/lib/use-translation';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useRemoveCover, useSaveAppearance, useUploadCover } from '../api/appearance';

/** Each language by its own name, as the booking page's language switch shows it. */
export const LANGUAGE_NAMES: Record<string, string> = {
  'en-us': 'English', 'es-es': 'Español', 'fr-fr': 'Français', pl: 'Polski', de: 'Deutsch', 'it-it': 'Italiano', nld: 'Nederlands', 'pt-pt': 'Português',
};
const COVER_TYPES = 'image/jpeg,image/png,image/webp';

/** /online-booking/appearance: the page's colour, description, languages and cover, with the page itself as the preview. */
export function AppearanceForm({ saved }: { saved: OnlineAppearanceResponse }) {
  const { t } = useTranslation();
  const save = useSaveAppearance();
  const upload = useUploadCover();
  const remove = useRemoveCover();
  const [values, setValues] = useState<OnlineAppearance>({ color: saved.color, description: saved.description, languages: saved.languages });
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState(0);
  const dirty = JSON.stringify(values) !== JSON.stringify({ color: saved.color, description: saved.description, languages: saved.languages });

  const done = (answer: OnlineAppearanceResponse) => {
    if (answer.message) notify('positive', answer.message);
    setPreview((n) => n + 1);
  };
  const fail = (failure: unknown) => setError(errorText(failure) ?? t('online_booking.screens.save_failed'));
  const submit = () => {
    setError(null);
    save.mutateAsync(values).then(done, fail);
  };
  const chooseCover = (file: File | null) => {
    if (!file) return;
    setError(null);
    upload.mutateAsync(file).then(done, fail);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="md">
          <ColorInput label={t('online_booking.screens.color')} value={values.color} format="hex" withEyeDropper={false} onChange={(color) => setValues((v) => ({ ...v, color }))} maw={240} />
          <Textarea label={t('online_booking.screens.description')} description={t('online_booking.screens.description_hint')} autosize minRows={2} maxLength={2000}
            value={values.description} onChange={(e) => { const description = e.currentTarget.value; setValues((v) => ({ ...v, description })); }} />
          <Checkbox.Group label={t('online_booking.screens.languages')} description={t('online_booking.screens.languages_hint')} value={values.languages}
            onChange={(languages) => setValues((v) => ({ ...v, languages: LANGUAGES.filter((lang) => languages.includes(lang)) }))}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
              {LANGUAGES.map((lang) => <Checkbox key={lang} value={lang} label={LANGUAGE_NAMES[lang]} lang={lang} />)}
            </SimpleGrid>
          </Checkbox.Group>
          {error && <Text c="red" role="alert">{error}</Text>}
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending} disabled={!dirty || !values.languages.length}>{t('online_booking.screens.save')}</Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">{t('online_booking.screens.cover')}</Title>
          <Text size="sm" c="dimmed">{t('online_booking.screens.cover_hint')}</Text>
          {saved.cover ? <Image src={saved.cover} alt={t('online_booking.screens.cover')} radius="md" mah={220} fit="cover" /> : <Text size="sm">{t('online_booking.screens.no_cover')}</Text>}
          <Group>
            <FileButton accept={COVER_TYPES} onChange={chooseCover}>
              {(props) => <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={upload.isPending}>{t('online_booking.screens.upload_cover')}</Button>}
            </FileButton>
            {saved.cover && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} loading={remove.isPending} onClick={() => remove.mutateAsync().then(done, fail)}>
                {t('online_booking.screens.remove_cover')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {saved.booking_url && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">{t('online_booking.screens.preview')}</Title>
          <iframe key={preview} src={saved.booking_url} title={t('online_booking.screens.preview')} style={{ width: '100%', maxWidth: 420, height: 640, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }} />
        </Paper>
      )}
    </Stack>
  );
}

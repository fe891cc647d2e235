import { useState } from 'react';
import { Alert, Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { openDialog } from '@/components/ui/open-dialog';
import { bookedCount, decidable, initialChoices, skipAllClashes, undecided, type OccurrenceChoices, type OccurrenceClash, type SeriesClash } from '../../utils/occurrences';

interface OccurrenceChoicesProps {
  clash: SeriesClash;
  previous: OccurrenceChoices;
  formatDate(date: string): string;
  /** "Emma de Vries is busy 10:15–11:00" */
  describe(clash: OccurrenceClash): string;
  close(choices: OccurrenceChoices | null): void;
}

/** Every date of the series, the taken ones marked, each taken one to skip or book anyway. */
function OccurrenceChoicesPanel({ clash, previous, formatDate, describe, close }: OccurrenceChoicesProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState(() => initialChoices(clash.occurrences, previous));
  const [missing, setMissing] = useState(false);
  const open = undecided(clash.occurrences, choices);
  const confirm = () => {
    if (open.length) {
      setMissing(true);
      document.querySelector<HTMLInputElement>(`[data-occurrence="${open[0]}"] input`)?.focus();
      return;
    }
    close(choices);
  };

  return (
    <Stack gap="md" data-occurrence-choices>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t('calendar.series_clash_intro')}
      </Alert>
      <Button variant="light" color="orange" onClick={() => setChoices(skipAllClashes(clash.occurrences, choices))} style={{ alignSelf: 'flex-start' }} data-skip-all>
        {t('calendar.skip_all_clashes')}
      </Button>
      <Stack gap={0} component="ul" aria-label={t('calendar.series_dates')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {clash.occurrences.map((o) => {
          const reasons = clash.clashes.filter((c) => c.occurrence === o.date).map(describe);
          const taken = o.clash || o.forced;
          return (
            <li key={o.date} data-occurrence={o.date} data-clash={o.clash || undefined} style={{ borderBottom: '1px solid var(--mantine-color-default-border)', padding: '8px 0' }}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0}>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {formatDate(o.date)}
                    </Text>
                    <Badge size="sm" variant="light" color={choices[o.date] === 'skip' ? 'gray' : taken ? 'orange' : 'green'}>
                      {choices[o.date] === 'skip' ? t('calendar.occurrence_skipped') : taken ? t('calendar.occurrence_taken') : t('calendar.occurrence_free')}
                    </Badge>
                  </Group>
                  {[...new Set(reasons)].map((reason) => (
                    <Text key={reason} size="xs" c="dimmed">
                      {reason}
                    </Text>
                  ))}
                </Stack>
                {decidable(o) ? (
                  <Radio.Group
                    value={choices[o.date] ?? null}
                    onChange={(value) => setChoices({ ...choices, [o.date]: value as 'skip' | 'force' })}
                    aria-label={formatDate(o.date)}
                    error={missing && !choices[o.date] ? t('calendar.occurrence_choose') : undefined}
                  >
                    <Group gap="md">
                      <Radio value="skip" label={t('calendar.occurrence_skip')} />
                      <Radio value="force" label={t('calendar.clash_force')} />
                    </Group>
                  </Radio.Group>
                ) : null}
              </Group>
            </li>
          );
        })}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => close(null)}>
          {t('calendar.back')}
        </Button>
        <Button onClick={confirm} disabled={bookedCount(clash.occurrences, choices) === 0} data-series-book>
          {t('calendar.series_book', { n: bookedCount(clash.occurrences, choices) })}
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens the choices over the booking form; resolves with them, or null when the user went back. */
export async function chooseOccurrences(props: Omit<OccurrenceChoicesProps, 'close'> & { title: string; closeLabel: string; fullScreen: boolean }): Promise<OccurrenceChoices | null> {
  const { title, closeLabel, fullScreen, ...panel } = props;
  const answer = await openDialog<OccurrenceChoices | null>((close) => <OccurrenceChoicesPanel {...panel} close={close} />, {
    title,
    size: 'lg',
    fullScreen,
    closeButtonProps: { 'aria-label': closeLabel },
  });
  return answer ?? null;
}

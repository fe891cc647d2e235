import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  MARKETPLACE_CATEGORIES, MAX_MARKETPLACE_CATEGORIES, type MarketplaceBody, type MarketplaceCategory, type MarketplaceResponse,
} from '@chairside/shared/online-booking-marketplace';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSaveMarketplace } from '../api/marketplace';
import { LinkRow } from './link-row';

const bodyOf = (saved: MarketplaceResponse): MarketplaceBody => ({ terms_accepted: saved.terms_accepted, listed: saved.listed, categories: saved.categories });

/** /online-booking/marketplace: the listing terms, the listing on or off, its categories, and the listing page's link. */
export function MarketplaceForm({ saved }: { saved: MarketplaceResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveMarketplace();
  const [values, setValues] = useState<MarketplaceBody>(bodyOf(saved));
  const [error, setError] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(bodyOf(saved));
  const k = (key: string, vars?: Record<string, string | number>) => t(`online_booking.marketplace.${key}`, vars);

  const submit = () => {
    setError(null);
    save.mutateAsync(values).then((answer) => {
      setValues(bodyOf(answer));
      if (answer.message) notify('positive', answer.message);
    }, (failure: unknown) => setError(errorText(failure) ?? k('failed')));
  };
  const chooseCategories = (chosen: string[]) =>
    setValues((v) => ({ ...v, categories: [...v.categories.filter((c) => chosen.includes(c)), ...(chosen.filter((c) => !v.categories.includes(c as MarketplaceCategory)) as MarketplaceCategory[])] }));

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={saved.live ? '#1b5e20' : 'gray.7'} variant="filled" size="lg">{saved.live ? k('live') : k('not_live')}</Badge>
      </Group>
      {!saved.online_enabled && <Alert color="yellow" variant="light">{saved.marketplace_url ? k('online_needed') : t('online_booking.screens.no_address')}</Alert>}
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">{k('terms_title')}</Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{k('terms_text')}</Text>
          <Checkbox label={k('terms_accept')} checked={values.terms_accepted}
            onChange={(e) => { const accepted = e.currentTarget.checked; setValues((v) => ({ ...v, terms_accepted: accepted, listed: accepted && v.listed })); }} />
          {saved.terms_accepted && saved.terms_accepted_at && <Text size="xs" c="dimmed">{k('accepted_on', { date: format.date(saved.terms_accepted_at) })}</Text>}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="md">
          <Switch label={k('listed')} description={k('listed_hint')} checked={values.listed} disabled={!values.terms_accepted}
            onChange={(e) => { const listed = e.currentTarget.checked; setValues((v) => ({ ...v, listed })); }} />
          <Checkbox.Group label={k('categories')} description={k('categories_hint', { max: MAX_MARKETPLACE_CATEGORIES })} value={values.categories} onChange={chooseCategories}>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
              {MARKETPLACE_CATEGORIES.map((category) => (
                <Checkbox key={category} value={category} label={t(`marketplace_page.categories.${category}`)}
                  disabled={!values.categories.includes(category) && values.categories.length >= MAX_MARKETPLACE_CATEGORIES} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {error && <Text c="red" role="alert">{error}</Text>}
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending} disabled={!dirty}>{t('online_booking.screens.save')}</Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">{k('page_title')}</Title>
          {saved.marketplace_url ? (
            <>
              <LinkRow label={k('link')} link={saved.marketplace_url} />
              {saved.live && <Anchor href={saved.marketplace_url} target="_blank" rel="noopener" size="sm">{k('open')}</Anchor>}
            </>
          ) : <Text size="sm">{t('online_booking.screens.no_address')}</Text>}
          <Text size="sm" c="dimmed">
            {k('pictures', { count: saved.portfolio_count })}{' '}
            <Anchor component={Link} to="/online-booking/portfolio" size="sm" underline="always">{t('online_booking.portfolio.title')}</Anchor>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

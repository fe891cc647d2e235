import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { LOCALE_TAG } from '@chairside/shared/constants';
import { currentLanguage } from '@/lib/i18n';
import { geocoderUrl, useAddressSearch, type AddressHit } from '../api/search-address';

/** Finds an address with the configured geocoder and fills the fields; hidden without one. */
export function AddressSearch({ onChoose }: { onChoose: (hit: AddressHit) => void }) {
  const { t } = useTranslation();
  const search = useAddressSearch();
  const [query, setQuery] = useState('');
  if (!geocoderUrl()) return null;
  const run = () => {
    if (query.trim().length >= 3) search.mutate({ query: query.trim(), lang: LOCALE_TAG[currentLanguage()] });
  };
  return (
    <Stack gap="xs" role="search">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('onboarding.address_search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              run();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={run} loading={search.isPending} aria-label={t('onboarding.address_search_button')}>
          <IconSearch size={16} aria-hidden />
        </Button>
      </Group>
      {search.isError && <Text size="sm" c="red">{t('onboarding.address_search_failed')}</Text>}
      {search.data?.length === 0 && <Text size="sm" c="dimmed">{t('onboarding.address_search_empty')}</Text>}
      {search.data && search.data.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {search.data.map((hit) => (
            <li key={`${hit.latitude},${hit.longitude}`}>
              <UnstyledButton className="app-focusable" onClick={() => onChoose(hit)} p={6} style={{ borderRadius: 6 }}>
                <Text size="sm">{hit.label}</Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

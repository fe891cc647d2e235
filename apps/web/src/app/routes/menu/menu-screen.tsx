import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { LogoutButton } from '@/components/ui/logout-button';
import { useVenueChoices } from '@/features/venues/api/venue-choices';
import { VenueList } from '@/features/venues/components/venue-list';
import { LanguagePicker } from '@/features/profile/components/language-picker';

/** /menu (phone): venue selection, language selection and logout. */
export function MenuScreen() {
  const { t } = useTranslation();
  const { venues, currentId } = useVenueChoices();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('auth_screens.menu_title')}
      </Title>
      {venues.length > 1 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="menu-venues">
          <Stack gap="sm">
            <Title order={2} size="h4" id="menu-venues">
              {t('auth_screens.menu_venue')}
            </Title>
            <VenueList venues={venues} currentId={currentId} columns={{ base: 1 }} />
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="menu-language">
        <Stack gap="sm">
          <Title order={2} size="h4" id="menu-language">
            {t('auth_screens.menu_language')}
          </Title>
          <LanguagePicker />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('auth_screens.menu_logout_hint')}
          </Text>
          <LogoutButton color="red" variant="light" iconSize={18}>
            {t('auth_screens.logout')}
          </LogoutButton>
        </Stack>
      </Paper>
    </Stack>
  );
}

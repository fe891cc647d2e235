import { Burger, Group } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { Logo } from '@/components/ui/logo';
import { VenueSwitcher } from '@/components/ui/venue-switcher';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AppBreadcrumbs } from './breadcrumbs';
import { ProfileMenu } from './profile-menu';

export function TopBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t(navOpened ? 'shell.close_navigation' : 'shell.open_navigation')}
          aria-expanded={navOpened}
          aria-controls="app-navigation"
        />
        <Link to="/calendar" aria-label={t('shell.home')} style={{ display: 'flex' }}>
          <Logo size={32} />
        </Link>
        <Group visibleFrom="sm" miw={0}>
          <AppBreadcrumbs />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Group visibleFrom="sm">
          <VenueSwitcher />
        </Group>
        <NotificationBell />
        <LanguageSwitcher />
        <ProfileMenu />
      </Group>
    </Group>
  );
}

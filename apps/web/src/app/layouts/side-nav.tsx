import { Box, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation } from 'react-router';
import { useInitialSettings } from '@/lib/auth';
import { can, useAccess, type AccessState } from '@/lib/can';
import { VenueSwitcher } from '@/components/ui/venue-switcher';
import { ACCOUNT_ITEMS, NAV_SECTIONS, type NavItem } from './nav-items';

const visible = (item: NavItem, access: AccessState) => !item.flag || access.permissions === null || can(item.flag, access);
const isActive = (pathname: string, to: string, end = false) => pathname === to || (!end && pathname.startsWith(`${to}/`));

function Item({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const access = useAccess();
  const Icon = item.icon;
  const active = isActive(pathname, item.to, item.end);
  if (item.children) {
    const children = item.children.filter((child) => visible(child, access));
    if (children.length === 0) return null;
    return (
      <NavLink
        component="button"
        type="button"
        label={t(item.label)}
        leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
        defaultOpened={active}
        active={active}
        variant="subtle"
      >
        {children.map((child) => (
          <Item key={child.to} item={child} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(item.label)}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/** The venue being worked in; on a phone the venue switcher lives here too. */
function VenueHeader() {
  const { data: settings } = useInitialSettings();
  if (!settings) return null;
  return (
    <Box px="md" py="sm" style={{ borderBottom: '1px solid var(--app-shell-border-color)' }}>
      <Text fw={600} size="sm" truncate="end">
        {settings.title}
      </Text>
      {settings.address && (
        <Text size="xs" c="dimmed" truncate="end">
          {settings.address}
        </Text>
      )}
      <Box hiddenFrom="sm" mt="xs">
        <VenueSwitcher />
      </Box>
    </Box>
  );
}

/** Side navigation of the main layout; inside the drawer on a phone. */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const access = useAccess();
  return (
    <Stack component="nav" aria-label={t('shell.main_navigation')} justify="space-between" h="100%" gap={0}>
      <VenueHeader />
      <ScrollArea type="auto" style={{ flex: 1 }} p="xs">
        {NAV_SECTIONS.filter((item) => visible(item, access)).map((item) => (
          <Item key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </ScrollArea>
      <Stack gap={0} p="xs" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
        {ACCOUNT_ITEMS.map((item) => (
          <Item key={item.to} item={item} onNavigate={onNavigate} />
        ))}
        <NavLink
          hiddenFrom="sm"
          component={Link}
          to="/menu"
          label={t('shell.menu')}
          leftSection={<IconMenu2 size={20} stroke={1.6} aria-hidden />}
          onClick={onNavigate}
        />
      </Stack>
    </Stack>
  );
}

import { useState } from 'react';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { shortFullName } from '@chairside/shared/rules/name';
import { logout, useProfile } from '@/lib/auth';

const initials = (first = '', last = '') => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';

/** The signed-in person: profile settings, data preferences and logout. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const [leaving, setLeaving] = useState(false);
  const name = profile ? shortFullName(profile.first_name, profile.last_name) : '';
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className="app-focusable" p={4} style={{ borderRadius: 8 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={profile?.avatar ?? null} radius="xl" size={32} color="brand" alt="">
              {initials(profile?.first_name, profile?.last_name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" maw={140} truncate="end">
              {name}
            </Text>
            <VisuallyHidden>{t('shell.account_menu')}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          {t('shell.profile_settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/data-preferences" leftSection={<IconShieldCheck size={16} aria-hidden />}>
          {t('shell.data_preferences')}
        </Menu.Item>
        <Menu.Divider role="separator" />
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

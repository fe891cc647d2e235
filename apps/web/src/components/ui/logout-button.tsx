import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { logout } from '@/lib/auth';

/** Signs out (POST auth/logout, then the local sign-out), showing progress while it runs. */
export function LogoutButton({ children, iconSize = 16, ...props }: ButtonProps & { children: ReactNode; iconSize?: number }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      {...props}
      leftSection={<IconLogout size={iconSize} aria-hidden />}
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        void logout().finally(() => setLeaving(false));
      }}
    >
      {children}
    </Button>
  );
}

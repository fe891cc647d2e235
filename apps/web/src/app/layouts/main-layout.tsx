import { useEffect, useRef } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '@/lib/use-translation';
import { Outlet, useLocation } from 'react-router';
import { useInitialSettings, useProfile } from '@/lib/auth';
import { PageLoader } from '@/components/ui/page-loader';
import { AppBreadcrumbs } from './breadcrumbs';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

/** Dashboard, the main layout at / (spec §2.3): side navigation, top bar, the screen. */
export function MainLayout() {
  const { t } = useTranslation();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const settings = useInitialSettings();
  useProfile();

  // Close the phone drawer after each navigation.
  const shownPath = useRef(pathname);
  const closeNav = nav.close;
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeNav();
  }, [pathname, closeNav]);

  if (settings.isPending) return <PageLoader fullScreen />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <a href="#main-content" className="app-skip-link">
        {t('shell.skip_to_content')}
      </a>
      <AppShell.Header>
        <TopBar navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar id="app-navigation">
        <SideNav onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <div className="app-mobile-crumbs">
          <AppBreadcrumbs />
        </div>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link, useMatches } from 'react-router';

/** What a route adds to the breadcrumb trail (router.tsx sets it as `handle`; labels are translation keys, spec §2.1). */
interface RouteHandle {
  crumb?: string;
  crumbTo?: string;
}

interface Crumb {
  label: string;
  to?: string;
}

/** Every trail starts with Calendar, then the section, then the page (spec §2.1). */
export function useCrumbs(): Crumb[] {
  const matches = useMatches();
  const crumbs: Crumb[] = [{ label: 'shell.calendar', to: '/calendar' }];
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.crumb) crumbs.push({ label: handle.crumb, to: handle.crumbTo ?? match.pathname });
  }
  return crumbs;
}

export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useCrumbs();
  return (
    <nav aria-label={t('shell.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.label} size="sm" fw={600} aria-current="page">
              {t(crumb.label)}
            </Text>
          ) : (
            <Anchor key={crumb.label} component={Link} to={crumb.to ?? '/'} size="sm">
              {t(crumb.label)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

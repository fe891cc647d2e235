import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link, useMatches, type Params } from 'react-router';

/**
 * What a route adds to the breadcrumb trail (router.tsx sets it as `handle`; labels are translation
 * keys, spec §2.1). A param route gives functions of its params (undefined: no crumb).
 */
interface RouteHandle {
  crumb?: string | ((params: Params) => string | undefined);
  crumbTo?: string | ((params: Params) => string);
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
    const label = typeof handle?.crumb === 'function' ? handle.crumb(match.params) : handle?.crumb;
    const to = typeof handle?.crumbTo === 'function' ? handle.crumbTo(match.params) : handle?.crumbTo;
    if (label) crumbs.push({ label, to: to ?? match.pathname });
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

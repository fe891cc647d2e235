// Import walls by resolved path (DESIGN.md §2 rule 1), as zones for import-x/no-restricted-paths.
// The rule resolves every import (relative at any depth, `@/…`, `@chairside/shared/…`) to a file and
// checks the file's path, so how an import is spelled does not matter; sub-folders belong to their feature.
import fs from 'node:fs';
import path from 'node:path';

/** The feature names of DESIGN.md §2, plus any folder that exists, so a new feature is walled before it lands. */
const DESIGN_FEATURES = [
  'auth', 'venues', 'settings', 'translations', 'profile', 'permissions', 'calendar', 'staff', 'catalog',
  'customers', 'sales', 'inventory', 'reports', 'payments', 'online-booking', 'marketing', 'reminders',
  'reviews', 'subscription', 'sms', 'notifications', 'onboarding', 'ambassador', 'support',
];

function featuresIn(dir) {
  const present = fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    : [];
  return [...new Set([...DESIGN_FEATURES, ...present])].sort();
}

/** A feature's public face: `<feature>.service.ts` (at its root or, after a move, in one of its sub-folders). */
function serviceOf(featuresDir, feature) {
  return `${featuresDir}/${feature}/**/${feature}.service.ts`;
}

function apiZones(root) {
  const featuresDir = path.join(root, 'apps/api/src/features');
  const features = featuresIn(featuresDir);
  const services = features.map((feature) => serviceOf(featuresDir, feature));
  const fromFeatures = `${featuresDir}/**`;
  const featureZones = features.map((feature) => ({
    target: `${featuresDir}/${feature}/**`,
    from: fromFeatures,
    except: [`${featuresDir}/${feature}/**`, ...services],
    message: `An API feature reaches another feature only through its <feature>.service.ts (this file is in feature "${feature}").`,
  }));
  const src = path.join(root, 'apps/api/src');
  return [
    ...featureZones,
    {
      target: [`${src}/lib/**`, `${src}/db/*`, `${src}/db/!(seed)/**`],
      from: fromFeatures,
      message: 'lib/ and db/ never import features.',
    },
    {
      // The demo seed is made through the features' own services (DESIGN.md §4), so it may call those and nothing else.
      target: `${src}/db/seed/**`,
      from: fromFeatures,
      except: services,
      message: 'The seed reaches a feature only through its <feature>.service.ts.',
    },
  ];
}

function webZones(root) {
  const featuresDir = path.join(root, 'apps/web/src/features');
  return featuresIn(featuresDir).map((feature) => ({
    target: `${featuresDir}/${feature}/**`,
    from: `${featuresDir}/**`,
    except: [`${featuresDir}/${feature}/**`],
    message: `Web features never import each other; compose them in app/routes (this file is in feature "${feature}").`,
  }));
}

/** Every zone, with absolute paths under the repository `root`. */
export function importWallZones(root) {
  return [...apiZones(root), ...webZones(root)];
}

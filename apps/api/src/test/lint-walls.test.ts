import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Probes for the import walls of eslint.config.js (DESIGN.md §2 rule 1): a source placed at a path on
// one side of a wall, importing a real file on the other side, linted with the repository's own config.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });
const WALL = 'import-x/no-restricted-paths';

/** The rules that fire on `code` placed at `filePath` (relative to the repository). */
async function rulesFiring(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal || !message.ruleId);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return messages.map((message) => message.ruleId ?? '');
}

const importing = (specifier: string) => `import * as probe from '${specifier}';\nexport const used = probe;\n`;

/** A probe must import a file that exists, or an allowed case would pass for the wrong reason (an unresolved import is not checked). */
function expectTarget(filePath: string, specifier: string): void {
  const base = specifier.startsWith('@/') ? path.join(root, 'apps/web/src', specifier.slice(2)) : path.resolve(root, path.dirname(filePath), specifier);
  expect(['.ts', '.tsx'].some((extension) => fs.existsSync(base + extension)), `${specifier} from ${filePath}`).toBe(true);
}

describe('import walls', () => {
  it.each([
    ['an API feature → another feature’s internal file', 'apps/api/src/features/customers/probe.ts', '../auth/auth.sessions'],
    ['an API feature sub-folder → another feature (relative, two levels up)', 'apps/api/src/features/calendar/booking/probe.ts', '../../customers/customers.queries'],
    ['an API feature sub-folder → another feature (through features/)', 'apps/api/src/features/calendar/booking/probe.ts', '../../../features/auth/auth.sessions'],
    ['an API feature → another feature’s file in a use-case folder', 'apps/api/src/features/customers/probe.ts', '../calendar/events/employee-events'],
    ['lib → a feature’s service', 'apps/api/src/lib/probe.ts', '../features/auth/auth.service'],
    ['db → a feature', 'apps/api/src/db/probe.ts', '../features/customers/customers.service'],
    ['db/schema → a feature', 'apps/api/src/db/schema/probe.ts', '../../features/staff/staff.service'],
    ['the seed → a feature’s internal file', 'apps/api/src/db/seed/probe.ts', '../../features/auth/auth.sessions'],
    ['a web feature → another web feature (alias)', 'apps/web/src/features/auth/probe.ts', '@/features/calendar/utils/clock'],
    ['a web feature → another web feature (relative)', 'apps/web/src/features/auth/components/probe.tsx', '../../calendar/utils/clock'],
    ['a web feature → another web feature (alias, from a sub-folder)', 'apps/web/src/features/calendar/components/booking/probe.tsx', '@/features/venues/api/venue-choices'],
  ])('forbids %s', async (_name, filePath, specifier) => {
    expectTarget(filePath, specifier);
    expect(await rulesFiring(filePath, importing(specifier))).toContain(WALL);
  });

  it.each([
    ['a re-export', "export { used } from '../auth/auth.sessions';\n"],
    ['a type-only import', "import type * as probe from '../auth/auth.sessions';\nexport type Used = typeof probe;\n"],
    ['a dynamic import', "export const load = () => import('../auth/auth.sessions');\n"],
  ])('forbids crossing by %s', async (_name, code) => {
    expect(await rulesFiring('apps/api/src/features/customers/probe.ts', code)).toContain(WALL);
  });

  it.each([
    ['an API feature → another feature’s <feature>.service.ts', 'apps/api/src/features/staff/probe.ts', '../auth/auth.service'],
    ['an API feature sub-folder → its own feature', 'apps/api/src/features/auth/social/probe.ts', '../auth.sessions'],
    ['an API feature sub-folder → another feature’s service', 'apps/api/src/features/calendar/booking/probe.ts', '../../customers/customers.service'],
    ['an API feature → lib', 'apps/api/src/features/customers/probe.ts', '../../lib/errors'],
    ['the seed → a feature’s service', 'apps/api/src/db/seed/probe.ts', '../../features/catalog/catalog.service'],
    ['a web feature → itself (alias)', 'apps/web/src/features/auth/components/probe.tsx', '@/features/auth/utils/phone'],
    ['a web screen → a web feature', 'apps/web/src/app/routes/probe.tsx', '@/features/calendar/utils/clock'],
  ])('allows %s', async (_name, filePath, specifier) => {
    expectTarget(filePath, specifier);
    expect(await rulesFiring(filePath, importing(specifier))).not.toContain(WALL);
  });
});

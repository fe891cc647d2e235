import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { createNodeResolver } from 'eslint-plugin-import-x';
import { afterAll, describe, expect, it } from 'vitest';
import { noImportCycle } from '../../../../tools/eslint/no-import-cycle.js';

// Probes for chairside/no-import-cycle (DESIGN.md §2 rule 1: lint forbids cycles), type-only imports included.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULE = 'chairside/no-import-cycle';

describe('import cycles, with the repository config', () => {
  const eslint = new ESLint({ cwd: root });
  const rulesFiring = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).map((message) => message.ruleId);
  };

  // lib/error-handler.ts imports ./errors; a probe standing in for lib/errors.ts that imports it back closes a cycle.
  it('finds a two-file cycle (value import)', async () => {
    expect(fs.readFileSync(path.join(root, 'apps/api/src/lib/error-handler.ts'), 'utf8')).toContain("from './errors'");
    const code = "import { handleError } from './error-handler';\nexport const used = handleError;\n";
    expect(await rulesFiring('apps/api/src/lib/errors.ts', code)).toContain(RULE);
  });

  it('finds a two-file cycle made of a type-only import', async () => {
    const code = "import type { handleError } from './error-handler';\nexport type Used = typeof handleError;\n";
    expect(await rulesFiring('apps/api/src/lib/errors.ts', code)).toContain(RULE);
  });

  // web lib/api-client.ts imports ./api-error; the probe closes the cycle through the `@/` alias.
  it('finds a cycle written through the web alias', async () => {
    expect(fs.readFileSync(path.join(root, 'apps/web/src/lib/api-client.ts'), 'utf8')).toContain("from './api-error'");
    const code = "import { api } from '@/lib/api-client';\nexport const used = api;\n";
    expect(await rulesFiring('apps/web/src/lib/api-error.ts', code)).toContain(RULE);
  });

  it('says nothing when the import does not lead back', async () => {
    const code = "import { t } from './i18n';\nexport const used = t;\n";
    expect(await rulesFiring('apps/api/src/lib/errors.ts', code)).not.toContain(RULE);
  });
});

describe('import cycles, the rule alone on files of its own', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-cycle-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, code: string) => {
    fs.writeFileSync(path.join(dir, name), code);
    return path.join(dir, name);
  };
  const lint = (file: string) =>
    new Linter({ cwd: dir }).verify(
      fs.readFileSync(file, 'utf8'),
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { chairside: { rules: { 'no-import-cycle': noImportCycle } } },
          settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })] },
          rules: { [RULE]: 'error' },
        },
      ],
      file,
    );

  it('reports a → b → c → a on each member, naming the route', () => {
    const a = write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('b.ts', "import { c } from './c';\nexport const b = () => c;\n");
    const c = write('c.ts', "import type { a } from './a';\nexport const c = (x?: typeof a) => x;\n");
    const [message] = lint(a);
    expect(message?.ruleId).toBe(RULE);
    expect(message?.message).toContain('a.ts → b.ts → c.ts → a.ts');
    expect(lint(c).map((m) => m.ruleId)).toEqual([RULE]);
  });

  it('accepts a chain without a way back', () => {
    const d = write('d.ts', "import { e } from './e';\nexport const d = () => e;\n");
    write('e.ts', 'export const e = 1;\n');
    expect(lint(d)).toEqual([]);
  });
});

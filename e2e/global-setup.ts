import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** The folder of this run's seeded data dir (seeded-template.ts); removed when the run ends. */
export default function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-e2e-template-'));
  fs.chmodSync(root, 0o755); // as root the embedded PostgreSQL runs as another user, which must reach it
  project.provide('e2eTemplateRoot', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}

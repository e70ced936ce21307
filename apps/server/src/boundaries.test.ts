import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries lint enforces (eslint.config.js, docs/architecture.md), each shown to fire on a throw-away
 * probe written into the tree and removed after. Probe folders are named __lint_probe__: the repository's own
 * lint, type check and format check leave them out, so a run beside this test never sees them; here ESLint
 * is told to look (`ignore: false`).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = 'apps/server/src';
const PROBES: Record<string, string> = {
  // A module reaching inside another (statically, dynamically), and the same through its public file.
  [`${SERVER}/modules/supply/__lint_probe__/cross-module.ts`]:
    "import { recordEventCharges } from '../../billing/ledger-writes';\nexport const probe = recordEventCharges;\n",
  [`${SERVER}/modules/supply/__lint_probe__/dynamic-import.ts`]:
    "export const probe = () => import('../../billing/ledger-writes');\n",
  [`${SERVER}/modules/supply/__lint_probe__/public-file.ts`]:
    "import { recordEventCharges } from '../../billing/index';\nexport const probe = recordEventCharges;\n",
  // A module writing another's table, and its own.
  [`${SERVER}/modules/supply/__lint_probe__/foreign-table.ts`]: [
    "import type { Db } from '../../../db/database';",
    "import { ledgerEntries } from '../../../db/schema/index';",
    'export const probe = (tx: Db) => tx.delete(ledgerEntries);',
    '',
  ].join('\n'),
  [`${SERVER}/modules/supply/__lint_probe__/own-table.ts`]: [
    "import type { Db } from '../../../db/database';",
    "import { disputes } from '../../../db/schema/index';",
    'export const probe = (tx: Db) => tx.delete(disputes);',
    '',
  ].join('\n'),
  // Lower layers importing higher ones.
  [`${SERVER}/db/__lint_probe__/layer-up.ts`]:
    "import { registerEndpoint } from '../../http/endpoint';\nexport const probe = registerEndpoint;\n",
  [`${SERVER}/lib/__lint_probe__/layer-up.ts`]:
    "import { recordEventCharges } from '../../modules/billing/index';\nexport const probe = recordEventCharges;\n",
  // A circle, type-only imports included.
  [`${SERVER}/lib/__lint_probe__/circle-a.ts`]: "import { b } from './circle-b';\nexport const a = () => b;\n",
  [`${SERVER}/lib/__lint_probe__/circle-b.ts`]: "import { a } from './circle-a';\nexport const b = () => a;\n",
  // On the web: a feature importing another.
  ['apps/web/src/features/campaigns/__lint_probe__/cross-feature.ts']:
    "export const probe = () => import('../../billing/api/get-billing-account');\n",
};

let results: Map<string, string[]>;

beforeAll(async () => {
  for (const [file, text] of Object.entries(PROBES)) {
    fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    fs.writeFileSync(path.join(ROOT, file), text);
  }
  const eslint = new ESLint({ cwd: ROOT, ignore: false });
  const linted = await eslint.lintFiles(Object.keys(PROBES));
  results = new Map(
    linted.map((result) => [
      path.relative(ROOT, result.filePath),
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    ]),
  );
}, 120_000);

afterAll(() => {
  for (const folder of new Set(Object.keys(PROBES).map((file) => path.dirname(path.join(ROOT, file))))) {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

const problems = (file: string) => results.get(file) ?? [];

describe('npm run lint', () => {
  it('fails on a module importing inside another, statically or dynamically, and passes its public file', () => {
    expect(problems(`${SERVER}/modules/supply/__lint_probe__/cross-module.ts`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*public file/),
    ]);
    expect(problems(`${SERVER}/modules/supply/__lint_probe__/dynamic-import.ts`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*public file/),
    ]);
    expect(problems(`${SERVER}/modules/supply/__lint_probe__/public-file.ts`)).toEqual([]);
  });

  it("fails on a module writing another module's table, and passes its own", () => {
    expect(problems(`${SERVER}/modules/supply/__lint_probe__/foreign-table.ts`)).toEqual([
      "portal/table-writers: Module 'supply' writes 'ledgerEntries', which 'billing' owns: go through its public file.",
    ]);
    expect(problems(`${SERVER}/modules/supply/__lint_probe__/own-table.ts`)).toEqual([]);
  });

  it('fails on a lower layer importing a higher one', () => {
    expect(problems(`${SERVER}/db/__lint_probe__/layer-up.ts`)).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*lower layer/),
    );
    expect(problems(`${SERVER}/lib/__lint_probe__/layer-up.ts`)).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*lower layer/),
    );
  });

  it('fails on an import circle', () => {
    expect(problems(`${SERVER}/lib/__lint_probe__/circle-a.ts`)).toContainEqual(
      expect.stringMatching(/^import-x\/no-cycle: /),
    );
  });

  it('fails on a web feature importing another feature', () => {
    expect(problems('apps/web/src/features/campaigns/__lint_probe__/cross-feature.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features must not import each other/),
    ]);
  });
});

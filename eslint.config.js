import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tableWriters from './eslint-rules/table-writers.mjs';

// Every folder under features/ is a feature: a new one is covered without editing this file.
const FEATURES = fs
  .readdirSync(new URL('apps/web/src/features', import.meta.url))
  .filter((name) => !name.includes('.'));

/**
 * Imports flow one way: shared -> lib, components, config -> features -> app. A feature never imports another
 * feature or the app: a screen that needs several is assembled in src/app (app/routes). Checked on resolved paths (import-x's
 * no-restricted-paths), static and dynamic imports alike.
 */
const WEB = 'apps/web/src';
const webBoundaries = {
  files: [`${WEB}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}', `${WEB}/test/**`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...FEATURES.map((feature) => ({
            target: `${WEB}/features/${feature}`,
            from: `${WEB}/features`,
            except: [`./${feature}`],
            message:
              'Features must not import each other: compose them in src/app, or move shared code to src/lib or src/components.',
          })),
          {
            target: [`${WEB}/features`, `${WEB}/lib`, `${WEB}/components`, `${WEB}/config`],
            from: `${WEB}/app`,
            message: 'Only the app layer imports the app layer.',
          },
          {
            target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/config`],
            from: `${WEB}/features`,
            message: 'lib, components and config must not import features.',
          },
        ],
      },
    ],
  },
};

/**
 * The server's layers (docs/architecture.md): each imports only those below it, on resolved paths.
 *   lib < config < db < outbox < adapters < jobs < http < modules < demo < the composition root (src/*.ts, src/cli)
 * A module imports another only through its public file (modules/<name>/index.ts), writes only the tables it
 * owns (eslint-rules/table-writers.mjs), and no import goes in a circle. Tests and src/test are harnesses:
 * they may reach inside.
 */
const SERVER = 'apps/server/src';
const SERVER_MODULES = fs
  .readdirSync(new URL(`${SERVER}/modules`, import.meta.url))
  .filter((name) => !name.includes('.'));
const LAYERS = ['lib', 'config', 'db', 'outbox', 'adapters', 'jobs', 'http', 'modules', 'demo'];
/** What sits above each layer: everything after it in LAYERS, and the composition root. */
const above = (layer) => [
  ...LAYERS.slice(LAYERS.indexOf(layer) + 1).map((higher) => `${SERVER}/${higher}/**`),
  `${SERVER}/*.ts`,
  `${SERVER}/cli/**`,
];
const PUBLIC_FILES = SERVER_MODULES.map((module) => `./${module}/index.ts`);
const serverBoundaries = [
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts', `${SERVER}/test/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...LAYERS.filter((layer) => layer !== 'modules' && layer !== 'demo').map((layer) => ({
              target: `${SERVER}/${layer}`,
              from: above(layer),
              message: `${layer}/ sits below this: a lower layer must not import a higher one (docs/architecture.md).`,
            })),
            {
              target: `${SERVER}/modules`,
              from: above('demo'),
              message: 'Modules must not import the demo or the composition root.',
            },
            {
              target: `${SERVER}/demo`,
              from: [`${SERVER}/*.ts`, `${SERVER}/cli/**`],
              message: 'The demo must not import the composition root.',
            },
            ...SERVER_MODULES.map((module) => ({
              target: `${SERVER}/modules/${module}`,
              from: `${SERVER}/modules`,
              except: [`./${module}`, ...PUBLIC_FILES],
              message: 'Another module is reached only through its public file, modules/<name>/index.ts.',
            })),
            {
              target: [`${SERVER}/demo`, `${SERVER}/*.ts`, `${SERVER}/cli`],
              from: `${SERVER}/modules`,
              except: PUBLIC_FILES,
              message: 'A module is reached only through its public file, modules/<name>/index.ts.',
            },
          ],
        },
      ],
      'portal/table-writers': 'error',
      // The payments sandbox stands in for a third party: the portal reaches it by URL only. Only the
      // composition root starts it, and the demo names its test-mode cards.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/payments-sandbox', '@portal/payments-sandbox/*'],
              message:
                'The portal reaches the payments sandbox by URL only (adapters/payments); start-payments.ts starts it.',
            },
            {
              group: ['@portal/sms-sandbox', '@portal/sms-sandbox/*'],
              message: 'The portal reaches the SMS sandbox by URL only (adapters/sms.ts); start-sms.ts starts it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      `${SERVER}/start-payments.ts`,
      `${SERVER}/start-sms.ts`,
      `${SERVER}/adapters/sms.int.test.ts`,
      `${SERVER}/demo/**/*.ts`,
    ],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: [
      `${SERVER}/modules/**/*-service.ts`,
      `${SERVER}/modules/**/*-repository.ts`,
      `${SERVER}/lib/**/*.ts`,
      `${SERVER}/db/**/*.ts`,
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '**/http/**'],
              message: 'Services, repositories, lib and db know nothing of HTTP: take plain values, throw AppError.',
            },
          ],
        },
      ],
    },
  },
];

// Every schema in packages/shared is zod/mini, so the contracts load at run time; classic zod may not.
const NO_CLASSIC_ZOD = {
  name: 'zod',
  allowTypeImports: true,
  message:
    'Classic zod in the web app costs every first load 8 KB: import types only, or use zod/mini (as packages/shared does).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
      // Throw-away files of the boundaries test (apps/server/src/boundaries.test.ts), which lints them itself.
      '**/__lint_probe__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, portal: { rules: { 'table-writers': tableWriters } } },
    settings: {
      // import-x reads TypeScript files (its defaults read .js only, and no-cycle would see no import at all).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Imports are checked where they resolve to (TypeScript's rules, the workspaces' packages), not as written.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.base.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One classic-zod schema loaded at run time puts all of zod's core into every screen's first load
      // (docs/decisions/0007). Forms use zod/mini schemas; classic ones may be imported for their types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [NO_CLASSIC_ZOD],
        },
      ],
    },
  },
  {
    // The web app's service worker (docs/decisions/0053).
    files: ['apps/web/service-worker/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The payments sandbox's scripts run in browsers (the portal's page and the sandbox's frame), as served.
    files: ['apps/payments-sandbox/src/browser/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // Shared code is consumed by both apps: it may import nothing of theirs.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@portal/web', '@portal/server'],
              message: 'packages/shared must not import the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib and components sit under features: they must not reach up into features or the app.
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/*'],
              message: 'lib, components and config must not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens reach the identity service through lib/auth/auth-api.ts, where each flow's options live once, and
    // validate forms through lib/form-resolver.ts.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            NO_CLASSIC_ZOD,
            {
              name: 'aws-amplify/auth',
              allowTypeImports: true,
              message: 'Call the identity service through lib/auth/auth-api.ts.',
            },
            {
              name: '@hookform/resolvers/zod',
              message: 'Forms use formResolver (lib/form-resolver.ts), whose field messages are sentences.',
            },
          ],
        },
      ],
    },
  },
  webBoundaries,
  ...serverBoundaries,
  {
    // No import goes in a circle, type-only ones included: a circle is a boundary in the wrong place.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'bench/**/*.{mjs,ts}',
      'e2e/**/*.{ts,mjs}',
      'apps/server/src/start-banner.ts',
      'apps/server/src/cli/*.ts',
      'apps/server/src/demo/simulate-cli.ts',
      'apps/server/src/main.ts',
      'apps/server/src/modules/identity/cli/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);

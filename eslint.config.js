import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under features/ is a feature: a new one is covered without editing this file.
const FEATURES = fs
  .readdirSync(new URL('apps/web/src/features', import.meta.url))
  .filter((name) => !name.includes('.'));

/**
 * Components one feature offers the others to embed, each named here so that a cross-feature import stays a
 * deliberate choice: the leads and calls table sits on the summary and on a campaign's page; the notification
 * choices sit on the profile.
 */
const EMBEDDABLE = ['leads/components/activity-table', 'notifications/components/notification-preferences'];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Imports flow one way: shared -> features -> app. A feature never imports another feature (except what
 * EMBEDDABLE names) or the app.
 */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/app/*', '**/app'], message: 'Features must not import the app layer.' },
          {
            // Matched on the import as written: ".../features/<other>/..." or, from a feature's folder,
            // "../../<other>/...". A regex rather than globs, since globs cannot re-allow an EMBEDDABLE file.
            regex: `^(?:.*/features/|\\.\\./\\.\\./)(?!(?:${EMBEDDABLE.map(escapeRegex).join('|')})$)(?:${FEATURES.filter(
              (other) => other !== feature,
            )
              .map(escapeRegex)
              .join('|')})/`,
            message: 'Features must not import each other; move shared code to src/lib or packages/shared.',
          },
        ],
      },
    ],
  },
}));

/**
 * The server's modules are independent features: they share lib, db, http, adapters and jobs, never each
 * other (identity's token checks are reached through http/authenticate). Services and repositories know
 * nothing of Fastify, so they run the same from a route, a job or a test.
 */
const SERVER_MODULES = fs
  .readdirSync(new URL('apps/server/src/modules', import.meta.url))
  .filter((name) => !name.includes('.'));
const serverBoundaries = [
  ...SERVER_MODULES.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SERVER_MODULES.filter((other) => other !== module).map((other) => `**/modules/${other}/**`),
              message: 'Server modules must not import each other; share through lib, db, http or adapters.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'apps/server/src/modules/**/*-service.ts',
      'apps/server/src/modules/**/*-repository.ts',
      'apps/server/src/lib/**/*.ts',
      'apps/server/src/db/**/*.ts',
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
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
    // The payments sandbox's scripts run in browsers (the portal's page and the sandbox's frame), as served.
    files: ['apps/server/src/payments-sandbox/browser/*.js'],
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
    // Screens reach the identity service through lib/auth/auth-api.ts, where each flow's options live once.
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
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...serverBoundaries,
  {
    files: [
      'scripts/**/*.mjs',
      'bench/**/*.{mjs,ts}',
      'e2e/**/*.{ts,mjs}',
      'apps/server/src/start-banner.ts',
      'apps/server/src/db/cli.ts',
      'apps/server/src/main.ts',
      'apps/server/src/modules/identity/cli/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);

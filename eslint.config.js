import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under src/client/features is a feature. */
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every folder under src/server/modules is a server module with a public index.ts. */
const SERVER_MODULES = readdirSync(new URL('./src/server/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A relative import climbs at most one folder; further away, an alias names where it goes
 * (`#client/`, `#server/`, `#shared/`, `#test/`, `#scripts/`: package.json "imports").
 */
const NO_CLIMBING = {
  regex: '^(\\.\\./){2,}',
  message:
    'Two or more folders up: name the file through #client/, #server/, #shared/, #test/ or #scripts/.',
};

/** Test helpers serve tests: production code never depends on them. */
const NO_TEST_HELPERS = (target) => ({
  target,
  from: './src/test',
  message: 'Production code never imports src/test: those helpers are for tests.',
});

/** no-restricted-imports for a part of the tree: the climbing rule plus the part's own patterns. */
const restrictedImports = (...patterns) => ['error', { patterns: [NO_CLIMBING, ...patterns] }];

export default tseslint.config(
  {
    // stubs/: stand-in packages installed in place of real ones (docs/decisions/080).
    ignores: [
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
      'stubs',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client never imports server code; shared code is the only bridge.
      'no-restricted-imports': restrictedImports({
        group: ['**/server/**', '#server/*'],
        message: 'The client never imports server code; share it through src/shared.',
      }),
    },
  },
  {
    // No import circles anywhere: client, server, shared, scripts and tests alike.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    // Packages are not followed: a circle inside a dependency is not ours to break.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The client's layers (README, 'How the pieces fit'): app/ composes features; a feature
    // imports only plan/, auth/, lib/, components/ and #shared, never another feature; plan/ and
    // auth/ serve features and know none of them; lib/ and components/ know nothing above them.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            NO_TEST_HELPERS('./src/client'),
            ...FEATURES.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; share through plan/ or auth/.',
            })),
            {
              target: './src/client/features',
              from: './src/client/app',
              message: 'app/ composes features, not the other way round.',
            },
            {
              target: ['./src/client/plan', './src/client/auth'],
              from: ['./src/client/features', './src/client/app'],
              message: 'plan/ and auth/ serve features and never import them or app/.',
            },
            {
              target: ['./src/client/lib', './src/client/components'],
              from: [
                './src/client/features',
                './src/client/app',
                './src/client/plan',
                './src/client/auth',
              ],
              message:
                'lib/ and components/ are the bottom layer: they import no app code above them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports({
        group: ['**/server/**', '**/client/**', '#server/*', '#client/*'],
        message: 'src/shared imports neither side.',
      }),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'no-restricted-imports': restrictedImports(
        {
          group: ['**/client/**', '#client/*'],
          message: 'The server never imports client code; share it through src/shared.',
        },
        {
          regex: '^#server/modules/[^/]+/(?!index\\.ts$)',
          message:
            'A server module is used through its index.ts (relative within the module itself).',
        },
      ),
    },
  },
  {
    // A server module is used through its index.ts only (README, 'How the pieces fit'): what
    // another module or the app may call is listed there, the rest may change freely.
    files: ['src/server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            NO_TEST_HELPERS('./src/server'),
            ...SERVER_MODULES.map((module) => ({
              target: [
                './src/server/*.ts',
                './src/server/db/**',
                './src/server/plugins/**',
                './scripts/**',
                ...SERVER_MODULES.filter((other) => other !== module).map(
                  (other) => `./src/server/modules/${other}/**`,
                ),
              ],
              from: `./src/server/modules/${module}`,
              except: ['./index.ts'],
              message: `Use the ${module} module through src/server/modules/${module}/index.ts.`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [NO_TEST_HELPERS('./src/shared')] }],
    },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'src/test/**/*.{ts,tsx}', '*.ts'],
    rules: { 'no-restricted-imports': restrictedImports() },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'src/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);

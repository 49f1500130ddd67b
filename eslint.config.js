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
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
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
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**'] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'no-restricted-imports': ['error', { patterns: ['**/client/**'] }],
    },
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

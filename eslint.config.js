// One lint configuration for the whole workspace; `pnpm lint` runs it in the test command.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.tools/**',
      '.tmp/**',
      'data/**',
      '.storybook/public/**',
      '**/*.generated.ts',
      'packages/api/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // An unused argument named with a leading underscore says "required by the signature, not needed here".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/ui/**/*.tsx', 'apps/portal/**/*.tsx', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['packages/ui/**/*.tsx', 'apps/portal/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);

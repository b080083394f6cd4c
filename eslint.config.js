// One lint configuration for the whole workspace; `pnpm lint` runs it in the test command.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const bindThroughFormField =
  "Bind a form's fields with FormField from @keystone/ui/form: its blur waits for a press to end, so no message moves the button being pressed (issue 23).";
const oneWayToRefuse =
  "A refusal reaches the person through apps/portal/src/api/refusal.tsx (showOnForm, RefusalMessage, onRefusal, refusal): no screen tells an unexpected failure from a refusal, or sets the server's errors on a form, by hand (docs/ADDING-A-FEATURE.md §5).";
// What every file of the portal may not import; its data modules (src/api/) hold the one way to refuse.
const portalImports = {
  paths: [{ name: 'react-hook-form', importNames: ['Controller', 'useController'], message: bindThroughFormField }],
};
const portalScreenImports = {
  paths: [
    ...portalImports.paths,
    { name: '@keystone/ui/form', importNames: ['setServerErrors'], message: oneWayToRefuse },
  ],
  patterns: [{ group: ['**/api/unexpected-failure*'], message: oneWayToRefuse }],
};
const throughDataModule =
  "Screens, dialogs and machine actors call the API through their resource's data module in apps/portal/src/api/ (useKycWizardCalls, useProjects, …), never the typed hooks or the plain client themselves (docs/ADDING-A-FEATURE.md §5).";
const bindOnce = {
  selector: "CallExpression > MemberExpression.callee[property.name='register'][object.name!='Chart']",
  message: bindThroughFormField,
};
const sqlOnlyInQueries = "SQL belongs in the folder's queries.ts (docs/ADDING-A-FEATURE.md §3).";
const readTheClock =
  'The server dates everything by app.clock (context/app-context.ts), so a moved test clock moves it all (issue 32): pass app.clock.now(), or say in an eslint-disable comment why this is about real elapsed time.';
// What reads the time without the app's clock: in the server's code, not its tests.
const clockSelectors = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: readTheClock },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: readTheClock },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\bnow\\(\\)|current_timestamp/i]",
    message: readTheClock,
  },
  { selector: "CallExpression[callee.property.name='fn'][arguments.0.value='now']", message: readTheClock },
];
// The one calling form of the server (docs/ADDING-A-FEATURE.md §3, issue 33 §5): the app context is handed whole,
// named `app`; a service function takes it first, `(app, request)`, and never a bare `Db` (a transaction travels
// as `inTransaction(app, trx)`).
const oneAppForm =
  "Hand the app context whole, named app: (app, request). Read its parts in the body (const { db, clock } = app); a caller's transaction goes in as inTransaction(app, trx) (docs/ADDING-A-FEATURE.md §3).";
const isAppContext = "[typeAnnotation.typeAnnotation.typeName.name='AppContext']";
const appFormSelectors = [
  { selector: `ObjectPattern${isAppContext}`, message: oneAppForm },
  { selector: `:function > Identifier.params${isAppContext}[name!='app']`, message: oneAppForm },
  {
    selector:
      "TSTypeReference[typeName.name=/^(Pick|Omit|Partial)$/] > TSTypeParameterInstantiation > TSTypeReference.params[typeName.name='AppContext']",
    message: oneAppForm,
  },
  {
    selector: "TSIndexedAccessType > TSTypeReference.objectType[typeName.name='AppContext']",
    message: oneAppForm,
  },
];
// In a service: the app first, and no database handle beside or instead of it.
const serviceFormSelectors = [
  { selector: `:function > Identifier.params:not(:first-child)${isAppContext}`, message: oneAppForm },
  {
    selector:
      'ExportNamedDeclaration > FunctionDeclaration > Identifier.params[typeAnnotation.typeAnnotation.typeName.name=/^(Db|Transaction)$/]',
    message: oneAppForm,
  },
];
// What the server's code (not its queries, engine layer or tests) may not write.
const serverSyntax = [
  {
    selector:
      'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: sqlOnlyInQueries,
  },
  {
    // Kysely's common table expressions; Array.prototype.with takes an index, never a name.
    selector: 'CallExpression[callee.property.name=/^with(Recursive)?$/][arguments.0.raw=/^[\'"`]/]',
    message: sqlOnlyInQueries,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: sqlOnlyInQueries },
  { selector: "CallExpression > MemberExpression.callee[object.name='sql']", message: sqlOnlyInQueries },
  ...clockSelectors,
  ...appFormSelectors,
];
const serviceFiles = ['apps/server/src/**/service.ts', 'apps/server/src/**/*-service.ts'];
const serverTests = [
  'apps/server/src/testing/**',
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*.test-support.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.tools/**',
      '**/.tmp/**',
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
  {
    files: ['apps/portal/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', portalScreenImports],
      'no-restricted-syntax': [
        'error',
        bindOnce,
        { selector: "CallExpression[callee.name='useApi']", message: throughDataModule },
        {
          selector: 'CallExpression > MemberExpression.callee[property.name=/^(GET|POST|PUT|PATCH|DELETE)$/]',
          message: throughDataModule,
        },
      ],
    },
  },
  // The data modules: the one place that calls the API and decides what a failure is.
  {
    files: ['apps/portal/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', portalImports],
      'no-restricted-syntax': ['error', bindOnce],
    },
  },
  // The server's SQL lives in its queries files (docs/ADDING-A-FEATURE.md §3): Kysely's statement builders and its `sql`
  // template nowhere else but the engine layer (db/), tests and test support.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/queries.ts',
      'apps/server/src/db/**',
      'apps/server/src/testing/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.test-support.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', importNames: ['sql'], message: sqlOnlyInQueries }],
          patterns: [{ group: ['kysely/helpers/*'], message: sqlOnlyInQueries }],
        },
      ],
      'no-restricted-syntax': ['error', ...serverSyntax],
    },
  },
  // A service's signatures: the app first, no database handle (the server's rules above still hold there).
  {
    files: serviceFiles,
    rules: { 'no-restricted-syntax': ['error', ...serverSyntax, ...serviceFormSelectors] },
  },
  // Where SQL may be written, the clock still dates what the product shows or decides on.
  {
    files: ['apps/server/src/**/queries.ts', 'apps/server/src/db/**/*.ts'],
    ignores: serverTests,
    rules: { 'no-restricted-syntax': ['error', ...clockSelectors] },
  },
);

// The dependency arrows of docs/ARCHITECTURE.md, checked in the test command (`pnpm lint:boundaries`):
// portal → ui, flows, api · server → flows, api · flows → api · demo → flows, api · ui, flows and api never import
// an app or the demo; the demo data reaches the apps' stories, tests, e2e and the server's seed, never what they ship.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-knows-no-domain',
      comment: 'The design system knows nothing of the API or the flows: it takes domain facts as props.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/(api|flows|demo)|apps)/' },
    },
    {
      name: 'flows-without-react',
      comment: 'The flows are pure TypeScript that the server imports too: no React, no design system, no app.',
      severity: 'error',
      from: { path: '^packages/flows/' },
      to: { path: '(^packages/(ui|demo)/|^apps/|node_modules/(react|react-dom|@xstate/react|react-hook-form)/)' },
    },
    {
      name: 'api-is-the-bottom',
      comment: 'The contract package is imported by everyone and imports none of the workspace.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^(packages/(ui|flows|demo)|apps)/' },
    },
    {
      name: 'demo-above-the-domain',
      comment:
        'The demo data and mocks sit above flows, so they call its rules instead of restating them; they know no app and no design system.',
      severity: 'error',
      from: { path: '^packages/demo/' },
      to: { path: '^(packages/ui|apps)/' },
    },
    {
      name: 'apps-ship-no-demo',
      comment:
        "What the portal and the server ship never holds the demo data or the mocks: only stories, tests, e2e, .storybook and the server's seed read them. Shipped code is what each app's entry reaches.",
      severity: 'error',
      from: { path: '^apps/(portal/src/main\\.tsx|server/src/main\\.ts)$' },
      to: { path: '^packages/demo/', reachable: true },
    },
    {
      name: 'portal-ships-no-competence-key',
      comment:
        'The competence answer key is for the server and tests only: the portal shows what the server served, and its bundle must not carry the answers (issue 24 §5).',
      severity: 'error',
      from: { path: '^apps/portal/src/main\\.tsx$' },
      to: { path: '^packages/flows/src/competence/answer-key\\.ts$', reachable: true },
    },
    {
      name: 'server-without-ui',
      comment: 'The server shares rules with the portal through flows, never through the design system or the portal.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '(^packages/ui/|^apps/portal/)' },
    },
    {
      name: 'portal-without-server',
      comment: 'The portal reaches the server through the contract only.',
      severity: 'error',
      from: { path: '^apps/portal/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'no-circular',
      comment: 'A module cycle; folder cycles are checked by scripts/folder-cycles.mjs on the same graph.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static)/|schema\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};

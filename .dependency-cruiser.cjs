/**
 * The import graph's rules, checked by `npm run test:graph` (a step of `npm test`) on the gateway
 * and on the client, each with its own tsconfig. Type-only imports vanish at run time and are not
 * counted (tsPreCompilationDeps: false): the rules are about what runs.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import each other one way: a cycle makes the load order (and so what is undefined at start-up) depend on who was imported first.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-components-not-to-features',
      comment: 'client/src/components is shared by every feature: it never imports one (a registry lives in app/, e.g. app/create-kinds.ts).',
      severity: 'error',
      from: { path: '^client/src/components/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^client/src/features/' },
    },
    {
      name: 'gateway-leaves',
      comment: 'The job catalogue, the metrics and the viewer type are leaves of the gateway: they import no feature module and no composition code.',
      severity: 'error',
      from: { path: '^gateway/src/(jobs/job-names|http/metrics|http/cluster-metrics|graphql/viewer)\\.ts$' },
      to: { path: '^gateway/src/(modules/|app\\.ts|main\\.ts|cluster\\.ts|db/database\\.ts)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(__generated__|dist)/|\\.generated\\.tsx?$' },
    tsPreCompilationDeps: false,
  },
};

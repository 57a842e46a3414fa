import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The committed schema + every client operation → typed Apollo Client 4 hooks, generated next to
 * the operations: `Foo.graphql` gets `Foo.generated.tsx` beside it (near-operation-file preset), so
 * each feature's documents and hooks are in that feature's page bundle. A single generated module
 * put every operation (~32 KB gzip) on every member route (issue #12, `npm run budget -- --packages`).
 *
 * The enums and inputs operations use are in one shared, type-only module
 * (client/src/__generated__/types.ts), imported as `Types` by the generated files.
 *
 * The plugin set and options are the ones that compile against AC4 (docs/STACK.md pitfall 4),
 * without the separate 'typescript' plugin: typescript-operations 6 emits the enums and inputs
 * operations use itself (here only in the shared module: `generateOperationTypes: false` there,
 * `importSchemaTypesFrom` beside the operations). `@ts-nocheck` covers only the generated files,
 * whose always-emitted suspense hooks don't type-check.
 */
const scalars = { DateTimeISO: 'string', LocalDate: 'string', ID: 'string' };
const SCHEMA_TYPES = 'client/src/__generated__/types.ts';

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  generates: {
    [SCHEMA_TYPES]: {
      plugins: ['typescript-operations'],
      config: { scalars, generateOperationTypes: false },
    },
    'client/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.tsx', baseTypesPath: '__generated__/types.ts' },
      plugins: [{ add: { content: '// @ts-nocheck' } }, 'typescript-operations', 'typescript-react-apollo'],
      config: {
        scalars,
        importSchemaTypesFrom: SCHEMA_TYPES,
        // `import type`: the preset's import of the shared module and the plugin's are then the
        // same statement, written once.
        useTypeImports: true,
        withHooks: true,
        apolloReactHooksImportFrom: '@apollo/client/react',
        apolloReactCommonImportFrom: '@apollo/client/react',
        withMutationFn: false,
        withMutationOptionsType: false,
        // Documents as precompiled ASTs: no graphql-tag, and graphql's parser stays out of the
        // bundle (issue #7 bundle budget; `npm run budget`).
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;

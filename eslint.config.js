import tseslint from 'typescript-eslint'
import vitest from '@vitest/eslint-plugin'

/**
 * Raw SQL lives in cms/src/database/ only: Payload holds the data and writes it, and the few statements it cannot
 * express (rate-limit counters, admin reports, the retention purge, the job claim, reads whose plan matters, locks,
 * NOTIFY) sit in one folder, each with its reason. scripts/ and tests/ keep their own SQL (bulk data, backups,
 * fixtures that age records): they are not the product's runtime.
 */
const sqlFenceMessage = 'Raw SQL and the database drivers belong in cms/src/database/ (a module by concern, each statement with its reason): import what you need from there, or write it through Payload. Only scripts/ and tests/ keep their own SQL: they are not the product at run time.'
const sqlFence = {
  patterns: [
    { group: ['pg', 'pg/*', 'drizzle-orm', 'drizzle-orm/*', '@payloadcms/db-postgres', '@payloadcms/db-postgres/*', '@payloadcms/drizzle', '@payloadcms/drizzle/*'], message: sqlFenceMessage },
    { group: ['**/database/schema', '**/database/schema.ts'], message: `The generated drizzle schema is read by the statements in cms/src/database/ only. ${sqlFenceMessage}` },
  ],
}

/** A cast of `payload.db`: the adapter's internals, reached through cms/src/database/adapter.ts only. */
const adapterCast = {
  selector: "TSAsExpression > MemberExpression.expression[property.name='db']",
  message: "Casting `payload.db` reaches into the adapter's internals: use postgresOf/payloadPoolOf (cms/src/database/adapter.ts) inside cms/src/database/, and a statement of that folder elsewhere.",
}

/**
 * A call of the adapter's own methods (`payload.db.findOne`, `updateOne`, `updateJobs` …): they skip the collection's
 * hooks, validation and access. Allowed only in the files below, where no Local API call can do the work, each with
 * its reason in the file and in docs/architecture.md («The write path»).
 */
const adapterCall = {
  selector: "CallExpression > MemberExpression.callee[object.type='MemberExpression'][object.property.name='db']",
  message: "`payload.db.*` skips the collection's hooks, validation and access: read and write through the Local API (req.payload.find, create, update, delete with req). Only the files eslint.config.js lists beside adapterCall may call the adapter's own methods.",
}
const adapterCallers = [
  // Payload's own delete of a preference turns into invalid SQL.
  'cms/src/access/payloadInternals.ts',
  // No Local API call changes a global's version in place.
  'cms/src/content/versions.ts',
  // The job claim and the resend write a job's state as Payload's own queue does, not its whole log of tries.
  'cms/src/email/outbox/state.ts',
  'cms/src/jobs/runner.ts',
  // The migrations, before the product serves anything.
  'server/prepare.ts',
]

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'cms/.next*/**', 'site/dist*/**', 'cms/migrations/**', 'cms/payload-types.ts', 'cms/src/database/schema.ts', 'cms/app/(payload)/admin/importMap.js', '.data/**', '.astro/**', 'cms/next-env.d.ts', 'scripts/bench/.next/**', 'scripts/bench/next-env.d.ts'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['cms/**/*.ts', 'cms/**/*.tsx', 'server/**/*.ts', 'site/**/*.ts', 'site/**/*.tsx', 'platform/**/*.ts', 'content-schema/**/*.ts'],
    ignores: [
      'cms/src/database/**',
      // Starts the embedded PostgreSQL and creates its role and database, before any Payload exists (like scripts/).
      'server/postgres.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', sqlFence],
      'no-restricted-syntax': ['error', adapterCast, adapterCall],
    },
  },
  {
    files: adapterCallers,
    rules: { 'no-restricted-syntax': ['error', adapterCast] },
  },
  {
    // A test states what it checks whatever the case: an assertion behind an `if` passes unseen when the branch never
    // runs. A case that checks something else is a test (or a loop over the cases of that kind) of its own. Every test
    // asserts something (itself or through an `expect…`/`assert…` helper), none is left focused or skipped, and an
    // assertion that waits (`expect.poll`, `.resolves`) is awaited: otherwise the test ends before it can fail.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    plugins: { vitest },
    rules: {
      'vitest/no-conditional-expect': 'error',
      // The second argument is the message Vitest prints with a failure.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      'vitest/require-awaited-expect-poll': 'error',
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert', 'assert*'] }],
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
    },
  },
  {
    // content-schema (shapes) and platform (runtime settings every process reads) are shared by the browser,
    // the server, the site and the CMS: they stay framework-free.
    files: ['content-schema/**/*.ts', 'platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['astro', 'astro/*', 'astro:*'], message: 'shared code must not import Astro.' },
            { group: ['payload', 'payload/*', '@payloadcms/*'], message: 'shared code must not import Payload.' },
            { group: ['next', 'next/*'], message: 'shared code must not import Next.' },
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'shared code must not import React.' },
          ],
        },
      ],
    },
  },
  {
    // An island imports the shared modules it uses: the barrel would put every schema in the browser's bundle.
    files: ['site/src/islands/**/*.ts', 'site/src/islands/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '#content-schema', message: "Import the module you need, e.g. '#content-schema/cap.ts': the barrel ships every schema to the browser." }] },
      ],
    },
  },
)

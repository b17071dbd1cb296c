import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'cms/.next*/**', 'site/dist*/**', 'cms/migrations/**', 'cms/payload-types.ts', 'cms/app/(payload)/admin/importMap.js', '.data/**', '.astro/**', 'cms/next-env.d.ts', 'scripts/bench/.next/**', 'scripts/bench/next-env.d.ts'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
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

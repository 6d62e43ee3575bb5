import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    // Nothing in node_modules is parsed for its imports: no-cycle ignores packages anyway, and
    // parsing them (PGlite's bundle among them) took most of the lint's time.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      // A circle of imports makes load order decide what is undefined; none anywhere.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // The seams of ARCHITECTURE.md's layout, checked on resolved paths.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './lib',
              except: ['./schemas', './shared'],
              message: 'server/ shares only lib/schemas and lib/shared with the web tier.',
            },
            { target: './server', from: ['./app', './components'], message: 'server/ is the API: no UI.' },
            { target: './lib', from: ['./app', './components'], message: 'lib/ is used by the UI, never the reverse.' },
            {
              target: ['./app', './components'],
              from: './server',
              message: 'The UI reaches the API over HTTP only (lib/api, lib/upstream, the BFF).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'next', 'next/*'],
              message: 'server/ is the API: no React or Next.js.',
            },
          ],
        },
      ],
    },
  },
];

export default config;

import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The seams of ARCHITECTURE.md's layout, checked on resolved paths.
const seams = [
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
];

// What the API imports from lib/ must not pull the web tier in behind it: lib/shared and
// lib/schemas import only each other (and layout-options.ts and layout-choices.ts, plain data).
// Their tests may check them against the web tier's formatting.
const sharedOnly = [
  { target: './lib/shared', from: './lib', except: ['./shared'], message: 'lib/shared imports only lib/shared.' },
  {
    target: './lib/schemas',
    from: './lib',
    except: ['./schemas', './shared', './layout-options.ts', './layout-choices.ts'],
    message: 'lib/schemas imports only lib/schemas and lib/shared.',
  },
];

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
      'import/no-restricted-paths': ['error', { zones: seams }],
    },
  },
  {
    files: ['lib/shared/**', 'lib/schemas/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...seams, ...sharedOnly] }] },
  },
  {
    // Every screen is dynamic: a prefetch brings only a route's tree, yet costs the server a request
    // through the session check, for each link in view on each page view (issue 19). Links come
    // from components/link.tsx, which follows them through the router without next/link's code.
    // Parts loaded on demand come from components/on-demand.tsx, which asks again for code that
    // failed to arrive.
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'lib/**/*.ts', 'lib/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use { Link } from '@/components/link': next/link prefetches (every screen is dynamic: a prefetch only costs the server) and weighs 2.5 kB of every page.",
            },
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "Use onDemand from '@/components/on-demand': React.lazy keeps a failed import for the life of the page.",
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

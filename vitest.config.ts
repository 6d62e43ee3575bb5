import path from 'node:path';
import { defineConfig } from 'vitest/config';

const everyTest = ['server/**/*.test.ts', 'lib/**/*.test.ts', 'components/**/*.test.tsx', 'scripts/**/*.test.ts'];
const fuzzSuites = ['server/routes/fuzz*.test.ts', 'server/**/*.property.test.ts'];
const systemSuites = ['server/**/*.system.test.ts'];

export default defineConfig({
  resolve: {
    // Tests run lib/ server modules directly, as the react-server condition would.
    conditions: ['react-server'],
    alias: {
      '@': path.resolve(import.meta.dirname),
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    // Cheap argon2 parameters for the test runner only (server/env.ts).
    env: { TEST_CHEAP_PASSWORD_HASHES: 'true' },
    // One migrated database per run, which every test database is a copy of.
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // `unit` is the everyday run; `fuzz` holds the fuzz and property suites that throw thousands
    // of requests (minutes); `system` the whole-system checks (the whole country loaded, two full
    // seeds of the demo at once). `vitest run` runs all three; `--project unit` only the first.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [...everyTest],
          exclude: [...fuzzSuites, ...systemSuites],
          // A worker runs file after file: PGlite's WebAssembly compiles once per worker, not
          // once per file. Each file still starts with the worker's environment and none of our
          // modules evaluated (lib/test/fresh-file.ts).
          isolate: false,
          setupFiles: ['lib/test/fresh-file.ts'],
        },
      },
      { extends: true, test: { name: 'fuzz', include: [...fuzzSuites] } },
      { extends: true, test: { name: 'system', include: [...systemSuites] } },
    ],
  },
});

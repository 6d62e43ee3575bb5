import path from 'node:path';
import { defineConfig } from 'vitest/config';

const everyTest = ['server/**/*.test.ts', 'lib/**/*.test.ts', 'scripts/**/*.test.ts'];
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
        test: { name: 'unit', include: [...everyTest], exclude: [...fuzzSuites, ...systemSuites] },
      },
      { extends: true, test: { name: 'fuzz', include: [...fuzzSuites] } },
      { extends: true, test: { name: 'system', include: [...systemSuites] } },
    ],
  },
});

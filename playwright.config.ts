import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/env';
import { SERIAL, TIMED } from './e2e/serial';

// Debian's headless shell when it is there (what Playwright itself runs headless: no browser UI
// to drive, a fraction of the CPU per page), else the full browser; E2E_CHROMIUM names another.
const systemChromium =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((binary) => existsSync(binary));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  // Two browsers at a time on a 2-core machine: one waits on a server while the other renders.
  // The suites that read a figure of the whole database or time a session (e2e/serial.ts) run
  // after the others, in two lanes side by side, each one file at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E.baseURL,
    // A trace of every test costs a quarter of the suite's time (its screencast and snapshots):
    // off unless asked for (E2E_TRACE=retain-on-failure) when a failure needs one.
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [/(deployment|cluster)\.spec\.ts$/, SERIAL, TIMED] },
    // Many web processes on one PostgreSQL (e2e/env.ts: cluster), one file at a time beside the rest.
    { name: 'cluster', testMatch: /cluster\.spec\.ts$/, workers: 1 },
    { name: 'chromium-serial', testMatch: SERIAL, workers: 1, dependencies: ['chromium'] },
    { name: 'chromium-timed', testMatch: TIMED, workers: 1, dependencies: ['chromium'] },
    // The security suite (headers, nonces, cookies, forged requests) again on `next start`, and a
    // deployment's sign-in on a copied standalone folder.
    { name: 'next-start', testMatch: /security(-connections)?\.spec\.ts$/, use: { baseURL: E2E.nextStartURL } },
    { name: 'standalone-copy', testMatch: /deployment\.spec\.ts$/, use: { baseURL: E2E.deployedURL } },
  ],
  // scripts/e2e.mjs builds once before this, so the instances start without racing to build.
  webServer: E2E.servers.map((server) => ({
    command: server.command,
    url: `http://localhost:${server.port}${server.ready}`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: server.env,
  })),
});

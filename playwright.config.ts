import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/env';
import { SERIAL } from './e2e/serial';

const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  // Two browsers at a time on a 2-core machine: one waits on a server while the other renders.
  // The suites that read a figure of the whole database, time a session or take every CPU
  // (e2e/serial.ts) run after the others, one at a time, alone.
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
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
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
    { name: 'chromium', testIgnore: [/deployment\.spec\.ts$/, SERIAL] },
    { name: 'chromium-serial', testMatch: SERIAL, workers: 1, dependencies: ['chromium'] },
    // The security suites again on `next start`, and a deployment's sign-in on a copied standalone folder.
    { name: 'next-start', testMatch: /(security|attack-findings)\.spec\.ts$/, use: { baseURL: E2E.nextStartURL } },
    { name: 'standalone-copy', testMatch: /deployment\.spec\.ts$/, use: { baseURL: E2E.deployedURL } },
  ],
  // scripts/e2e.mjs builds once before this, so the instances start without racing to build.
  webServer: E2E.servers.map((server) => ({
    command: server.command,
    url: `http://localhost:${server.port}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: server.env,
  })),
});

import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/env';

const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E.baseURL,
    trace: 'retain-on-failure',
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
    { name: 'chromium', testIgnore: /deployment\.spec\.ts$/ },
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

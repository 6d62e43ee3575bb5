// The idle and absolute session timeouts, on the instance whose clock is shortened to seconds
// (SESSION_IDLE_TIMEOUT=8, SESSION_ABSOLUTE_TIMEOUT=20): the same code paths as 30 min / 12 h.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { bffFetch, signIn } from './helpers';

const base = E2E.shortURL;
const idleMs = E2E.sessionIdleTimeout * 1000;
const absoluteMs = E2E.sessionAbsoluteTimeout * 1000;

async function stillSignedIn(page: Page) {
  await page.goto(`${base}/customer`);
  await expect(page).toHaveURL(`${base}/customer`);
  expect((await bffFetch(page, '/strict/customer')).status).toBe(200);
}

async function signedOut(page: Page) {
  // The browser's calls are refused, and any page leads to the sign-in page.
  expect(await bffFetch(page, '/strict/customer')).toEqual({ status: 401, body: { message: expect.any(String) } });
  await page.goto(`${base}/customer`);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
}

test('a session left unused for longer than the idle timeout is over', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, { base });
  await stillSignedIn(page);
  // A fixed wait on purpose: this waits out a timeout the server keeps (its clock, not the page's), so page.clock cannot stand in for it.
  await page.waitForTimeout(idleMs + 1_500);
  await signedOut(page);
});

test('a session in use outlives the idle timeout, but not the absolute timeout', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, { base });
  const signedInAt = Date.now();
  // Busy every few seconds for longer than the idle timeout: still signed in.
  while (Date.now() - signedInAt < absoluteMs - 5_000) {
    await stillSignedIn(page);
    // Paced on purpose: activity spread over the server's idle timeout (its clock, which page.clock cannot move).
    await page.waitForTimeout(idleMs / 3);
  }
  expect(Date.now() - signedInAt).toBeGreaterThan(idleMs);
  // Past the absolute timeout, however busy: over.
  // A fixed wait on purpose: this waits out a timeout the server keeps (its clock, not the page's), so page.clock cannot stand in for it.
  await page.waitForTimeout(Math.max(0, signedInAt + absoluteMs + 1_500 - Date.now()));
  await signedOut(page);
});

import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { unsealData } from 'iron-session';
import { E2E } from './env';

export const SESSION_COOKIE = 'bs_session';

/** Signs in as the administrator on the main instance, or on the instance at `base`. */
export async function signIn(
  page: Page,
  { remember = false, base = '', email = E2E.adminEmail, password = E2E.adminPassword } = {},
) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Ingat saya').check();
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Presses Masuk and waits for the sign-in's answer (the action's POST): a failure's message may
 * still be on screen from the try before, so the answer, not the alert, says this try is done.
 */
export async function pressSignIn(page: Page) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login'),
    page.getByRole('button', { name: 'Masuk' }).click(),
  ]);
}

export async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'session cookie').toBeDefined();
  return cookie!;
}

/** What the server sealed into the cookie; only the test, holding SESSION_PASSWORD, can read it. */
export async function unsealedSession(context: BrowserContext) {
  const cookie = await sessionCookie(context);
  return unsealData<{ access: string; refresh: string; accessExp: number }>(cookie.value, {
    password: { 1: E2E.sessionPassword },
    ttl: 60 * 60 * 24 * 30,
  });
}

/** A BFF call the way our client code makes it. */
export function bffFetch(page: Page, path: string, init: { method?: string } = {}) {
  return page.evaluate(
    async ([p, method]) => {
      const res = await fetch(p, {
        method,
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
      });
      return { status: res.status, body: await res.json() };
    },
    [path, init.method ?? 'GET'] as const,
  );
}

/**
 * Presses a print button as a person does: it picks its paper (the page's data-print-page), then
 * opens the browser's print dialog, stood in for by a window.print that notes the paper asked
 * for. Pressed again until the island has hydrated and answers; returns the paper asked for.
 */
export async function pressPrint(page: Page, button: Locator): Promise<string> {
  await page.evaluate(() => {
    window.print = () => {
      const html = document.documentElement;
      html.dataset.printedOn = html.getAttribute('data-print-page') ?? '';
    };
  });
  const html = page.locator('html');
  await expect(async () => {
    await page.evaluate(() => delete document.documentElement.dataset.printedOn);
    await button.click();
    await expect(html).toHaveAttribute('data-printed-on', /.*/, { timeout: 1000 });
  }).toPass();
  return (await html.getAttribute('data-printed-on')) ?? '';
}

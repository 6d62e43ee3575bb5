import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { COMPILE_HINT, HINTED_FROM_BYTES } from '../scripts/compile-hints.mjs';
import { firstLoadScriptBytes, firstLoadScripts, SIGNED_IN_ROUTES } from './first-load-js';

// First-load JavaScript per route, brotli-compressed as the production proxy serves it: a size
// check that fails CI when a route outgrows its budget (issues 6 and 19).
//
// Issue 19 asks for 110 kB on /login and 120 kB signed in. The floor under them, an empty App Router
// page of the same Next.js and React (npm run bench), ships 112.4 kB: no page of ours can meet 110.
// /login is held at what it weighs today (117.6 kB: react-hook-form and zod come with the form's
// first touch) with 0.4 kB of room, so that it cannot grow unnoticed; every signed-in page at the
// issue's 120 (the dashboard 118.4, the lists 119.6-119.9: a list's modals, selection, search
// typing and saved views, and the shell's buttons' behaviour, come with their first use). README
// "Performance" states the gap.
const LOGIN_BUDGET_KB = 118;
const SIGNED_IN_BUDGET_KB = 120;

test('the sign-in page stays within its JavaScript budget', async ({ browser }) => {
  const context = await browser.newContext();
  const { count, bytes } = await firstLoadScriptBytes(await context.newPage(), '/login');
  console.log(`[first-load-js] /login: ${count} scripts, ${(bytes / 1024).toFixed(1)} kB`);
  expect(bytes).toBeGreaterThan(50 * 1024);
  expect(bytes).toBeLessThan(LOGIN_BUDGET_KB * 1024);
  await context.close();
});

test('every signed-in route stays within its JavaScript budget', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page);
  let storageState = await page.context().storageState();
  const over: string[] = [];
  for (const path of SIGNED_IN_ROUTES) {
    // A fresh context each time: nothing cached from the previous route. The session goes on
    // from the last context's cookie: a refresh there rotated the refresh token, and the old
    // one, presented again, would (rightly) end the sign-in.
    const context = await browser.newContext({ storageState });
    const tab = await context.newPage();
    const { count, bytes } = await firstLoadScriptBytes(tab, path);
    expect(new URL(tab.url()).pathname, 'still signed in').toBe(path);
    console.log(`[first-load-js] ${path}: ${count} scripts, ${(bytes / 1024).toFixed(1)} kB`);
    expect(bytes, path).toBeGreaterThan(50 * 1024);
    if (bytes >= SIGNED_IN_BUDGET_KB * 1024) over.push(`${path}: ${(bytes / 1024).toFixed(1)} kB`);
    storageState = await context.storageState();
    await context.close();
  }
  expect(over).toEqual([]);
});

// V8 compiles a function at its first call, on the main thread, unless the script says otherwise:
// with the hint, a page's large scripts are compiled while they download, off the main thread
// (scripts/compile-hints.mjs). Without it, compiling made about half of a page's start-up long
// tasks on a slowed phone.
test("a page's large scripts ask the browser to compile them while they download", async ({ page }) => {
  await signIn(page);
  const large = (await firstLoadScripts(page, '/customer')).filter(({ body }) => body.length >= HINTED_FROM_BYTES);
  // React, the router, the page's own: never a page with nothing to check.
  expect(large.length).toBeGreaterThanOrEqual(3);
  for (const { url, body } of large) {
    const text = body.toString('utf8');
    expect(text.startsWith(COMPILE_HINT), url).toBe(true);
    expect(text.indexOf(COMPILE_HINT, 1), `${url}: once`).toBe(-1);
  }
});

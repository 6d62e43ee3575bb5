// The pages `npm run lighthouse` audits, and the signed-in session it audits them with: the
// sign-in page signed out; signed in, every screen of the administrator's sidebar (read from
// the sidebar itself, so a new entry is measured without editing this file), the pages under
// them, the user menu's two account pages, and one customer's passbook.
import { chromium } from '@playwright/test';
import { navGroups } from '../components/shell/nav-items';
import { SESSION_COOKIE } from '../lib/session/cookie-names';

export type Route = { path: string; signedIn: boolean };
/** The session cookie: `__Host-` prefixed when the instance is served over HTTPS. */
export type SessionCookie = { name: string; value: string };

/** Screens reached from a sidebar entry rather than being one. */
const beneath = ['/report/semester'];
/** The user menu's Edit Profil and Ubah Password: the account page with either dialog open. */
const account = ['/edit-profile', '/pages-profile-settings'];

/**
 * Every route, in the sidebar's order; `passbook` is a customer's passbook URL when one was
 * found (passbookOf), since its id cannot be guessed.
 */
export function routesOf(passbook: string | undefined): Route[] {
  const sidebar = navGroups.flatMap((g) => g.items.map((i) => i.href));
  const signedIn = [...sidebar, ...beneath, ...account, ...(passbook ? [passbook] : [])];
  return [{ path: '/login', signedIn: false }, ...signedIn.map((path) => ({ path, signedIn: true }))];
}

/**
 * The first passbook link on Data Saldo, as a signed-in visitor would click it; undefined when
 * the list is empty. Also proves the cookie opens the signed-in area before any audit starts.
 */
export async function passbookOf(base: string, cookie: SessionCookie): Promise<string | undefined> {
  const answer = await fetch(`${base}/balance-data`, {
    headers: { cookie: `${cookie.name}=${cookie.value}` },
    redirect: 'manual',
  });
  if (answer.status !== 200)
    throw new Error(`/balance-data answered ${answer.status} with the session cookie: not signed in`);
  return /href="(\/balance-data\/passbook\/\d+)"/.exec(await answer.text())?.[1];
}

/**
 * Chromium's cookies before a route: none, or the session alone. Lighthouse's extraHeaders
 * Cookie is not enough: Chromium sends its cookie jar's Cookie header instead whenever the jar
 * holds any cookie for the site, and every page's first hydration writes the language cookie,
 * so the page's own later requests (prefetches, the islands' BFF calls) would go signed out.
 * A short CDP connection, closed before Lighthouse attaches: nothing else instruments the page.
 */
export async function setCookies(debuggingPort: number, base: string, cookie: SessionCookie | undefined) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const jar = browser.contexts()[0];
    if (!jar) throw new Error('Chromium has no default browser context');
    await jar.clearCookies();
    if (cookie) await jar.addCookies([{ ...cookie, url: base, httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    await browser.close(); // over CDP: disconnects, Chromium and its default context stay
  }
}

/**
 * Signs in through the sign-in page of a running instance (LIGHTHOUSE_URL), in the Chromium
 * Lighthouse uses: only that instance can seal its cookie. Its own browser context, closed after.
 */
export async function signInThroughPage(
  base: string,
  debuggingPort: number,
  credentials: { email: string; password: string },
): Promise<SessionCookie> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Hydrated first: a form submitted before its script runs would send the password in the URL.
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[autocomplete="username"]').fill(credentials.email);
    await page.locator('input[autocomplete="current-password"]').fill(credentials.password);
    await page.locator('button[type="submit"]').click();
    await page
      .waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 })
      .catch(() => {
        throw new Error(
          `sign-in of ${credentials.email} at ${base} stayed on /login: wrong password, or the account has a second factor`,
        );
      });
    const cookie = (await context.cookies()).find((c) => c.name.replace(/^__Host-/, '') === SESSION_COOKIE);
    await context.close();
    if (!cookie) throw new Error(`sign-in at ${base} set no ${SESSION_COOKIE} cookie`);
    return { name: cookie.name, value: cookie.value };
  } finally {
    await browser.close();
  }
}

/**
 * One plain request to each route before any audit: a server loads a page's code and warms its
 * caches on the first visit, which is not what a visitor on a running server waits for.
 */
export async function warm(base: string, routes: Route[], cookie?: SessionCookie) {
  for (const route of routes) {
    const headers: Record<string, string> =
      route.signedIn && cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {};
    await (await fetch(`${base}${route.path}`, { headers, redirect: 'manual' })).arrayBuffer();
  }
}

/** bench-results/lighthouse/<this>.json: the route's path as a file name. */
export const fileOf = (path: string) => path.slice(1).replace(/\//g, '-') || 'root';

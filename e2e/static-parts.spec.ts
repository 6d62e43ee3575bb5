import { expect, test } from '@playwright/test';
import { jakartaDay } from '../lib/shared/jakarta-days';
import { bffFetch, signIn } from './helpers';
import { mainNav } from './shell-helpers';

// Issue 19: the parts of a page with nothing to run in the browser (the dashboard's charts and
// tables, the report's figures and tables, a passbook's movements) are written once on the server as plain markup. A page
// load carries them once, not again in the page's payload; their links stay links inside the app.

const occurrences = (text: string, of: string) => text.split(of).length - 1;
const pageLoad = { headers: { 'sec-fetch-dest': 'document' } };

test("a dashboard page load carries its charts once, not again in the page's payload", async ({ page }) => {
  await signIn(page);
  const html = await (await page.request.get('/dashboard', pageLoad)).text();
  const descriptions = [...html.matchAll(/<desc id="[^"]+">([^<]+)<\/desc>/g)].map((m) => m[1]!);
  expect(descriptions).toHaveLength(2);
  // Each chart's sentence, up to its first character that HTML and JSON write differently.
  for (const description of descriptions) {
    const plain = description.split(/[&"'<>\\]/)[0]!;
    expect(plain.length, description).toBeGreaterThan(20);
    expect(occurrences(html, plain), plain).toBe(1);
  }
});

test('a report page load carries its figures once; their links, Back and a move to the dashboard stay inside the app', async ({
  page,
}) => {
  await signIn(page);
  const html = await (await page.request.get('/report', pageLoad)).text();
  // The figure cards' links to their lists, each named by what it opens.
  const labels = [...html.matchAll(/<a [^>]*data-testid="link-[a-z]+"[^>]*>/g)].map(
    (m) => /aria-label="([^"]+)"/.exec(m[0])![1]!,
  );
  expect(labels.length).toBeGreaterThanOrEqual(5);
  for (const label of labels) expect(occurrences(html, label), label).toBe(1);

  await page.goto('/report');
  const customers = page.getByTestId('figure-customers-total');
  const total = await customers.getAttribute('data-value');
  // A marker the page keeps only while no new document loads.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByTestId('link-customers').click();
  await expect(page).toHaveURL(/\/customer(\?|$)/);
  await expect(page.getByTestId('list')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Back to the page load: its figures again (the router keeps only their handover's key).
  await page.goBack();
  await expect(page).toHaveURL(/\/report$/);
  await expect(customers).toHaveAttribute('data-value', total!);
  // And a part that comes with a navigation inside the app: the dashboard's charts.
  await mainNav(page).getByRole('link', { name: 'Dasbor' }).click();
  await expect(page.locator('svg desc')).toHaveCount(2);
  await expect(page.getByTestId('dashboard-impact')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("a link on a signed-in screen with no script of its own (a dashboard card's, the report's) opens its screen without a new document", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard');
  // A marker the page keeps only while no new document loads.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByTestId('card-total_bsu').getByRole('link', { name: 'Lihat detail' }).click();
  await expect(page).toHaveURL(/\/bsu$/);
  await expect(page.getByTestId('list')).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Laporan' }).click();
  await page.getByTestId('report-semester').click();
  await expect(page).toHaveURL(/\/report\/semester/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // One entry in the history per move: Back is the report, then the unit banks.
  await page.goBack();
  await expect(page).toHaveURL(/\/report$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/bsu$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("a passbook page load carries a year's movements once, not again in the page's payload", async ({ page }) => {
  await signIn(page);
  // A customer of the demo data with money in their wallet: movements in the last year.
  const { body } = await bffFetch(page, '/strict/wallet?filter_note=balance&per_page=100');
  const userId = (body.items as { user_id: number; balance: string }[]).find((w) => w.balance !== '0.00')!.user_id;
  const year = { from: jakartaDay(new Date(Date.now() - 364 * 86_400_000)), to: jakartaDay(new Date()) };
  const html = await (
    await page.request.get(`/balance-data/passbook/${userId}?from=${year.from}&to=${year.to}`, pageLoad)
  ).text();
  // Each movement's description (its kind and number: 'Setoran #12').
  const entries = [...html.matchAll(/<tr data-testid="passbook-entry">.*?<span class="d-block">([^<]+)<\/span>/g)];
  expect(entries.length).toBeGreaterThan(0);
  for (const [, description] of entries) expect(occurrences(html, description!), description).toBe(1);
});

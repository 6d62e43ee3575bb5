// Paper shows what the screen shows (issue 18): each print view, printed by Chromium as its print
// button asks (paper and orientation), holds every table row of the page, and no text is drawn over
// other text. A table card running over a page once left its later rows under the next card.
import { expect, test, type Page } from '@playwright/test';
import { jakartaDay } from '../lib/shared/jakarta-days';
import { bffFetch, pressPrint, signIn } from './helpers';
import { overlaps, pdfPages, plainText } from './pdf-text';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Presses the print button `testId` and prints as it asked (paper and orientation). */
async function printAs(page: Page, testId: string) {
  await pressPrint(page, page.getByTestId(testId));
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

/** Text without its white space: how a cell's words and the paper's runs are compared (a cell may wrap). */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** The text of every filled cell of the page's tables. */
const cellTexts = (page: Page) =>
  page
    .locator('table tbody td')
    .evaluateAll((cells) => cells.map((c) => c.textContent ?? ''))
    .then((texts) => texts.map(squeezed).filter(Boolean));

async function expectOnPaper(page: Page, testId: string) {
  const cells = await cellTexts(page);
  expect(cells.length).toBeGreaterThan(0);
  const pages = await printAs(page, testId);
  for (const [n, runs] of pages.entries()) expect(overlaps(runs), `text drawn over text on page ${n + 1}`).toEqual([]);
  const paper = squeezed(plainText(pages));
  expect(cells.filter((cell) => !paper.includes(cell))).toEqual([]);
  return pages.length;
}

test("the period report's figures and every row of its tables print on A4, nothing drawn over anything", async ({
  page,
}) => {
  await page.goto('/report');
  await expect(page.getByTestId('report-ranking').locator('tbody tr').first()).toBeVisible();
  expect(await expectOnPaper(page, 'report-print')).toBeGreaterThan(1);
});

test('the semester report prints on A4 landscape with every regency and unit bank row', async ({ page }) => {
  await page.goto('/report/semester');
  await expect(page.getByTestId('semester-banks').locator('tbody tr').first()).toBeVisible();
  await expectOnPaper(page, 'semester-print');
});

test('a passbook prints on A4 and on A5 with every movement', async ({ page }) => {
  const { body } = await bffFetch(page, '/strict/wallet?filter_note=balance&per_page=100');
  const wallet = (body.items as { user_id: number; nik: string | null; balance: string }[]).find(
    (w) => w.nik !== null && w.balance !== '0.00',
  );
  expect(wallet, 'a customer with a balance in the demo data').toBeDefined();
  const today = jakartaDay(new Date());
  await page.goto(`/balance-data/passbook/${wallet!.user_id}?from=${today.slice(0, 4)}-01-01&to=${today}`);
  for (const paper of ['passbook-print-a4', 'passbook-print-a5']) await expectOnPaper(page, paper);
});

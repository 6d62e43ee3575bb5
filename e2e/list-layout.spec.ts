import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { list, rows } from './lists';
import { animationsSettled, chooseLanguage, setLayoutCookie } from './shell-helpers';

// Issue 14 item 3: on every list, at every width people use, each row keeps its actions and
// its status on screen: not past the window's edge, not scrolled away inside the table, not
// under another element (a sticky column, a floating button).
const LISTS = [
  '/bsi',
  '/bsu',
  '/customer',
  '/trash',
  '/user',
  '/transaction',
  '/balance-data',
  '/topup',
  '/withdrawal',
];
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 900, height: 800 },
  { width: 390, height: 844 },
];

/** Each row's action buttons, its badges and its last visible cell that are out of reach. */
async function outOfReach(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const rowsOf = [...document.querySelectorAll<HTMLTableRowElement>('[data-testid="list"] tbody tr')];
    for (const [index, row] of rowsOf.entries()) {
      const cells = [...row.cells].filter((cell) => cell.getBoundingClientRect().width > 0);
      const targets = [...row.querySelectorAll<HTMLElement>('.list-actions-cell button, .list-actions-cell a, .badge')];
      const last = cells.at(-1);
      if (last && !targets.some((t) => last.contains(t))) targets.push(last);
      for (const el of targets) {
        const what = `row ${index + 1} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
        // Bring the row to the middle of the window by scrolling the page only, never the table.
        const top = el.getBoundingClientRect().top;
        window.scrollTo({ top: window.scrollY + top - window.innerHeight / 2, behavior: 'instant' });
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) {
          problems.push(`${what}: not shown`);
          continue;
        }
        if (box.left < 0 || box.right > window.innerWidth + 0.5) {
          problems.push(
            `${what}: outside the window (${Math.round(box.left)}–${Math.round(box.right)} of ${window.innerWidth})`,
          );
          continue;
        }
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX === 'visible') continue;
          const clip = up.getBoundingClientRect();
          if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)
            problems.push(`${what}: cut off by .${up.className.split(' ').join('.')}`);
        }
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !(el.contains(hit) || hit.contains(el)))
          problems.push(`${what}: covered by ${hit?.tagName}.${hit?.className}`);
      }
    }
    return problems;
  });
}

/** Every page of `page` drawn in `font`, as a browser whose system font it is would draw it. */
async function useSystemFont(page: Page, font: string) {
  await page.addInitScript((family) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`:root, body { --bs-body-font-family: "${family}"; font-family: "${family}" !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, font);
}

// Independent tests: both workers share them.
test.describe.configure({ mode: 'parallel' });

for (const variant of [
  { name: 'Indonesian, light', lang: 'in', mode: 'light' },
  { name: 'Arabic (RTL), dark', lang: 'ar', mode: 'dark' },
  // A browser whose system font is wider than the one CI has (DejaVu Sans, Debian's default
  // without Noto): the columns that give way are the ones that do not fit, not a width's guess.
  { name: 'Indonesian, a wider system font', lang: 'in', mode: 'light', font: 'DejaVu Sans' },
] as const) {
  test(`every list keeps its row actions and statuses within reach at every width (${variant.name})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await setLayoutCookie(context, { mode: variant.mode });
    if (variant.font) await useSystemFont(page, variant.font);
    await signIn(page);
    if (variant.lang !== 'in') await chooseLanguage(page, variant.lang);
    for (const [index, path] of LISTS.entries()) {
      // Each list is loaded at one width, taken in turn, so every width gets fresh loads; then
      // the window is resized through the others, as a phone turned or a window dragged does.
      const widths = [...SIZES.slice(index % SIZES.length), ...SIZES.slice(0, index % SIZES.length)];
      await page.setViewportSize(widths[0]!);
      await page.goto(`${path}?size=25`);
      await expect(rows(page).first()).toBeVisible();
      expect(await rows(page).count(), `${path} has rows`).toBeGreaterThan(0);
      for (const size of widths) {
        await page.setViewportSize(size);
        await animationsSettled(page);
        expect(await outOfReach(page), `${path} at ${size.width} px`).toEqual([]);
      }
    }
  });
}

test('on a phone each row is a card of label and value pairs with its status and actions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/customer');
  const first = rows(page).first();
  await expect(first.getByRole('button', { name: /^Edit / })).toBeInViewport();
  await expect(first.locator('.badge')).toBeInViewport();
  // The column's name is shown beside its value.
  const label = await first
    .locator('td[data-label="Status"]')
    .evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).toBe('"Status"');
  // The search box spans the header, aligned with the card's edges.
  const header = await list(page).locator('.card-header').boundingBox();
  const search = await page.getByRole('searchbox', { name: 'Cari data' }).boundingBox();
  expect(Math.abs(search!.width - (header!.width - 2 * 16))).toBeLessThan(4);
});

test('long addresses take at most two lines, the whole address in the title', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/bsu');
  const address = rows(page).first().locator('.cell-clamp');
  const [height, lineHeight, title, text] = await address.evaluate(
    (el: HTMLElement) =>
      [
        el.getBoundingClientRect().height,
        parseFloat(getComputedStyle(el).lineHeight),
        el.title,
        el.textContent,
      ] as const,
  );
  expect(height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  expect(title).toBe(text);
});

test('scrolling through a list, no row button ever passes under the floating buttons', async ({ page }) => {
  await signIn(page);
  for (const width of [1440, 1280, 900]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/customer', '/topup']) {
      await page.goto(path);
      const cog = await page.getByRole('button', { name: 'Buka pengaturan tampilan' }).boundingBox();
      expect(cog, `the cog shows at ${width} px`).not.toBeNull();
      // Every row's buttons lie wholly before the floating buttons' column (after it in RTL).
      const buttons = await page
        .locator('[data-testid=list] tbody button')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as { x: number; width: number }));
      expect(buttons.length).toBeGreaterThan(0);
      const under = buttons.filter((b) => b.x + b.width > cog!.x && b.x < cog!.x + cog!.width);
      expect(under, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('the NIK header is in the text font, its values in monospace', async ({ page }) => {
  await signIn(page);
  await page.goto('/customer');
  const header = list(page).locator('thead th', { hasText: 'NIK' });
  expect(await header.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/monospace/);
  const cell = rows(page).first().locator('td[data-label="NIK"]');
  expect(await cell.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/monospace/);
});

test('prices read "Rp 2.100/kg", without a space after the slash', async ({ page }) => {
  await signIn(page);
  await page.goto('/trash');
  const price = rows(page).first().locator('td').nth(2);
  await expect(price).toHaveText(/^Rp [\d.,]+\/\S+$/);
});

test('a rejected top-up shows its reason in the row', async ({ page }) => {
  await signIn(page);
  await page.goto('/topup?search=ditolak');
  const rejected = rows(page)
    .filter({ has: page.locator('.badge', { hasText: 'Ditolak' }) })
    .first();
  await expect(rejected.getByTestId('wallet-reason')).toBeVisible();
  await expect(rejected.getByTestId('wallet-reason')).not.toBeEmpty();
});

test('the search spinner leaves the clear (×) button free', async ({ page }) => {
  await signIn(page);
  await page.goto('/customer');
  // Hold the list's answer until we have looked, so the spinner stays.
  let release!: () => void;
  const looked = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/customer\?.*search=/, async (route) => {
    await looked;
    await route.continue();
  });
  const box = page.getByRole('searchbox', { name: 'Cari data' });
  await box.fill('budi');
  const spinner = page.getByRole('search').getByRole('status');
  await expect(spinner).toBeVisible();
  const [s, b] = [await spinner.boundingBox(), await box.boundingBox()];
  // The browser's clear button is at the box's end side; the spinner takes the magnifier's place.
  expect(s!.x + s!.width).toBeLessThan(b!.x + b!.width / 2);
  release();
  await expect(spinner).toHaveCount(0);
});

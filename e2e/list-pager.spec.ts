import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { range, rows } from './lists';

// A list's footer: the range, the pager (page links, page size, a page to jump to) and what
// floats over it.

// Independent tests: both workers share them.
test.describe.configure({ mode: 'parallel' });

test('on a phone the pager starts under the range, where a pager still arriving cannot move it', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page);
  for (const path of ['/user', '/bsi']) {
    await page.goto(path);
    const pager = page.locator('.card-footer > .pager');
    await expect(pager).toBeVisible();
    // A phone paints what has arrived: the page links before the page-size form after them.
    const top = (box: { y: number } | null) => Math.round(box!.y);
    const whole = top(await pager.boundingBox());
    const partial = await pager.evaluate((el) => {
      const form = el.querySelector('form')!;
      form.remove();
      const y = el.getBoundingClientRect().y;
      el.append(form);
      return Math.round(y);
    });
    expect(partial, path).toBe(whole);
    const range = await page.getByTestId('list-range').boundingBox();
    expect(whole, path).toBeGreaterThanOrEqual(Math.round(range!.y + range!.height));
  }
});

test('a page past the end opens the last page, with page numbers to every page', async ({ page }) => {
  await signIn(page);
  await page.goto('/transaction?page=999');
  // The redirect can arrive after the page has started streaming: wait for the address to change.
  await expect(page).toHaveURL(/\/transaction\?page=\d+$/);
  await expect(page).not.toHaveURL(/page=999$/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThan(1);
  const [, from, to, total] = (await range(page).textContent())!.match(/(\d+)-(\d+) dari (\d+)/)!.map(Number);
  expect([from, to]).toEqual([(last - 1) * 50 + 1, total]);
  const pager = page.getByTestId('pager');
  await expect(pager.locator('[aria-current="page"]')).toHaveText(String(last));
  await expect(pager.getByRole('link', { name: 'Halaman 1', exact: true })).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Halaman berikutnya' })).toHaveAttribute('aria-disabled', 'true');
});

test('the page size and a page to jump to stay in the URL', async ({ page }) => {
  await signIn(page);
  await page.goto('/transaction');
  await page.getByTestId('page-size').selectOption('10');
  await expect(page).toHaveURL(/size=10/);
  await expect(rows(page)).toHaveCount(10);
  await expect(range(page)).toHaveText(/^1-10 dari \d+$/);
  await page.getByRole('spinbutton', { name: 'Ke halaman' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Ke halaman' }).press('Enter');
  await expect(page).toHaveURL(/size=10/);
  await expect(page).toHaveURL(/page=3/);
  await expect(range(page)).toHaveText(/^21-30 dari \d+$/);
  // The page links keep the size.
  await page.getByTestId('pager').getByRole('link', { name: 'Halaman 4', exact: true }).click();
  await expect(page).toHaveURL(/\/transaction\?size=10&page=4$/);
  await expect(range(page)).toHaveText(/^31-40 dari \d+$/);
});

test('the next page opens at the top of the list, not at the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto('/transaction');
  const next = page.getByTestId('pager').getByRole('link', { name: 'Halaman berikutnya' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(range(page)).toHaveText(/^51-100 /);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('the floating buttons cover neither the pager nor the footer at the end of a list', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/transaction');
  // Scrolled again until it holds: a scroll made before the page has hydrated can be undone.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('back-to-top')).toBeVisible({ timeout: 1000 });
  }).toPass();
  const floating = [
    await page.getByTestId('back-to-top').boundingBox(),
    await page.getByRole('button', { name: 'Buka pengaturan tampilan' }).boundingBox(),
  ];
  const covered = async (selector: string) => {
    const boxes = await page
      .locator(selector)
      .evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }),
      );
    return boxes.filter((b) =>
      floating.some(
        (f) => f && b.x < f.x + f.width && f.x < b.x + b.width && b.y < f.y + f.height && f.y < b.y + b.height,
      ),
    );
  };
  expect(await covered('[data-testid="pager"] a, [data-testid="pager"] span, [data-testid="pager-form"] > *')).toEqual(
    [],
  );
  expect(await covered('[data-testid="footer"] span')).toEqual([]);
});

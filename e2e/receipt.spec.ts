// The transaction receipt: on paper one branded, dated A4 page; on a phone every column whole.
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatDate } from '../lib/format';
import { dialog, openFirstDetail, openList, rows } from './lists';

test.beforeEach(async ({ page }) => {
  await openList(page, '/transaction');
});

/** Page objects in a PDF (`/Type /Page`, not the `/Type /Pages` tree). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

test('the printed receipt is one A4 page with the product name, its logo and the print date', async ({
  page,
}, testInfo) => {
  await openFirstDetail(page);
  await page.emulateMedia({ media: 'print' });
  const brand = page.getByTestId('receipt-brand');
  await expect(brand).toBeVisible();
  await expect(brand).toContainText('Bank Sampah');
  await expect(brand.locator('svg')).toBeVisible();
  await expect(page.getByTestId('receipt-printed')).toHaveText(
    new RegExp(`^Dicetak ${formatDate(new Date(), 'in')} \\d{2}[.:]\\d{2}$`),
  );
  // The receipt starts at the top of the paper: no blank band above it.
  expect(
    (await dialog(page)
      .getByRole('heading', { name: /^Detail Transaksi/ })
      .boundingBox())!.y,
  ).toBeLessThan(120);
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  writeFileSync(testInfo.outputPath('receipt.pdf'), pdf);
  expect(pageCount(pdf)).toBe(1);
  await page.emulateMedia({ media: 'screen' });
  // On screen the receipt header is not shown (the modal has its own title).
  await expect(brand).toBeHidden();
});

test('in dark mode the receipt still prints dark text on white', async ({ page }) => {
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
  await openFirstDetail(page);
  await page.emulateMedia({ media: 'print' });
  const colours = await page.getByTestId('detail-grand-total').evaluate((el) => ({
    text: getComputedStyle(el).color,
    paper: getComputedStyle(el.closest('.modal-content')!).backgroundColor,
  }));
  expect(colours.paper).toBe('rgb(255, 255, 255)');
  for (const channel of colours.text.match(/\d+/g)!.slice(0, 3)) expect(Number(channel)).toBeLessThan(80);
  await page.emulateMedia({ media: 'screen' });
});

test('on a phone the detail shows every line total and the grand total whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/transaction');
  await rows(page)
    .first()
    .getByRole('button', { name: /^Detail transaksi/ })
    .click();
  const total = page.getByTestId('detail-grand-total');
  await expect(total).toHaveText(/^Rp [\d.]+(,\d{2})?$/);
  const cells = [total, ...(await page.getByTestId('detail-line-total').all())];
  for (const cell of cells) {
    await cell.scrollIntoViewIfNeeded();
    const fits = await cell.evaluate((el) => {
      const box = el.getBoundingClientRect();
      let clipped = false;
      for (let node = el.parentElement; node; node = node.parentElement) {
        const clip = node.getBoundingClientRect();
        if (
          getComputedStyle(node).overflowX !== 'visible' &&
          (box.right > clip.right + 0.5 || box.left < clip.left - 0.5)
        )
          clipped = true;
      }
      return {
        whole: el.scrollWidth <= el.clientWidth,
        inViewport: box.left >= 0 && box.right <= window.innerWidth,
        clipped,
      };
    });
    expect(fits, `${await cell.textContent()}`).toEqual({ whole: true, inViewport: true, clipped: false });
  }
});

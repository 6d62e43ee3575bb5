import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// The standalone folder copied out of the checkout (e2e/standalone-copy.mjs), as a deployment
// runs it: it starts, is ready, signs in, renders lists and answers the BFF.

test('a copied standalone server is ready, signs in, renders a list and answers the BFF', async ({ page, request }) => {
  expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
  expect(await (await request.get('/readyz')).json()).toEqual({ status: 'ready' });
  await signIn(page);
  await page.goto('/bsi');
  await expect(page.getByRole('table')).toBeVisible();
  const bff = await page.request.get('/strict/collector?page=1&per_page=5', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(bff.status()).toBe(200);
  expect((await bff.json()).total_records).toBeGreaterThan(0);
  const css = await page.request.get('/vendor/bootstrap.min.css');
  expect(css.status()).toBe(200);
});

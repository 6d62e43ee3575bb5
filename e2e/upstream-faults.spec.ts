// The API slow, then down, then back: on the instance whose web tier reaches the main API
// through the fault proxy. Every page says what is wrong, in the visitor's language, within
// the configured timeout; the web server keeps answering; and nothing needs a restart after.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { bffFetch, signIn } from './helpers';
import { expectToast } from './lists';
import { setLanguageCookie } from './shell-helpers';

let proxy: FaultProxy;
test.beforeAll(async () => {
  proxy = await startFaultProxy(E2E.faultProxyPort, { host: '127.0.0.1', port: E2E.mainApiPort });
});
test.afterAll(() => proxy?.close());
// Every test starts with the API passing through, signed in on the faulty instance.
test.beforeEach(async ({ page }) => {
  await proxy.pass();
  await signIn(page, { base: E2E.faultyURL });
});

const customers = `${E2E.faultyURL}/customer`;
const rows = (page: Page) => page.getByTestId('list').locator('tbody tr');

/** Loads `url` and returns how long the page took to show its error. */
async function timedError(page: Page, url: string, text: string) {
  const started = Date.now();
  await page.goto(url);
  await expect(page.getByTestId('list-error')).toHaveText(text);
  return Date.now() - started;
}

test('a slow API: the list says the server took too long, within the timeout, and the server keeps answering', async ({
  page,
  request,
}) => {
  await page.goto(customers);
  await expect(rows(page).first()).toBeVisible();

  await proxy.slow(E2E.upstreamTimeoutMs * 4);
  const [elapsed, signInPage] = await Promise.all([
    timedError(page, customers, 'Data tidak dapat dimuat: Server terlalu lama menjawab. Coba lagi sebentar lagi.'),
    // While that page waits on the API, a page that needs no API answers at once.
    (async () => {
      const started = Date.now();
      const response = await request.get(`${E2E.faultyURL}/login`);
      return { status: response.status(), ms: Date.now() - started };
    })(),
  ]);
  expect(elapsed).toBeGreaterThanOrEqual(E2E.upstreamTimeoutMs);
  expect(elapsed).toBeLessThan(E2E.upstreamTimeoutMs + 3_000);
  expect(signInPage.status).toBe(200);
  expect(signInPage.ms).toBeLessThan(E2E.upstreamTimeoutMs);
  // The shell is whole around the error.
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();

  // The browser's own calls get the same answer, as JSON: 504 and the message.
  const call = await bffFetch(page, '/strict/customer');
  expect(call).toEqual({ status: 504, body: { message: 'Server terlalu lama menjawab. Coba lagi sebentar lagi.' } });
});

test('an API that is down: pages and calls say the server cannot be reached, in the chosen language; then it recovers', async ({
  page,
  context,
}) => {
  await proxy.down();
  expect(
    await timedError(
      page,
      customers,
      'Data tidak dapat dimuat: Server tidak dapat dihubungi. Coba lagi sebentar lagi.',
    ),
  ).toBeLessThan(E2E.upstreamTimeoutMs + 3_000);
  expect(await bffFetch(page, '/strict/customer')).toEqual({
    status: 502,
    body: { message: 'Server tidak dapat dihubungi. Coba lagi sebentar lagi.' },
  });

  // English, kept where the product keeps the choice: localStorage, mirrored to a cookie.
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'en'));
  await setLanguageCookie(context, 'en');
  await timedError(
    page,
    customers,
    'The data could not be loaded: The server could not be reached. Please try again shortly.',
  );
  await page.goto(`${E2E.faultyURL}/dashboard`);
  await expect(page.getByTestId('dashboard-error')).toHaveText(
    'The dashboard summary could not be loaded: The server could not be reached. Please try again shortly.',
  );
  // Still signed in: the fault is not mistaken for an expired session.
  await expect(page).toHaveURL(`${E2E.faultyURL}/dashboard`);

  // The API returns: the same tab works again, with no restart and no new sign-in.
  await proxy.pass();
  await page.goto(customers);
  await expect(page.getByTestId('list-error')).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  expect((await bffFetch(page, '/strict/customer')).status).toBe(200);
});

test('a gateway answering 500 or 404 in English: the Indonesian UI reads Indonesian, never the English text', async ({
  page,
}) => {
  try {
    await proxy.answer(500, JSON.stringify({ message: 'Internal Server Error' }));
    await timedError(page, customers, 'Data tidak dapat dimuat: Terjadi kesalahan pada server');
    expect(await bffFetch(page, '/strict/customer')).toEqual({
      status: 500,
      body: { message: 'Terjadi kesalahan pada server' },
    });

    await proxy.answer(404, JSON.stringify({ message: 'Sorry! the data you are looking for could not be found' }));
    await timedError(page, customers, 'Data tidak dapat dimuat: Maaf! Data yang Anda cari tidak ditemukan');
    expect(await bffFetch(page, '/strict/customer')).toEqual({
      status: 404,
      body: { message: 'Maaf! Data yang Anda cari tidak ditemukan' },
    });

    // An HTML error page or a stack trace is no message of ours either.
    await proxy.answer(500, '<html><body><h1>500 Internal Server Error</h1></body></html>', 'text/html');
    expect(await bffFetch(page, '/strict/customer')).toEqual({
      status: 500,
      body: { message: 'Terjadi kesalahan pada server' },
    });
    await proxy.answer(
      500,
      JSON.stringify({
        message: 'TypeError: x is undefined\n    at handler (/srv/api/node_modules/hono/dist/index.js:1:2)',
      }),
    );
    expect(await bffFetch(page, '/strict/customer')).toEqual({
      status: 500,
      body: { message: 'Terjadi kesalahan pada server' },
    });
    await expect(page.getByText(/Internal Server Error|Sorry! the data/)).toHaveCount(0);
  } finally {
    await proxy.pass();
  }
});

test('a region list that cannot be loaded shows the red toast (SPEC §8)', async ({ page }) => {
  await page.goto(customers);
  await expect(rows(page).first()).toBeVisible();
  await proxy.down();
  try {
    await page.getByTestId('list').getByRole('button', { name: 'Tambah' }).click();
    await expectToast(page, 'error', 'Server tidak dapat dihubungi. Coba lagi sebentar lagi.');
    // One toast, however many region levels failed.
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(1);
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Provinsi', exact: true })).toBeVisible();
  } finally {
    await proxy.pass();
  }
});

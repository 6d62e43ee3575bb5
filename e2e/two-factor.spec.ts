import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { provisionAdmin } from './people';

// Two-factor sign-in as a new administrator uses it: turned on from My account, then signing in
// with a code of the authenticator app and with a recovery code, which works only once.
test.describe.configure({ timeout: 180_000 });

const STEP_S = 30;

/** The authenticator app: a code of a step after `used` (a code works once per step), waiting when it must. */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: STEP_S });
  let used = 0;
  return async () => {
    let now = Math.floor(Date.now() / 1000 / STEP_S);
    while (now <= used - 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      now = Math.floor(Date.now() / 1000 / STEP_S);
    }
    // The server takes the step after now too: one fewer wait.
    used = Math.max(now, used + 1);
    return totp.generate({ timestamp: used * STEP_S * 1000 });
  };
}

/** My account: the user menu's Ubah Password opens it with its dialog, which is closed here. */
async function closedAccountPage(page: Page) {
  await page.goto('/pages-profile-settings');
  await expect(page.getByTestId('modal-form')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('modal-form')).toBeHidden();
}

/** A new browser at the sign-in's second step. */
async function passwordStep(browser: Browser, person: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible();
  return page;
}

test('TOTP: turn it on in My account, sign in with a code, with a recovery code, and that code only once', async ({
  page,
  browser,
}) => {
  const dewi = await provisionAdmin(page, 'Dewi');
  const me = await (await browser.newContext()).newPage();
  await me.goto('/login');
  await me.getByLabel('Email').fill(dewi.email);
  await me.getByLabel('Password', { exact: true }).fill(dewi.password);
  await me.getByRole('button', { name: 'Masuk' }).click();
  await expect(me).toHaveURL(/\/dashboard$/);

  await closedAccountPage(me);
  const section = me.getByTestId('two-factor');
  await expect(section.getByText('Tidak aktif')).toBeVisible();
  await section.getByRole('button', { name: 'Aktifkan' }).click();
  const form = me.getByTestId('modal-form');
  await expect(form.getByRole('heading', { name: 'Aktifkan verifikasi dua langkah' })).toBeVisible();
  const qr = form.getByTestId('totp-qr');
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  const secret = (await form.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const app = authenticator(secret);

  await form.getByLabel('Kode autentikasi').fill('000000');
  await form.getByRole('button', { name: 'Aktifkan' }).click();
  await expect(form.getByText('Kode autentikasi salah')).toBeVisible();
  await form.getByLabel('Kode autentikasi').fill(await app());
  await form.getByRole('button', { name: 'Aktifkan' }).click();
  const codesList = me.getByTestId('recovery-codes');
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const codes = await codesList.getByRole('listitem').allInnerTexts();
  await me.getByRole('button', { name: 'Sudah saya simpan' }).click();
  await expect(section.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(section.getByText('Sisa kode pemulihan: 10')).toBeVisible();

  // The second step's code cannot be fetched (a dropped request): the form stays and says so in
  // its language, and the next sign-in shows the step.
  const dropped = await (await browser.newContext()).newPage();
  await dropped.goto('/login');
  await dropped.getByLabel('Email').fill(dewi.email);
  await dropped.getByLabel('Password', { exact: true }).fill(dewi.password);
  await dropped.waitForLoadState('networkidle');
  await dropped.route('**/_next/static/**', (route) => route.abort());
  await dropped.getByRole('button', { name: 'Masuk' }).click();
  await expect(dropped.getByTestId('login-error')).toHaveText('Server tidak dapat dihubungi. Coba lagi sebentar lagi.');
  await dropped.unroute('**/_next/static/**');
  await dropped.getByRole('button', { name: 'Masuk' }).click();
  await expect(dropped.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible();
  await dropped.context().close();

  // Signing in with a code of the app; the challenge never reaches the page.
  const withCode = await passwordStep(browser, dewi);
  const challengeCookie = (await withCode.context().cookies()).find((c) => c.name === 'bs_challenge');
  expect(challengeCookie?.httpOnly).toBe(true);
  expect(await withCode.evaluate(() => document.cookie)).not.toContain('bs_challenge');
  expect(await withCode.content()).not.toContain(challengeCookie!.value);
  await withCode.getByLabel('Kode autentikasi').fill('123456');
  await withCode.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(withCode.getByTestId('login-error')).toHaveText('Kode autentikasi salah');
  await withCode.getByLabel('Kode autentikasi').fill(await app());
  await withCode.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(withCode).toHaveURL(/\/dashboard$/);

  // With a recovery code.
  const withRecovery = await passwordStep(browser, dewi);
  await withRecovery.getByRole('button', { name: 'Pakai kode pemulihan' }).click();
  await withRecovery.getByLabel('Kode pemulihan').fill(codes[0]!);
  await withRecovery.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(withRecovery).toHaveURL(/\/dashboard$/);

  // The same recovery code a second time: refused.
  const again = await passwordStep(browser, dewi);
  await again.getByRole('button', { name: 'Pakai kode pemulihan' }).click();
  await again.getByLabel('Kode pemulihan').fill(codes[0]!);
  await again.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(again.getByTestId('login-error')).toHaveText('Kode autentikasi salah');
  await expect(again).toHaveURL(/\/login/);

  await closedAccountPage(withRecovery);
  await expect(withRecovery.getByTestId('two-factor').getByText('Sisa kode pemulihan: 9')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { linkIn, openMailbox, type Mailbox } from '../server/test/mailbox';
import { E2E } from './env';
import { signIn } from './helpers';
import { provisionAdmin } from './people';

// Lupa password as a person uses it, on the instance whose API mails through a real SMTP server
// listening in this test process; and, where no mail is set up, the page that says whom to ask.
const STRONG = 'sungai bersih ikan banyak';
let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox(E2E.mailPort);
});
test.afterAll(() => mailbox?.close());

test('forgot password: the link arrives by mail, sets a new password and ends every old session', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Dewi's account, with a password she then forgets.
  const { email, password: oldPassword } = await provisionAdmin(page, 'Dewi', { base: E2E.emptyURL });
  const old = await (await browser.newContext()).newPage();
  await signIn(old, { base: E2E.emptyURL, email, password: oldPassword });

  const forgot = await (await browser.newContext()).newPage();
  await forgot.goto(`${E2E.emptyURL}/login`);
  await forgot.getByRole('link', { name: 'Lupa password?' }).click();
  await expect(
    forgot.getByText('Masukkan email akun anda. Kami kirimkan link untuk membuat password baru.'),
  ).toBeVisible();
  await forgot.getByLabel('Email').fill(email.toUpperCase());
  await forgot.getByRole('button', { name: 'Kirim link' }).click();
  const answer =
    'Jika email itu terdaftar, link untuk membuat password baru sudah dikirim ke sana. Link berlaku 30 menit.';
  await expect(forgot.getByTestId('action-form-answer')).toHaveText(answer);

  const mail = await mailbox.next();
  expect(mail.subject).toBe('Password baru untuk Bank Sampah');
  expect(mail.text).toContain('Halo Dewi');
  const link = linkIn(mail)![0];
  expect(link.startsWith(`${E2E.emptyURL}/set-password/`)).toBe(true);

  await forgot.goto(link);
  await expect(forgot.getByRole('heading', { name: 'Buat password baru' })).toBeVisible();
  await expect(forgot.getByText(`Untuk akun ${email}.`)).toBeVisible();
  await forgot.getByLabel('Password baru', { exact: true }).fill('password123');
  await forgot.getByLabel('Ulangi password baru').fill('password123');
  await forgot.getByRole('button', { name: 'Simpan password' }).click();
  await expect(forgot.locator('#new_password-error')).toContainText('Password terlalu mudah ditebak.');
  await forgot.getByLabel('Password baru', { exact: true }).fill(STRONG);
  await forgot.getByLabel('Ulangi password baru').fill(STRONG);
  await forgot.getByRole('button', { name: 'Simpan password' }).click();
  await expect(forgot.getByTestId('action-form-answer')).toHaveText(
    'Password baru tersimpan dan semua sesi akun ini telah berakhir. Silakan masuk.',
  );

  // The session signed in with the old password is over.
  await old.goto(`${E2E.emptyURL}/dashboard`);
  await expect(old).toHaveURL(/\/login/);
  await forgot.getByRole('link', { name: 'Masuk' }).click();
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByLabel('Password', { exact: true }).fill(STRONG);
  await forgot.getByRole('button', { name: 'Masuk' }).click();
  await expect(forgot).toHaveURL(/\/dashboard$/);
});

test('an unknown email gets the same answer and no mail', async ({ page }) => {
  await page.goto(`${E2E.emptyURL}/auth-pass-reset-cover`);
  await page.getByLabel('Email').fill('tidak.terdaftar@banksampah.test');
  await page.getByRole('button', { name: 'Kirim link' }).click();
  await expect(page.getByTestId('action-form-answer')).toHaveText(/^Jika email itu terdaftar/);
  expect(mailbox.messages).toHaveLength(0);
});

test('without mail set up, the page says an administrator issues the link', async ({ page }) => {
  await page.goto('/auth-pass-reset-cover');
  await expect(page.getByText(/Minta administrator program membuat link reset password/)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.getByRole('link', { name: 'Kembali ke halaman Masuk' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

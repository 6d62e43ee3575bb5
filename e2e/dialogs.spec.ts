// Modals as a person meets them: readable in dark mode, one request however fast a button is
// clicked, the keyboard kept inside, a changed form not thrown away unasked, and a taken
// email shown on its own field.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { createMany, dialog, expectToast, list, openAdd, row, rows, search } from './lists';
import { setLayoutCookie } from './shell-helpers';

const stamp = (Date.now() % 1_000_000) + 41;
let phoneSeq = 0;
const phone = () => `0858${String(stamp % 10000).padStart(4, '0')}${String(phoneSeq++).padStart(4, '0')}`;

/** WCAG contrast of an element's text colour against the first opaque background behind it. */
async function contrast(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const text = rgb(getComputedStyle(el).color);
    let node: Element | null = el;
    let background = [255, 255, 255];
    while (node) {
      const bg = rgb(getComputedStyle(node).backgroundColor);
      if (bg.length >= 3 && (bg[3] === undefined || bg[3] > 0.5)) {
        background = bg;
        break;
      }
      node = node.parentElement;
    }
    const [hi, lo] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return (hi! + 0.05) / (lo! + 0.05);
  });
}

async function expectReadable(modal: Locator, parts: string[]) {
  for (const selector of ['.modal-title', ...parts]) {
    const part = modal.locator(selector).first();
    await expect(part).toBeVisible();
    expect(await contrast(part), `contrast of ${selector}`).toBeGreaterThanOrEqual(4.5);
  }
}

async function newUser(page: Page, firstName: string) {
  const [created] = await createMany(page, 'user', [
    {
      first_name: firstName,
      last_name: String(stamp),
      email: '',
      phone_number: phone(),
      status: 'active',
      password: 'Rahasia-Uji-2026',
    },
  ]);
  return created!;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('in dark mode every kind of modal reads clearly: its text has a contrast of at least 4.5 with its background', async ({
  page,
  context,
}) => {
  await setLayoutCookie(context, { mode: 'dark' });
  await page.goto('/user');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  const form = await openAdd(page, 'Tambah User');
  await expectReadable(form, ['.modal-body label', '.modal-footer .btn-light']);
  await form.getByRole('button', { name: 'Tutup' }).last().click();

  // On a list whose rows all offer Hapus (Users offers none on your own account).
  await page.goto('/trash');
  await rows(page)
    .first()
    .getByRole('button', { name: /^Hapus / })
    .click();
  await expectReadable(dialog(page), ['.modal-body p']);
  await dialog(page).getByRole('button', { name: 'Tutup' }).last().click();

  await page.goto('/transaction');
  await rows(page)
    .first()
    .getByRole('button', { name: /^Detail transaksi/ })
    .click();
  await expect(page.getByTestId('detail-grand-total')).toBeVisible();
  await expectReadable(dialog(page), ['.modal-body dd', '.modal-body td', '.modal-body .receipt-lines th']);
  await page.keyboard.press('Escape');

  await page.goto('/topup?search=pending');
  for (const action of [/^Konfirmasi/, /^Tolak/]) {
    await rows(page).first().getByRole('button', { name: action }).click();
    await expectReadable(dialog(page), ['[data-testid="decision-effect"]']);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  }
});

test('double-clicking Hapus deletes once: one DELETE, one green toast and no red one', async ({ page }) => {
  const name = `Hapus Ganda`;
  await newUser(page, name);
  await page.goto('/user');
  await search(page, `${name} ${stamp}`);
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  await row(page, name)
    .getByRole('button', { name: `Hapus ${name} ${stamp}` })
    .click();
  await dialog(page).getByRole('button', { name: 'Hapus', exact: true }).dblclick();
  await expectToast(page, 'success', /berhasil dihapus/);
  await expect(dialog(page)).toHaveCount(0);
  // Both clicks' requests leave before the first answer (and its toast) arrives; the list then shows the row gone.
  await expect(row(page, name)).toHaveCount(0);
  expect(deletes).toHaveLength(1);
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
});

test('double-clicking Simpan saves once: one POST and one green toast', async ({ page }) => {
  await page.goto('/user');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/strict/user') posts.push(request.url());
  });
  const form = await openAdd(page, 'Tambah User');
  await form.getByLabel('Nama Depan').fill('Simpan Ganda');
  await form.getByLabel('Nama Belakang').fill(String(stamp));
  await form.getByLabel('Nomor Ponsel').fill(phone());
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await form.getByRole('button', { name: 'Simpan' }).dblclick();
  await expectToast(page, 'success', /berhasil ditambahkan/);
  // A second click's POST would have left before the first answer and its toast; the form gave
  // way to the one invitation it made.
  await expect(page.getByTestId('modal-form')).toHaveCount(0);
  await expect(dialog(page)).toHaveCount(1);
  await expect(dialog(page)).toHaveAccessibleName(/^Undangan untuk Simpan Ganda/);
  expect(posts).toHaveLength(1);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
});

test('a taken email and a taken phone are each flagged on their own field, and stay there when the focus moves', async ({
  page,
}) => {
  const email = `pemilik.${stamp}@contoh.test`;
  const ownerPhone = phone();
  await createMany(page, 'user', [
    { first_name: 'Pemilik Email', email, phone_number: ownerPhone, status: 'active', password: 'Rahasia-Uji-2026' },
  ]);
  await page.goto('/user');
  const form = await openAdd(page, 'Tambah User');
  await form.getByLabel('Nama Depan').fill('Duplikat');
  await form.getByLabel('Email').fill(email.toUpperCase());
  await form.getByLabel('Nomor Ponsel').fill(ownerPhone);
  await form.getByLabel('Status').selectOption({ label: 'Aktif' });
  await form.getByRole('button', { name: 'Simpan' }).click();
  const emailMessage = `Email ${email} sudah dipakai oleh pengguna lain`;
  await expectToast(page, 'error', emailMessage);
  const emailField = form.getByLabel('Email');
  for (const [field, id, message] of [
    [emailField, '#email-error', emailMessage],
    [
      form.getByLabel('Nomor Ponsel'),
      '#phone_number-error',
      `Nomor ponsel ${ownerPhone} sudah dipakai oleh pengguna lain`,
    ],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator(id)).toHaveText(message);
  }
  await emailField.focus();
  await form.getByLabel('Nama Depan').focus();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#email-error')).toHaveText(emailMessage);
  // Another address clears it.
  await emailField.fill(`baru.${stamp}@contoh.test`);
  await emailField.blur();
  await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#email-error')).toHaveCount(0);
});

async function expectFocusInside(page: Page) {
  const inside = await page.evaluate(
    () => Boolean(document.activeElement?.closest('.modal.show')) && document.activeElement !== document.body,
  );
  expect(inside, `focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`).toBe(true);
}

test('Tab and Shift+Tab keep the focus inside a modal form, through the region fields', async ({ page }) => {
  await page.goto('/customer');
  const form = await openAdd(page, 'Tambah Nasabah');
  // The province's options are in (a scrollable list Tab must not land on).
  await form.getByRole('combobox', { name: 'Provinsi', exact: true }).focus();
  await expect(form.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await form.getByLabel('Nama Depan').focus();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(key);
      await expectFocusInside(page);
    }
  }
});

test('a changed form asks before Esc, the backdrop or × throw the changes away; an unchanged one closes at once', async ({
  page,
}) => {
  await page.goto('/user');
  let form = await openAdd(page, 'Tambah User');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  form = await openAdd(page, 'Tambah User');
  await form.getByLabel('Nama Depan').fill('Setengah Diisi');
  const question = form.getByTestId('discard-question');
  for (const close of [
    () => page.keyboard.press('Escape'),
    () => page.mouse.click(5, 5),
    () => form.getByRole('button', { name: 'Tutup' }).first().click(),
  ]) {
    await close();
    await expect(question).toHaveText(/Buang perubahan yang belum disimpan\?/);
    await expect(question.getByRole('button', { name: 'Tidak, lanjutkan mengisi' })).toBeFocused();
    await question.getByRole('button', { name: 'Tidak, lanjutkan mengisi' }).click();
    await expect(question).toHaveCount(0);
    await expect(form.getByLabel('Nama Depan')).toHaveValue('Setengah Diisi');
  }
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Ya, buang' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(list(page)).toBeVisible();
});

test('on the sign-in page Tab goes from Email to Password, so Enter signs in; "Lupa password?" comes later', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('admin@banksampah.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  const order: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    order.push(
      await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.id || ''),
    );
  }
  expect(order).toContain('Lupa password?');
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.type('Rahasia-Admin-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

import { expect, test, type Page } from '@playwright/test';
import { bffFetch, signIn } from './helpers';
import { expectListHead, expectToast, range, rows, search } from './lists';

type WalletItem = {
  id: number;
  wallet_id: number;
  user: string;
  amount: string;
  balance: string;
  status: string | null;
  phone_number: string | null;
  nik: string | null;
};

/** How both request lists end: when it was asked, its status, and Aksi. */
const REQUEST_END = ['Tanggal Permintaan', 'Status', 'Aksi'];
const TOPUP_COLUMNS = ['Pengguna', 'Nominal', 'Total Bayar', ...REQUEST_END];
/** The account a withdrawal is paid to. */
const ACCOUNT = ['Bank Tujuan', 'Nomor Rekening', 'Nama Pemilik Kartu'];
const WITHDRAWAL_COLUMNS = ['Pengguna', 'Jumlah Penarikan', ...ACCOUNT, ...REQUEST_END];

const cents = (value: string) => BigInt(value.replace('.', ''));
const rupiah = (c: bigint) => {
  const whole = (c / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `Rp ${whole}${c % 100n ? `,${String(c % 100n).padStart(2, '0')}` : ''}`;
};

async function walletRows(page: Page, filter: string, search = '') {
  const { body } = await bffFetch(
    page,
    `/strict/wallet?filter_note=${filter}&per_page=50&search=${encodeURIComponent(search)}`,
  );
  return body.items as WalletItem[];
}

/** Finds `request` among the pending ones on the open screen and clicks its Konfirmasi or Tolak. */
async function openDecision(page: Page, request: WalletItem, button: 'Konfirmasi' | 'Tolak') {
  await search(page, `${request.user} pending`);
  await rows(page)
    .filter({ hasText: request.user })
    .first()
    .getByRole('button', { name: new RegExp(`^${button}`) })
    .click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the three wallet screens show the SPEC columns (Data Saldo adds the passbook link)', async ({ page }) => {
  await page.goto('/balance-data');
  await expectListHead(page, 'Data Saldo', ['Pengguna', 'Saldo', 'Aksi']);
  await page.goto('/topup');
  await expectListHead(page, 'Isi Saldo', TOPUP_COLUMNS);
  await page.goto('/withdrawal');
  await expectListHead(page, 'Penarikan Dana', WITHDRAWAL_COLUMNS);
  // Konfirmasi only on pending rows; a decided row shows what became of it.
  await expect(
    rows(page)
      .filter({ hasText: 'Diterima' })
      .getByRole('button', { name: /^Konfirmasi/ }),
  ).toHaveCount(0);
  await expect(
    rows(page)
      .filter({ has: page.getByRole('button', { name: /^Konfirmasi/ }) })
      .first(),
  ).toBeVisible();
});

test('confirming a pending top-up (double-clicked) credits the balance once, as Data Saldo shows', async ({ page }) => {
  const [pending] = (await walletRows(page, 'topup', 'pending')).filter((r) => r.status === 'pending');
  expect(pending, 'a pending top-up in the demo data').toBeDefined();
  const before = cents(pending!.balance);
  const amount = cents(pending!.amount);

  await page.goto('/topup');
  await openDecision(page, pending!, 'Konfirmasi');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Konfirmasi Isi Saldo' })).toBeVisible();
  await expect(dialog.getByTestId('decision-effect')).toHaveText(
    `Konfirmasi isi saldo ${rupiah(amount)} untuk ${pending!.user}? Saldonya akan bertambah dari ${rupiah(before)} menjadi ${rupiah(before + amount)}.`,
  );
  await dialog.getByTestId('decision-submit').dblclick();
  await expectToast(page, 'success', `Isi saldo ${rupiah(amount)} untuk ${pending!.user} berhasil dikonfirmasi`);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Konfirmasi ${rupiah(amount)} untuk ${pending!.user}` })).toHaveCount(
    0,
  );

  // One ledger entry: the balance moved by the amount exactly once.
  await page.goto('/balance-data');
  await search(page, pending!.user);
  const after = (await walletRows(page, 'balance', pending!.user)).find((w) => w.wallet_id === pending!.wallet_id)!;
  expect(cents(after.balance)).toBe(before + amount);
  // Names repeat (two customers may share one); the row with this wallet's new balance shows.
  await expect(
    rows(page)
      .filter({ hasText: pending!.user })
      .filter({ hasText: rupiah(before + amount) }),
  ).toHaveCount(1);

  // Asking again is refused with a clear message and changes nothing.
  const again = await bffFetch(page, `/strict/wallet/topup/accept/${pending!.id}`, { method: 'PUT' });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('Permintaan ini sudah diterima sebelumnya; tidak ada yang diubah');
  expect(
    cents((await walletRows(page, 'balance', pending!.user)).find((w) => w.wallet_id === pending!.wallet_id)!.balance),
  ).toBe(before + amount);
});

test('confirming a withdrawal takes it from the balance; rejecting one leaves the balance', async ({ page }) => {
  const pending = (await walletRows(page, 'withdraw', 'pending')).filter(
    (r) => r.status === 'pending' && cents(r.balance) >= cents(r.amount),
  );
  expect(pending.length).toBeGreaterThanOrEqual(2);
  const [accepted, rejected] = [pending[0]!, pending.find((r) => r.wallet_id !== pending[0]!.wallet_id) ?? pending[1]!];

  await page.goto('/withdrawal');
  await openDecision(page, accepted, 'Konfirmasi');
  await expect(page.getByRole('dialog').getByTestId('decision-effect')).toContainText(
    `Konfirmasi penarikan ${rupiah(cents(accepted.amount))} oleh ${accepted.user}? Saldonya akan berkurang`,
  );
  await page.getByRole('dialog').getByTestId('decision-submit').click();
  await expectToast(
    page,
    'success',
    `Penarikan dana ${rupiah(cents(accepted.amount))} oleh ${accepted.user} berhasil dikonfirmasi`,
  );
  const afterAccept = (await walletRows(page, 'balance', accepted.user)).find(
    (w) => w.wallet_id === accepted.wallet_id,
  )!;
  expect(cents(afterAccept.balance)).toBe(cents(accepted.balance) - cents(accepted.amount));

  const before = (await walletRows(page, 'balance', rejected.user)).find((w) => w.wallet_id === rejected.wallet_id)!;
  await openDecision(page, rejected, 'Tolak');
  await page.getByRole('dialog').getByLabel('Alasan penolakan').fill('Nomor rekening tidak sesuai');
  await page.getByRole('dialog').getByTestId('decision-submit').click();
  await expectToast(page, 'success', `Penarikan dana ${rupiah(cents(rejected.amount))} oleh ${rejected.user} ditolak`);
  const after = (await walletRows(page, 'balance', rejected.user)).find((w) => w.wallet_id === rejected.wallet_id)!;
  expect(after.balance).toBe(before.balance);
  await search(page, `${rejected.user} ditolak`);
  await expect(rows(page).first().locator('.badge')).toHaveText('Ditolak');
  // The reason is read in the row itself, not in a hover tooltip.
  await expect(rows(page).first().getByTestId('wallet-reason')).toHaveText('Nomor rekening tidak sesuai');
});

test('search works on Data Saldo, Isi Saldo and Penarikan Dana', async ({ page }) => {
  for (const [path, filter] of [
    ['/balance-data', 'balance'],
    ['/topup', 'topup'],
    ['/withdrawal', 'withdraw'],
  ] as const) {
    const [first] = await walletRows(page, filter);
    await page.goto(path);
    const all = (await range(page).textContent())!;
    await search(page, first!.user);
    await expect(rows(page).first()).toContainText(first!.user);
    const found = await rows(page).count();
    expect(found).toBeGreaterThan(0);
    expect((await range(page).textContent())!).not.toBe(all);
    await search(page, 'nama-yang-tidak-ada');
    await expect(rows(page)).toHaveText(['Tidak ada data']);
  }
});

test('wallet rows tell people apart: phone and NIK, what the search found, when asked and who decided', async ({
  page,
}) => {
  const [first] = await walletRows(page, 'topup');
  await page.goto('/topup');
  await expect(rows(page).first().getByTestId('wallet-person')).toHaveText(
    `${first!.phone_number} · NIK ${first!.nik}`,
  );
  await expect(rows(page).first().locator('td').nth(3)).toHaveText(/\d{4}/);

  // A word of the person's address, not of their name: the row says it was found there.
  const { body } = await bffFetch(page, `/strict/customer?search=${first!.nik}`);
  const address = body.items[0].address as string;
  const word = address
    .split(/[\s.,/]+/)
    .find((w) => w.length > 3 && !first!.user.toLowerCase().includes(w.toLowerCase()))!;
  await search(page, `${first!.user.split(' ')[0]} ${word}`);
  const found = rows(page).filter({ hasText: first!.nik! }).first();
  await expect(found.getByTestId('wallet-matched')).toHaveText(`Cocok di alamat: ${address}`);

  await search(page, 'ditolak');
  await expect(rows(page).first().getByTestId('wallet-decided')).toHaveText(/^oleh .+, .*\d{4}$/);
  await expect(rows(page).first().getByTestId('wallet-reason')).not.toBeEmpty();
});

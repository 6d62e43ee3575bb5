// Page helpers for the list screens: the modal form, comboboxes, toasts, and bulk data made
// through the BFF the way the screens themselves call it.
import { expect, type Locator, type Page } from '@playwright/test';
import { bffFetch, signIn } from './helpers';

export const dialog = (page: Page) => page.getByRole('dialog');
export const list = (page: Page) => page.getByTestId('list');
export const rows = (page: Page) => list(page).locator('tbody tr');
export const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
export const range = (page: Page) => page.getByTestId('list-range').filter({ visible: true });

export { LIST_PATHS } from './screens';

/** Signed in as the administrator, on the list screen at `path`. */
/** A place's columns, as the bank and customer lists show them. */
export const PLACE_COLUMNS = ['Alamat', 'Provinsi', 'Kabupaten/Kota', 'Kecamatan', 'Kelurahan/Desa'];

/** The tab's title is `title` (of the product) and the list's header cells are `columns`, in order. */
export async function expectListHead(page: Page, title: string, columns: string[]) {
  await expect(page).toHaveTitle(`${title} | Bank Sampah`);
  await expect(list(page).locator('thead th')).toHaveText(columns);
}

export async function openList(page: Page, path: string) {
  await signIn(page);
  await page.goto(path);
}

/** A green (success) or red (error) toast showing `text`, at the top centre. */
export async function expectToast(page: Page, type: 'success' | 'error', text: string | RegExp) {
  const toast = page.locator(`[data-sonner-toast][data-type="${type}"]`).filter({ hasText: text });
  await expect(toast).toBeVisible();
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-y-position', 'top');
  await expect(toaster).toHaveAttribute('data-x-position', 'center');
  return toast;
}

export async function openAdd(page: Page, title: string) {
  await list(page).getByRole('button', { name: 'Tambah' }).click();
  await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
  return dialog(page);
}

export async function openEdit(page: Page, name: string, title: string) {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
  return dialog(page);
}

/** Types into a combobox and picks the option (searching on the server). */
export async function choose(scope: Locator | Page, label: string, search: string, option: string | RegExp = search) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(search);
  const item = scope.getByRole('option', { name: option, exact: typeof option === 'string' }).first();
  await item.click();
  await expect(box).toHaveValue(typeof option === 'string' ? option : /.+/);
}

/** Jawa Barat → Kota Bandung → Sukasari → Sukarasa: a real village through the cascade. */
export async function chooseBandungVillage(scope: Locator | Page) {
  await choose(scope, 'Provinsi', 'Jawa Barat');
  await choose(scope, 'Kabupaten/Kota', 'Kota Bandung');
  await choose(scope, 'Kecamatan', 'Sukasari');
  await choose(scope, 'Kelurahan/Desa', 'Sukarasa');
}

export async function save(page: Page) {
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
}

/** Types `value` into the field labelled `label` and leaves it, which is when the form checks it. */
export async function fillAndLeave(form: Locator, label: string, value: string) {
  await form.getByLabel(label).fill(value);
  await form.getByLabel(label).blur();
}

/** Simpan, and each of `messages` shows in the form. */
export async function saveShowing(page: Page, form: Locator, messages: string[]) {
  await save(page);
  for (const message of messages) await expect(form.getByText(message)).toBeVisible();
}

export async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Cari data' }).fill(text);
  await expect(page).toHaveURL(
    text ? new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`) : /^[^?]*$/,
  );
  // The box's spinner goes when the new list is in.
  await expect(page.getByRole('search').getByRole('status')).toHaveCount(0);
}

export async function confirmDelete(page: Page, name: string, scope: Locator | Page = page) {
  await scope.getByRole('button', { name: `Hapus ${name}`, exact: true }).click();
  const confirm = dialog(page);
  await expect(confirm.getByRole('heading', { name: `Hapus Item ${name}` })).toBeVisible();
  await expect(confirm).toContainText('Apakah anda yakin akan menghapus item ini ?');
  await expect(confirm.getByRole('button', { name: 'Tutup' }).first()).toBeVisible();
  await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
}

type Created = { data: { id: number; user_id?: number; user?: { id: number } } };

/** Creates records through the BFF, ten at a time, as the screens' own scripts would. */
export async function createMany(page: Page, resource: string, bodies: unknown[]): Promise<Created[]> {
  return page.evaluate(
    async ([resource, bodies]) => {
      const out: unknown[] = [];
      for (let i = 0; i < bodies.length; i += 10) {
        const batch = await Promise.all(
          bodies.slice(i, i + 10).map(async (body) => {
            const res = await fetch(`/strict/${resource}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
              body: JSON.stringify(body),
            });
            if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
            return res.json();
          }),
        );
        out.push(...batch);
      }
      return out;
    },
    [resource, bodies] as const,
  ) as Promise<Created[]>;
}

/**
 * An active parent bank made through the BFF, for a screen that needs an owner or a parent:
 * its contact's first name and its street are the name's first word ('Induk Uji 7': Induk).
 */
export async function createCollector(page: Page, name: string, villageId: string, phone: string) {
  const first = name.split(' ')[0]!;
  const [created] = await createMany(page, 'collector', [
    {
      first_name: first,
      phone_number: phone,
      status: 'active',
      trash_bank_name: name,
      address: `Jl. ${first}`,
      villageId,
    },
  ]);
  return created!.data as { id: number; user_id: number; unique_code: string };
}

export async function deleteMany(page: Page, resource: string, ids: number[]) {
  await page.evaluate(
    async ([resource, ids]) => {
      for (let i = 0; i < ids.length; i += 50) {
        const res = await fetch(`/strict/${resource}`, {
          method: 'DELETE',
          headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({ id: ids.slice(i, i + 50) }),
        });
        if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      }
    },
    [resource, ids] as const,
  );
}

/** The id DELETE takes for a created record: a bank's or a customer's user id, else its own. */
const deleteIdOf = ({ data }: Created) => data.user_id ?? data.user?.id ?? data.id;

/** Creates `count` records of `resource` (`body(i)` each) through the BFF, runs `check`, then deletes them whatever happened. */
export async function withMany(
  page: Page,
  resource: string,
  count: number,
  body: (i: number) => unknown,
  check: () => Promise<void>,
) {
  const created = await createMany(
    page,
    resource,
    Array.from({ length: count }, (_, i) => body(i)),
  );
  try {
    await check();
  } finally {
    await deleteMany(page, resource, created.map(deleteIdOf));
  }
}

/**
 * Creates `count` records of `resource` (`body(i)` each), finds them all by searching `text`
 * and pages through them; then deletes them.
 */
export async function pageThroughFound(
  page: Page,
  resource: string,
  text: string,
  count: number,
  body: (i: number) => unknown,
) {
  await withMany(page, resource, count, body, async () => {
    await search(page, text);
    await pageThrough(page, count);
  });
}

/** Opens the first transaction's detail and waits for its totals. */
export async function openFirstDetail(page: Page) {
  await rows(page)
    .first()
    .getByRole('button', { name: /^Detail transaksi/ })
    .click();
  await expect(page.getByTestId('detail-grand-total')).toBeVisible();
}

/** Pages through a search with `total` results: 1-50, 51-100, … and back. */
export async function pageThrough(page: Page, total: number) {
  const pages = Math.ceil(total / 50);
  for (let n = 1; n <= pages; n++) {
    const from = (n - 1) * 50 + 1;
    const to = Math.min(n * 50, total);
    await expect(range(page)).toHaveText(`${from}-${to} dari ${total}`);
    await expect(rows(page)).toHaveCount(to - from + 1);
    const next = page.getByRole('link', { name: 'Halaman berikutnya' });
    if (n < pages) await next.click();
    else
      await expect(
        page.getByRole('navigation', { name: 'Navigasi halaman' }).getByLabel('Halaman berikutnya'),
      ).toHaveAttribute('aria-disabled', 'true');
  }
  await page.reload();
  await expect(range(page)).toHaveText(`${(pages - 1) * 50 + 1}-${total} dari ${total}`);
  await page.getByRole('link', { name: 'Halaman sebelumnya' }).click();
  await expect(range(page)).toHaveText(`${(pages - 2) * 50 + 1}-${(pages - 1) * 50} dari ${total}`);
}

/** Unique, valid Indonesian mobile numbers for a run. */
export function phones(seed: number) {
  let n = 0;
  return () => `0857${String(seed % 10000).padStart(4, '0')}${String(n++).padStart(4, '0')}`;
}

/** Every row of a list view through the BFF, all pages (`path` is the list's API path, `query` its view). */
export async function allPages<T>(page: Page, path: string, query: string): Promise<T[]> {
  const items: T[] = [];
  for (let n = 1; ; n++) {
    const { body } = await bffFetch(page, `${path}?${query}&per_page=100&page=${n}`);
    items.push(...(body.items as T[]));
    if (!body.has_next_page) return items;
  }
}

import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { bffFetch, signIn } from './helpers';

const cards = [
  ['total_bsi', 'Bank Sampah Induk', '/bsi'],
  ['total_bsu', 'Bank Sampah Unit', '/bsu'],
  ['total_customer', 'Nasabah', '/customer'],
  ['total_trash', 'Data Sampah', '/trash'],
] as const;

const rupiah = (value: string) => {
  const [whole, cents] = value.split('.');
  return `Rp ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${cents && cents !== '00' ? `,${cents}` : ''}`;
};

async function rows(page: Page, testId: string) {
  return page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
}

test('the dashboard shows the database counts, each card linking to its screen', async ({ page }) => {
  await signIn(page);
  // The figures of the moment: the demo network (4 parent banks, 12 units, 120 customers) plus
  // what the suites before this one added; this suite runs alone, so nothing moves meanwhile.
  const summary = (await bffFetch(page, '/strict/report/summary')).body as Record<string, number>;
  expect(summary.total_bsi).toBeGreaterThanOrEqual(4);
  const expected = {
    total_bsi: summary.total_bsi!,
    total_bsu: summary.total_bsu!,
    total_customer: summary.total_customer!,
  };
  for (const [key, value] of Object.entries(expected)) {
    await expect(page.getByTestId(`card-${key}`).getByTestId('count')).toHaveText(
      String(value.toLocaleString('id-ID')),
    );
  }
  for (const [key, label, href] of cards) {
    const card = page.getByTestId(`card-${key}`);
    await expect(card.getByRole('heading')).toHaveText(label);
    await expect(card.getByRole('link', { name: 'Lihat detail' })).toHaveAttribute('href', href);
  }
});

test('the counters start from zero and reach the figure after about four seconds', async ({ page }) => {
  await signIn(page);
  // The customers of the moment: the demo's 120 plus what the suites before this one added.
  const figure = ((await bffFetch(page, '/strict/report/summary')).body as { total_customer: number }).total_customer;
  expect(figure).toBeGreaterThanOrEqual(120);
  await page.goto('/dashboard');
  const count = page.getByTestId('card-total_customer').getByTestId('count').filter({ visible: true });
  // The server HTML carries the real figure for readers without scripts.
  await expect(count).toHaveAttribute('data-value', String(figure));
  const shown = async () => Number((await count.textContent())!.replace(/\./g, ''));
  // Once the page is live the counter drops to zero and climbs back over COUNT_UP_MS (4 s, eased out).
  await expect.poll(shown).toBeLessThan(figure);
  const climbing = Date.now();
  await expect(count).toHaveText(figure.toLocaleString('id-ID'), { timeout: 6000 });
  // Eased out, it rounds to the figure at about 84 % of the 4 s: not before 2.5 s.
  expect(Date.now() - climbing).toBeGreaterThan(2500);
});

test('with reduced motion the counters show their figures at once and stay still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  const figure = ((await bffFetch(page, '/strict/report/summary')).body as { total_customer: number }).total_customer;
  await page.goto('/dashboard');
  const count = page.getByTestId('card-total_customer').getByTestId('count').filter({ visible: true });
  const expected = figure.toLocaleString('id-ID');
  await expect(count).toHaveText(expected);
  // Watched for a second after the page went live: the figure never moves.
  const seen = await count.evaluate(
    (el) =>
      new Promise<string[]>((resolve) => {
        const texts = new Set<string>();
        const start = performance.now();
        requestAnimationFrame(function look(now) {
          texts.add(el.textContent ?? '');
          if (now - start < 1000) requestAnimationFrame(look);
          else resolve([...texts]);
        });
      }),
  );
  expect(seen).toEqual([expected]);
});

test('a counting figure keeps its line: as tall as its text, and the card does not move', async ({ page }) => {
  await signIn(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    const card = page.getByTestId('card-total_customer').filter({ visible: true });
    const count = card.getByTestId('count');
    await expect.poll(async () => Number((await count.textContent())!.replace(/\./g, ''))).toBeGreaterThan(0);
    const during = (await card.boundingBox())!.height;
    // The line holds its own size while it counts (so the page around it is not laid out again
    // at each frame): that size is the one the text would give it, so nothing of it is cut off.
    const line = () =>
      count.evaluate((span) => {
        const box = span.parentElement!;
        const held = box.getBoundingClientRect().height;
        box.style.contain = 'none';
        box.style.blockSize = 'auto';
        const natural = box.getBoundingClientRect().height;
        box.style.contain = box.style.blockSize = '';
        return { held, natural };
      });
    const counting = await line();
    expect(counting.held).toBeCloseTo(counting.natural, 1);
    const value = (await count.getAttribute('data-value'))!;
    await expect(count).toHaveText(Number(value).toLocaleString('id-ID'), { timeout: 6000 });
    expect((await card.boundingBox())!.height).toBe(during);
    expect(await line()).toEqual(counting);
  }
});

test('the three tables show what the API reports, in SPEC columns, with status badges', async ({ page }) => {
  await signIn(page);
  const { body: summary } = await bffFetch(page, '/strict/report/summary');

  await expect(page.getByTestId('top-bsu').getByRole('heading')).toHaveText('Top Bank Sampah Unit');
  expect(await rows(page, 'top-bsu')).toEqual(
    summary.top_bsu.map((b: { bsu_name: string; address: string; purchase_count: number }) => [
      b.bsu_name,
      b.address,
      String(b.purchase_count),
    ]),
  );

  await expect(page.getByTestId('latest-transactions').getByRole('heading')).toHaveText('Transaksi Terbaru');
  await expect(page.getByTestId('latest-transactions').locator('thead th')).toHaveText([
    'Tanggal',
    'Pengguna',
    'Total',
    'Status',
  ]);
  const latest = await rows(page, 'latest-transactions');
  expect(latest).toHaveLength(summary.latest_transactions.length);
  summary.latest_transactions.forEach((tx: { user: string; amount: string; status: string }, i: number) => {
    expect(latest[i]![0]).toMatch(
      /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/,
    );
    expect(latest[i]!.slice(1, 3)).toEqual([tx.user, rupiah(tx.amount)]);
  });
  const badges = page.getByTestId('latest-transactions').locator('tbody .badge');
  for (let i = 0; i < summary.latest_transactions.length; i++) {
    const status = summary.latest_transactions[i].status as string;
    await expect(badges.nth(i)).toHaveClass(
      { settlement: /text-success/, pending: /text-warning/, cancelled: /text-secondary/ }[status]!,
    );
  }

  await expect(page.getByTestId('top-trash').getByRole('heading')).toHaveText('Top Sampah');
  expect(await rows(page, 'top-trash')).toEqual(
    summary.top_trash.map(
      (t: { trash_name: string; bsi_name: string; price: string; unit: string; purchase_count: number }) => [
        t.trash_name,
        t.bsi_name,
        `${rupiah(t.price)}/${t.unit}`,
        String(t.purchase_count),
      ],
    ),
  );
});

test("on an empty database every card shows 0 and every table 'Tidak ada data'", async ({ page }) => {
  await signIn(page, { base: E2E.emptyURL });
  await expect(page).toHaveURL(`${E2E.emptyURL}/dashboard`);
  for (const [key] of cards) await expect(page.getByTestId(`card-${key}`).getByTestId('count')).toHaveText('0');
  for (const table of ['top-bsu', 'latest-transactions', 'top-trash']) {
    await expect(page.getByTestId(table).locator('tbody')).toHaveText('Tidak ada data');
  }
});

test('when the API is down the dashboard says what failed, inside the working shell', async ({ page, context }) => {
  // A valid session from the main instance; the third instance shares its session key, but
  // its API address answers nothing.
  await signIn(page);
  const session = (await context.cookies(E2E.baseURL)).find((c) => c.name === 'bs_session')!;
  await context.addCookies([{ ...session, domain: 'localhost', path: '/' }]);
  const started = Date.now();
  await page.goto(`${E2E.downURL}/dashboard`);
  await expect(page.getByTestId('dashboard-error')).toHaveText(
    'Ringkasan dasbor tidak dapat dimuat: Server tidak dapat dihubungi. Coba lagi sebentar lagi.',
  );
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  await expect(page).toHaveTitle('Dasbor | Bank Sampah');
});

test('the dashboard by period charts the last twelve months and says what their waste kept out of landfill', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Sampah tertimbang per bulan (kg)' })).toBeVisible();
  const card = page.getByTestId('dashboard-impact');
  await expect(card.getByRole('heading')).toHaveText('Dampak lingkungan (perkiraan)');
  // Every kilogram the chart counts over the twelve months is one the impact counts.
  const description = await page.locator('#chart-kg ~ svg desc, svg desc').first().textContent();
  const total = /total ([\d.,]+) kg/.exec(description ?? '')?.[1];
  expect(total).toBeTruthy();
  await expect(card.getByTestId('dashboard-impact-kg')).toHaveText(total!);
  const co2e = Number(await card.getByTestId('dashboard-impact-co2e').getAttribute('data-value'));
  expect(co2e).toBeGreaterThan(0);
  await expect(card.getByTestId('dashboard-impact-source')).toContainText('IPCC 2006');
});

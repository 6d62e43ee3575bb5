import { createRequire } from 'node:module';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AuditActor, AuditChanges, AuditWhat } from '@/components/audit/audit-cells';
import { BarChart } from '@/components/charts/bar-chart';
import { MapsLink, StatusBadge } from '@/components/list/cells';
import { cellOf } from '@/components/list/list-columns';
import { Pager } from '@/components/list/pager';
import { DecisionButtons, DetailButton, RowActions, RowSelect } from '@/components/list/row-buttons';
import { TableCard } from '@/components/list/table-card';
import { PassbookLink } from '@/components/passbook/passbook-link';
import { SidebarMarkup } from '@/components/shell/sidebar';
import { TopbarMarkup } from '@/components/shell/topbar';
import { defaultLayoutPreferences } from '@/lib/layout-options';
import { PersonCell, RequestStatusCell } from '@/components/wallets/wallet-cells';
import type { AuditItem } from '@/lib/schemas/audit';
import type { WalletItem } from '@/lib/schemas/wallets';
import messages from '@/messages/in.json';
import { staticMarkup } from '@/lib/static-markup';

// React DOM's own static renderer, loaded as a browser's server would (not as a server component).
const { renderToStaticMarkup } = createRequire(import.meta.url)(
  path.resolve(import.meta.dirname, '../../node_modules/react-dom/server.node.js'),
) as { renderToStaticMarkup: (node: ReactNode) => string };

const t = createTranslator({ locale: 'in', messages, timeZone: 'Asia/Jakarta' }) as never;
const hostile = `Ma'ruf "Amin" <script>alert(1)</script> & Co`;

const wallet: WalletItem = {
  id: 7,
  wallet_id: 3,
  user_id: 9,
  user: hostile,
  amount: '25000.00',
  total: '26000.00',
  balance: '100000.00',
  status: 'rejected',
  bank_name: 'BRI',
  account_number: '0123-456',
  cardholder_name: hostile,
  reason: 'Nomor rekening <salah>',
  created_at: '2026-11-01T03:00:00Z',
  phone_number: '0812',
  nik: '3273',
  matched: { field: 'email', value: 'a&b@example.id' },
  decided_at: '2026-11-02T03:00:00Z',
  decided_by: 'Admin',
};
const audit = (over: Partial<AuditItem>): AuditItem => ({
  id: 1,
  at: '2026-11-01T03:00:00Z',
  actor: { id: 1, name: hostile, email: 'admin@banksampah.id' },
  action: 'update',
  entity: 'customer',
  entity_id: '42',
  changes: [],
  address: '127.0.0.1',
  account: null,
  ...over,
});

// Every cell and row control the list screens render, with text that must be escaped.
const cases: [string, ReactNode][] = [
  ['plain text', hostile],
  ['numbers and nothing', [1, null, false, undefined, true, 'a', 2n]],
  ['a status badge', <StatusBadge key="s" status="active" t={t} />],
  ['an unknown status', <StatusBadge key="u" status={hostile} t={t} title={hostile} />],
  ['a map link', <MapsLink key="m" latlng="-6.9,107.6" name={hostile} t={t} />],
  ['no map link', <MapsLink key="n" latlng={null} name="x" t={t} />],
  ['a clamped address', cellOf({ label: 'Alamat', clamp: true, cell: () => hostile }, {})],
  ['a person', <PersonCell key="p" row={wallet} t={t} />],
  ['a decided request', <RequestStatusCell key="r" row={wallet} t={t} locale="in" />],
  ['an actor', <AuditActor key="a" row={audit({})} t={t} />],
  ['a failed sign-in', <AuditActor key="f" row={audit({ actor: null, account: hostile })} t={t} />],
  ['what was done', <AuditWhat key="w" row={audit({})} t={t} />],
  ['no changes', <AuditChanges key="c0" changes={[]} t={t} />],
  [
    'changes, long and folded',
    <AuditChanges
      key="c"
      changes={Array.from({ length: 6 }, (_, i) => ({ field: `f${i}`, before: 'x'.repeat(i * 30), after: hostile }))}
      t={t}
    />,
  ],
  ['a time', <time key="t" dateTime="2026-11-01T03:00:00Z" tabIndex={-1} hidden={false} data-x={true} />],
  [
    'an icon',
    <svg key="i" viewBox="0 0 24 24" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M1 1" fillRule="evenodd" />
    </svg>,
  ],
  ['a hidden input', <input key="h" type="checkbox" hidden readOnly disabled={false} />],
  [
    'Edit, a link and Hapus',
    <RowActions
      key="e"
      row={{ id: 5 }}
      name={hostile}
      deleteId={6}
      extra={<PassbookLink userId={6} label="Buku tabungan" ariaLabel={hostile} />}
      labels={{ edit: 'Edit', delete: 'Hapus', editAria: hostile, deleteAria: hostile }}
    />,
  ],
  ['a detail button', <DetailButton key="d" id={3} label="Detail" ariaLabel={hostile} />],
  [
    'decisions',
    <DecisionButtons
      key="k"
      row={{ id: 8 }}
      labels={{ accept: 'Konfirmasi', reject: 'Tolak', acceptAria: hostile, rejectAria: hostile }}
    />,
  ],
  ['a checkbox', <RowSelect key="b" id={4} name={hostile} label={hostile} />],
  [
    'a table row',
    <tr key="tr">
      <td colSpan={2} className="text-end" data-label={hostile}>
        <>
          {'a'}
          {'b'}
        </>
      </td>
    </tr>,
  ],
  // A list's pager, on a middle page, with a search the jump form carries along.
  [
    'a pager',
    <Pager
      key="pager"
      href={(page) => `/customer?search=${encodeURIComponent(hostile)}&page=${page}`}
      page={4}
      lastPage={20}
      action="/customer"
      hidden={{ search: hostile }}
      size={25}
      labels={{
        previous: 'Halaman sebelumnya',
        next: 'Halaman berikutnya',
        nav: hostile,
        page: (page) => `Halaman ${page}`,
        jump: 'Ke halaman',
        go: 'Buka',
        size: 'Baris per halaman',
      }}
    />,
  ],
  ['an input with a first value', <input key="dv" type="number" min={1} name="page" defaultValue={3} />],
  // The dashboard's parts (components/static-part.tsx).
  [
    'a chart',
    <BarChart
      key="chart"
      id="chart-kg-svg"
      title={hostile}
      description={hostile}
      caption="Bulan"
      stacked
      series={[
        { key: 'food', label: hostile, color: 'var(--chart-food)' },
        { key: 'paper', label: 'Kertas', color: 'var(--chart-paper)' },
      ]}
      groups={[
        { label: 'Okt 26', values: { food: 12.5, paper: 0 } },
        { label: hostile, values: { food: 3, paper: 40.25 } },
      ]}
      format={(v) => `${v} kg`}
      axisFormat={(v) => `${v}`}
    />,
  ],
  [
    'a table card',
    <TableCard
      key="card"
      title={hostile}
      testId="top-bsu"
      stacked
      columns={[{ label: 'Nama' }, { label: 'Total', className: 'text-end' }]}
      rows={[{ key: 1, cells: [hostile, <strong key="s">{12}</strong>] }]}
      empty="Tidak ada data"
      footer={<span>{hostile}</span>}
    />,
  ],
  ['an empty table card', <TableCard key="e" title="x" testId="t" columns={[]} rows={[]} empty={hostile} />],
  [
    'a style of text',
    <span
      key="st"
      style={
        {
          backgroundColor: 'var(--chart-food)',
          '--x': `"${hostile}"`,
          color: '',
          msFlex: '1',
          WebkitFlex: '1',
        } as object
      }
    />,
  ],
  // The shell (components/shell/sidebar.tsx, topbar.tsx), in each layout that writes more.
  ...(['vertical', 'horizontal', 'twocolumn'] as const).map((layout): [string, ReactNode] => [
    `the ${layout} sidebar`,
    <SidebarMarkup key={layout} t={t} appName={hostile} layout={layout} role="programme" pathname="/customer" />,
  ]),
  [
    'the top bar',
    <TopbarMarkup
      key="top"
      t={t}
      locale="ar"
      appName={hostile}
      user={{
        id: 1,
        first_name: hostile,
        last_name: 'Amin',
        email: hostile,
        access: { role: 'treasurer', collector_id: 2, bsu_id: null },
      }}
      prefs={{ ...defaultLayoutPreferences, mode: 'dark' }}
    />,
  ],
];

describe('list rows and dashboard parts written as markup on the server', () => {
  it.each(cases)('writes %s as React DOM does', (_, node) => {
    expect(staticMarkup(node)).toBe(renderToStaticMarkup(node));
  });

  it('never lets a value out of its text or attribute', () => {
    const html = staticMarkup(cases.find(([name]) => name === 'Edit, a link and Hapus')![1]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses what it cannot write without losing behaviour', () => {
    expect(() => staticMarkup(<button onClick={() => {}}>x</button>)).toThrow(/event handler/);
    // React writes a number in a style with a unit of its own choosing.
    expect(() => staticMarkup(<div style={{ width: 40 }} />)).toThrow(/not text/);
    expect(() => staticMarkup(<div data-x={{}} />)).toThrow(/object/);
    // A select's first value marks one of its options: the option says so itself.
    expect(() => staticMarkup(<select defaultValue="a" />)).toThrow(/defaultValue/);
    const Async = async () => <span />;
    expect(() => staticMarkup(<Async />)).toThrow(/async/);
    // What a server component holds for a 'use client' export.
    const Island = Object.assign(() => <span />, { $$typeof: Symbol.for('react.client.reference') });
    expect(() => staticMarkup(<Island />)).toThrow(/client component/);
  });
});

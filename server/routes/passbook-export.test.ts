// GET /strict/export/passbook (issue 18): the passbook as CSV and XLSX, row by row the JSON answer
// (the opening row, each movement, the closing row), headed in the caller's language, money as
// numbers in the Rupiah format and dates as Jakarta dates.
import { describe, expect, it } from 'vitest';
import type { Passbook } from '../../lib/schemas/passbook';
import { parseCsv } from '../test/csv';
import { testDbKinds } from '../test/databases';
import { APRIL, jakarta, passbookOf, passbookPath, usePassbookApp } from '../test/passbook-api';
import { sheetOf, textWithBom } from '../test/view-api';

const JAKARTA_MS = 7 * 3_600_000;
/** An instant as the CSV writes it: Jakarta wall-clock time. */
const wallClock = (at: string | Date) =>
  new Date(new Date(at).getTime() + JAKARTA_MS).toISOString().slice(0, 19).replace('T', ' ');
const empty = (amount: string) => (amount === '0.00' ? '' : amount);

/** What each row of the file must say, from the JSON answer: date, description, reference, kg, credit, debit, balance. */
function expectedRows(book: Passbook, words: { opening: string; closing: string; describe: (i: number) => string }) {
  return [
    [`${book.from} 00:00:00`, words.opening, '', '', '', '', book.opening_balance],
    ...book.entries.map((e, i) => [
      wallClock(e.at),
      words.describe(i),
      String(e.reference),
      e.kg ?? '',
      empty(e.credit),
      empty(e.debit),
      e.balance,
    ]),
    [
      `${book.to} 23:59:59`,
      words.closing,
      '',
      book.total_kg,
      book.total_credit,
      book.total_debit,
      book.closing_balance,
    ],
  ];
}

describe.each(testDbKinds)('the passbook downloads on %s', (kind) => {
  const ctx = usePassbookApp(kind);
  const get = (format: 'csv' | 'xlsx', language = 'id') =>
    ctx.app.request(passbookPath('export', { user_id: ctx.siti.userId, ...APRIL, format }), {
      headers: { authorization: `Bearer ${ctx.adminToken}`, 'accept-language': language },
    });

  it('downloads a CSV that holds the JSON answer row by row, in Indonesian', async () => {
    const book = await passbookOf(ctx.call, { user_id: ctx.siti.userId, ...APRIL });
    const res = await get('csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Buku-Tabungan-Siti-Aminah-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await textWithBom(res);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['Tanggal', 'Keterangan', 'Referensi', 'Berat (kg)', 'Kredit', 'Debit', 'Saldo']);
    const { siti } = ctx;
    const descriptions = [
      `Setoran sampah #${siti.depositId}: Kertas HVS 2,5 kg, Botol Kaca 3 pcs`,
      `Penarikan dana #${siti.requests.withdrawal}`,
      `Isi saldo #${siti.requests.lastSecond}`,
    ];
    expect(rows).toEqual(
      expectedRows(book, { opening: 'Saldo awal', closing: 'Saldo akhir', describe: (i) => descriptions[i]! }),
    );
    expect(rows.at(-1)!.at(-1)).toBe('78984.56');
  });

  it('downloads an XLSX with the same rows: dates as dates, money and weights as numbers, in English when asked', async () => {
    const book = await passbookOf(ctx.call, { user_id: ctx.siti.userId, ...APRIL });
    const res = await get('xlsx', 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('Passbook Siti Aminah');
    const cells = (row: number) => Array.from({ length: 7 }, (_, i) => sheet.getRow(row).getCell(i + 1).value ?? null);
    expect(cells(1)).toEqual(['Date', 'Description', 'Reference', 'Weight (kg)', 'Credit', 'Debit', 'Balance']);
    expect(sheet.rowCount).toBe(book.entries.length + 3);
    const number = (v: string | null) => (v === null || v === '' ? null : Number(v));
    const expected = expectedRows(book, {
      opening: 'Opening balance',
      closing: 'Closing balance',
      describe: (i) => {
        const e = book.entries[i]!;
        return e.kind === 'transaction'
          ? `Waste deposit #${e.reference}: Kertas HVS 2.5 kg, Botol Kaca 3 pcs`
          : `${e.kind === 'withdraw' ? 'Withdrawal' : 'Top-up'} #${e.reference}`;
      },
    });
    expected.forEach(([at, text, reference, kg, credit, debit, balance], i) => {
      const row = cells(i + 2);
      // A date cell holds the Jakarta wall-clock time (spreadsheets have no time zones).
      expect((row[0] as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(at);
      expect(row.slice(1)).toEqual([
        text,
        number(reference!),
        number(kg!),
        number(credit!),
        number(debit!),
        number(balance!),
      ]);
    });
    expect(sheet.getRow(2).getCell(7).numFmt).toMatch(/^"Rp"\\? #,##0\.00$/);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(jakarta(String(expected[1]![0])).toISOString()).toBe(book.entries[0]!.at);
  });
});

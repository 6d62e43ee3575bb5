// A bank view (parent or unit banks) as a download: server/domain/banks.ts's rows, filters and
// orders, read in keyset batches (server/domain/exports.ts).
import type { SQL } from 'drizzle-orm';
import type { Translate } from '../../lib/shared/catalog';
import type { Db } from '../db/client';
import {
  bankWhere,
  bsuRows,
  collectorRows,
  sortsOf,
  tableOf,
  type BankQuery,
  type BsuRow,
  type CollectorRow,
} from './banks';
import type { BankKind } from './codes';
import { contactAndPlace, headings, sortedBatches, type Batchable, type ExportSheet } from './exports';
import type { Scope } from './scope';

/**
 * The sheet of a bank view, every page of it, headed in the caller's language: the code as the
 * list shows it (BSI-…, BSU-…), the bank, its person in charge, its place and, for a unit bank,
 * its parent bank.
 */
export const bankSheet =
  (kind: BankKind) =>
  (db: Db, query: BankQuery, scope: Scope, t: Translate): ExportSheet => {
    const table = tableOf(kind);
    type Row = (CollectorRow | BsuRow) & { sortKey: string | number | null };
    const read = (extra: { sortKey: SQL }) =>
      // The two tables' selects differ in the parent bank's columns only; either is read the same way.
      (kind === 'collector' ? collectorRows(db, extra) : bsuRows(db, extra)) as Batchable<Row>;
    const prefix = kind === 'collector' ? 'BSI' : 'BSU';
    const parent: typeof contactAndPlace = kind === 'bsu' ? [['columns.parent', 'text', 32]] : [];
    const columns = headings(t, [
      ['columns.code', 'text', 18],
      ['columns.bankName', 'text', 32],
      ['form.personSection', 'text', 28],
      ...contactAndPlace,
      ...parent,
      ['columns.status'],
    ]);
    const order = { sorts: sortsOf(table), id: table.id, sort: query.sort ?? '-created' };
    const batches = sortedBatches(order, bankWhere(kind, query, scope), read, (b) => [
      `${prefix}-${b.unique_code}`,
      b.trash_bank_name,
      [b.user_first_name, b.user_last_name].filter(Boolean).join(' '),
      b.user_phone_number,
      b.user_email,
      b.address,
      b.village_name,
      b.subdistrict_name,
      b.regency_name,
      b.province_name,
      ...(kind === 'bsu' ? [(b as BsuRow).collector_name] : []),
      t(`status.${b.user_status}`),
    ]);
    return { name: t(kind === 'collector' ? 'bsi.title' : 'bsu.title'), columns, batches };
  };

export const collectorSheet = bankSheet('collector');
export const bsuSheet = bankSheet('bsu');

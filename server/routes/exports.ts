// /strict/export/<resource>: a list view (the list's own query: search, filters, sort) as a
// CSV or XLSX download, every page of it, streamed as it is read (server/domain/exports.ts).
import { z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../lib/schemas/common';
import { listQuerySchema } from '../../lib/schemas/fields';
import { checkRanges, exportFormats, type ExportFormat } from '../../lib/schemas/list-view';
import { transactionViewFields } from '../../lib/schemas/transaction-view';
import { resourceAbilities } from '../../lib/schemas/access';
import { checkPlace, customerViewFields } from '../../lib/schemas/master-views';
import { userViewFields } from '../../lib/schemas/master-views';
import { trashViewFields } from '../../lib/schemas/master-views';
import { bsuViewFields, collectorViewFields } from '../../lib/schemas/master-views';
import { walletRequestViewFields } from '../../lib/schemas/wallet-view';
import { auditViewFields } from '../../lib/schemas/audit-view';
import { passbookQueryWith } from '../../lib/schemas/passbook';
import { periodReportQuerySchema } from '../../lib/schemas/period-report';
import { semesterReportQuerySchema } from '../../lib/schemas/semester-report';
import { jakartaDay } from '../../lib/shared/jakarta-days';
import { requireAbility } from '../auth/guard';
import type { Context } from 'hono';
import { json, securedRouter, type AppDeps, type AppEnv } from '../context';
import { csvStream, xlsxStream, type ExportBook, type ExportSheet } from '../domain/exports';
import { scopeOf } from '../domain/scope';
import { customerSheet } from '../domain/customers';
import { bsuSheet, collectorSheet } from '../domain/bank-export';
import { userSheet } from '../domain/users';
import { trashSheet } from '../domain/trash';
import { transactionSheet } from '../domain/transaction-export';
import { walletRequestSheet } from '../domain/wallet-export';
import { auditSheet } from '../domain/audit-export';
import { semesterReport } from '../domain/semester-report';
import { semesterReportBook } from '../domain/semester-report-export';
import { auditReaders } from './audit';
import { readPassbook } from '../domain/passbook';
import { passbookSheet } from '../domain/passbook-export';
import { periodReport } from '../domain/period-report';
import { periodReportBook } from '../domain/period-report-export';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const formatField = { format: z.enum(exportFormats, { error: 'validation.exportFormat' }).default('csv') };

/** Headers of a download: its type, a file name in ASCII and in the reader's language, never cached. */
function download(sheet: { name: string }, format: keyof typeof TYPES) {
  const day = jakartaDay(new Date());
  const ascii = `${sheet.name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'export'}-${day}.${format}`;
  return {
    'content-type': TYPES[format],
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(`${sheet.name}-${day}.${format}`)}`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}

/** The query of an export: the list's own (search, filters, sort; no paging), and the format. */
const exportQuery = <F extends Record<string, z.ZodType>>(
  fields: F,
  check: (view: never, ctx: z.RefinementCtx) => void = checkRanges,
) =>
  listQuerySchema
    .omit({ page: true, per_page: true })
    .extend({ ...fields, ...formatField })
    .superRefine((view, ctx) => check(view as never, ctx));

const file = (what: string) => ({
  200: {
    description: `${what}, streamed`,
    content: {
      [TYPES.csv]: { schema: z.string() },
      [TYPES.xlsx]: { schema: z.string().openapi({ format: 'binary' }) },
    },
  },
});

export function exportRoutes() {
  const { app, route } = securedRouter('export', {
    middleware: requireAbility('read'),
    responses: {
      401: json(apiErrorSchema, 'Not signed in'),
      403: json(apiErrorSchema, 'Not allowed for this role'),
      422: json(apiErrorSchema, 'Invalid view, with a message per field'),
    },
  });
  const send = (c: Context<AppEnv>, sheet: ExportSheet, format: ExportFormat) =>
    c.body(format === 'xlsx' ? xlsxStream(sheet) : csvStream(sheet), 200, download(sheet, format));

  const transactionExport = route({
    method: 'get',
    path: '/transaction',
    summary: 'The transaction list of a view (search, filters, sort), all pages, as CSV or XLSX',
    request: { query: exportQuery(transactionViewFields) },
    responses: file('The transactions'),
  });
  app.openapi(transactionExport, (c) => {
    const query = c.req.valid('query');
    return send(c, transactionSheet(c.var.reader, query, scopeOf(c.var.auth), c.var.t), query.format);
  });

  for (const kind of ['topup', 'withdraw'] as const) {
    const requests = route({
      method: 'get',
      path: `/${kind}`,
      summary: `The ${kind === 'topup' ? 'top-up' : 'withdrawal'} requests of a view (search, filters, sort), all pages, as CSV or XLSX`,
      request: { query: exportQuery(walletRequestViewFields) },
      responses: file('The requests'),
    });
    app.openapi(requests, (c) => {
      const query = c.req.valid('query');
      return send(c, walletRequestSheet(c.var.reader, kind, query, scopeOf(c.var.auth), c.var.t), query.format);
    });
  }

  // A customer's passbook (issue 18): read whole before the file starts, so a customer out of
  // reach is a 404 and the file holds exactly the rows of the JSON answer.
  const passbook = route({
    method: 'get',
    path: '/passbook',
    summary: "A customer's passbook of a period: the opening row, every movement, the closing row, as CSV or XLSX",
    request: { query: passbookQueryWith(formatField) },
    responses: { ...file('The passbook'), 404: json(apiErrorSchema, 'No such customer, or not within reach') },
  });
  app.openapi(passbook, async (c) => {
    const query = c.req.valid('query');
    const book = await readPassbook(c.var.reader, query, scopeOf(c.var.auth));
    return send(c, passbookSheet(book, c.var.t, c.var.locale), query.format);
  });

  // The reports (issue 18) as XLSX workbooks, one sheet per table of the screen: read whole, so a
  // bank out of reach is a 404 before the file starts, refused as the report itself refuses.
  const workbook = <Q extends z.ZodObject, R>(spec: {
    path: string;
    summary: string;
    query: Q;
    read: (db: AppDeps['db'], scope: ReturnType<typeof scopeOf>, query: z.infer<Q>) => Promise<R>;
    book: (report: R, t: AppEnv['Variables']['t'], locale: AppEnv['Variables']['locale']) => ExportBook;
  }) => {
    const workbookRoute = route({
      method: 'get',
      path: spec.path,
      summary: spec.summary,
      request: {
        query: spec.query.safeExtend({
          format: z.enum(['xlsx'], { error: 'validation.reportFormat' }).default('xlsx'),
        }) as unknown as typeof periodReportQuerySchema,
      },
      responses: { ...file('The report'), 404: json(apiErrorSchema, 'The bank asked for is not within reach') },
    });
    app.openapi(workbookRoute, async (c) => {
      const report = await spec.read(c.var.reader, scopeOf(c.var.auth), c.req.valid('query') as z.infer<Q>);
      const book = spec.book(report, c.var.t, c.var.locale);
      return c.body(xlsxStream(book), 200, download(book, 'xlsx'));
    });
  };
  workbook({
    path: '/report',
    summary:
      'The period report (from/to, bsi or bsu) as an XLSX workbook: summary, per item, per category, stock, unit banks ranked, impact',
    query: periodReportQuerySchema,
    read: periodReport,
    book: periodReportBook,
  });
  workbook({
    path: '/semester',
    summary:
      'The semester report for the environment office (year, half, bsi or bsu) as an XLSX workbook: tonnes per SIPSN category per regency and per unit bank, and the impact estimate',
    query: semesterReportQuerySchema,
    read: semesterReport,
    book: semesterReportBook,
  });

  // The master-data lists (issue 17): each read by the ability its list needs (Data User's by
  // those who manage accounts), with its view's own checks.
  const masters = [
    { list: 'customer', fields: customerViewFields, sheet: customerSheet },
    { list: 'collector', fields: collectorViewFields, sheet: collectorSheet },
    { list: 'bsu', fields: bsuViewFields, sheet: bsuSheet },
    { list: 'user', fields: userViewFields, sheet: userSheet },
    { list: 'trash', fields: trashViewFields, sheet: trashSheet },
  ] as const;
  for (const { list, fields, sheet } of masters) {
    const master = route({
      method: 'get',
      path: `/${list}`,
      summary: `The ${list} list of a view (search, filters, sort), all pages, as CSV or XLSX`,
      middleware: requireAbility(resourceAbilities[list].read),
      request: { query: exportQuery(fields, checkPlace) },
      responses: file(`The ${list} rows`),
    });
    app.openapi(master, (c) => {
      const query = c.req.valid('query');
      // The query was checked against this entry's own fields: the sheet's view is this one.
      return send(c, sheet(c.var.reader, query as never, scopeOf(c.var.auth), c.var.t), query.format);
    });
  }

  // The audit trail (issue 18): the programme admin's alone, as its list.
  const auditExport = route({
    method: 'get',
    path: '/audit',
    summary: 'The audit trail of a view (actor, entity, entity_id, action, from/to), newest first, as CSV or XLSX',
    middleware: auditReaders(),
    request: { query: exportQuery(auditViewFields) },
    responses: file('The audit rows'),
  });
  app.openapi(auditExport, (c) => {
    const query = c.req.valid('query');
    return send(c, auditSheet(c.var.reader, query, c.var.t), query.format);
  });

  return app;
}

// /strict/export/<resource>: a list view (the list's own query: search, filters, sort) as a
// CSV or XLSX download, every page of it, streamed as it is read (server/domain/exports.ts).
import { z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../lib/schemas/common';
import { listQuerySchema } from '../../lib/schemas/fields';
import { checkRanges, exportFormats, transactionViewFields } from '../../lib/schemas/transaction-view';
import { jakartaDay } from '../../lib/shared/jakarta-days';
import { requireAbility } from '../auth/guard';
import { json, securedRouter, type AppDeps } from '../context';
import { csvStream, xlsxStream, type ExportSheet } from '../domain/exports';
import { scopeOf } from '../domain/scope';
import { transactionSheet } from '../domain/transaction-export';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const formatField = { format: z.enum(exportFormats, { error: 'validation.exportFormat' }).default('csv') };

/** Headers of a download: its type, a file name in ASCII and in the reader's language, never cached. */
function download(sheet: ExportSheet, format: keyof typeof TYPES) {
  const day = jakartaDay(new Date());
  const ascii = `${sheet.name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'export'}-${day}.${format}`;
  return {
    'content-type': TYPES[format],
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(`${sheet.name}-${day}.${format}`)}`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}

export function exportRoutes({ db }: AppDeps) {
  const { app, route } = securedRouter('export');

  const transactionExport = route({
    method: 'get',
    path: '/transaction',
    summary: 'The transaction list of a view (search, filters, sort), all pages, as CSV or XLSX',
    middleware: requireAbility('read'),
    request: {
      query: listQuerySchema
        .omit({ page: true, per_page: true })
        .extend({ ...transactionViewFields, ...formatField })
        .superRefine(checkRanges),
    },
    responses: {
      200: {
        description: 'The file, streamed',
        content: {
          [TYPES.csv]: { schema: z.string() },
          [TYPES.xlsx]: { schema: z.string().openapi({ format: 'binary' }) },
        },
      },
      401: json(apiErrorSchema, 'Not signed in'),
      403: json(apiErrorSchema, 'Not allowed for this role'),
      422: json(apiErrorSchema, 'Invalid view, with a message per field'),
    },
  });
  app.openapi(transactionExport, (c) => {
    const query = c.req.valid('query');
    const sheet = transactionSheet(db, query, scopeOf(c.var.auth), c.var.t);
    const body = query.format === 'xlsx' ? xlsxStream(sheet) : csvStream(sheet);
    return c.body(body, 200, download(sheet, query.format));
  });

  return app;
}

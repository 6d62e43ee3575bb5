// The period report's XLSX download (issue 18) as both of its readers open it: the API's suite
// (server/routes/report-export.test.ts) from the response, the browser's (e2e/report.spec.ts) from
// the file saved. Plain ExcelJS: nothing of either test runner.
import ExcelJS from 'exceljs';

/** The report's sheets, in order, headed in Indonesian and in English. */
export const REPORT_SHEETS = {
  in: ['Ringkasan', 'Per barang', 'Per kategori', 'Stok', 'Peringkat BSU', 'Dampak'],
  en: ['Summary', 'Per item', 'Per category', 'Stock', 'Unit bank ranking', 'Impact'],
};

/** A downloaded workbook: from the response, or from the path of the file it was saved to. */
export async function workbookOf(download: Response | string) {
  const book = new ExcelJS.Workbook();
  if (typeof download === 'string') await book.xlsx.readFile(download);
  else await book.xlsx.load(await download.arrayBuffer());
  return book;
}

/** The names of the workbook's sheets, in order. */
export const sheetNames = (book: ExcelJS.Workbook) => book.worksheets.map((s) => s.name);

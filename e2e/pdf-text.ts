// What a printed page says and where (pdf.js's text layer): enough to check that paper shows every
// row the screen does and that nothing was drawn over anything else.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text on a page, in points from the page's bottom-left corner. */
export type TextRun = { text: string; x: number; y: number; width: number; height: number };

export async function pdfPages(pdf: Buffer): Promise<TextRun[][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: TextRun[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    pages.push(
      items
        .filter((item) => 'str' in item && item.str.trim() !== '')
        .map((item) => {
          const run = item as { str: string; transform: number[]; width: number; height: number };
          return { text: run.str, x: run.transform[4]!, y: run.transform[5]!, width: run.width, height: run.height };
        }),
    );
  }
  await doc.destroy();
  return pages;
}

/** Pairs of runs on one page whose boxes cross by more than half a point: text drawn over text. */
export function overlaps(page: TextRun[]): string[] {
  const crossing = (a: TextRun, b: TextRun) =>
    a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
  return page.flatMap((a, i) =>
    page.slice(i + 1).flatMap((b) => (crossing(a, b) ? [`"${a.text}" over "${b.text}"`] : [])),
  );
}

/** Every page's text in drawing order, one space between runs and no other white space. */
export const plainText = (pages: TextRun[][]) =>
  pages
    .flat()
    .map((run) => run.text)
    .join(' ')
    .replace(/\s+/g, ' ');

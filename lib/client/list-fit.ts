/**
 * A list's columns that give way in the browser when the table is still wider than its card
 * after the widths' own rules (app/list.css, components/list/list-columns.tsx): a system font
 * wider than the one the widths were set with, longer names, a narrower sidebar. The columns
 * marked for the widest lists go first (xxl, xl, lg, md), then the unmarked ones from the end;
 * the first column, the status (`.list-keep`) and the actions stay. On a phone, where each row
 * is a card, nothing gives way. Reads the layout after each step: a handful per call.
 */
const GIVES_WAY = 'list-gives-way';
const RANK = ['list-hide-xxl', 'list-hide-xl', 'list-hide-lg', 'list-hide-md'];

export function fitColumns(table: HTMLTableElement) {
  const scroll = table.parentElement;
  const heads = table.tHead?.rows[0]?.cells;
  if (!scroll || !heads) return;
  for (const cell of [...table.getElementsByClassName(GIVES_WAY)]) cell.classList.remove(GIVES_WAY);
  const fits = () => scroll.scrollWidth <= scroll.clientWidth + 1;
  if (getComputedStyle(table).display !== 'table' || fits()) return;
  const rank = (th: Element) => {
    const marked = RANK.findIndex((name) => th.classList.contains(name));
    return marked === -1 ? RANK.length : marked;
  };
  const order = [...heads]
    .map((th, index) => ({ th, index }))
    .filter(
      ({ th, index }) =>
        index > 0 &&
        th.offsetWidth > 0 &&
        !th.classList.contains('list-keep') &&
        !th.classList.contains('list-actions-cell'),
    )
    // The marked ones by rank; the rest, and ties, from the end of the row.
    .sort((a, b) => rank(a.th) - rank(b.th) || b.index - a.index);
  for (const { index } of order) {
    for (const row of table.rows) if (row.cells.length === heads.length) row.cells[index]!.classList.add(GIVES_WAY);
    if (fits()) return;
  }
}

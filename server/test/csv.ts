// Reading a CSV download in the tests (RFC 4180: quoted fields, doubled quotes, CRLF lines), so
// that every export suite checks the file the way a spreadsheet would read it.

/** The rows of `text`, the header first; a leading byte-order mark is not part of the first field. */
export function parseCsv(text: string): string[][] {
  const s = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted && ch === '"' && s[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && s[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

// Whether a text is one of our own messages (messages/*.json, placeholders filled) and whether
// it gives away the machinery: the API's refusals are checked with it before the UI shows them
// (lib/bff/api-error-text.ts), and the fuzz suites check every answer with it (e2e/fuzz-answers.ts).

/**
 * A refusal's text must read as ours: no stack trace, no SQL, no driver, library or error class
 * name. (An English refusal may say 'Please select a village', so SQL is matched by its shape.)
 */
const LEAK_WORDS =
  /\bat [\w.<>]+ \(|\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bupdate\s+\w+\s+set\b|\bdelete from\b|syntax error|\bviolates\b|\bconstraint\b|relation "|pglite|postgres|drizzle|\bzod\b|\bhono\b|undici|unexpected token/i;
const LEAK_CODES =
  /\b(?:TypeError|SyntaxError|RangeError|ReferenceError|ECONN[A-Z]+|ENOENT|JSON\.parse)\b|node_modules|\.[jt]s:\d+/;
export const leaks = (text: string) => LEAK_WORDS.test(text) || LEAK_CODES.test(text);

// ICU message → regular expression: {name} matches any text, a select or plural any of its
// branches ('#' in a plural branch stands for the number), '' is one quote.
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function icuPattern(template: string, plural = false): string {
  let out = '';
  let literal = '';
  const flush = () => {
    const escaped = escapeRegex(literal.replace(/''/g, "'"));
    out += plural ? escaped.replace(/#/g, '[\\s\\S]*?') : escaped;
    literal = '';
  };
  for (let i = 0; i < template.length; i++) {
    if (template[i] !== '{') {
      literal += template[i];
      continue;
    }
    flush();
    const end = closing(template, i);
    const inner = template.slice(i + 1, end);
    const [, kind] = inner.split(',').map((part) => part.trim());
    if (kind === 'select' || kind === 'plural' || kind === 'selectordinal') {
      const branches: string[] = [];
      const body = inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1);
      for (let j = body.indexOf('{'); j >= 0; j = body.indexOf('{', j)) {
        const stop = closing(body, j);
        branches.push(icuPattern(body.slice(j + 1, stop), kind !== 'select'));
        j = stop + 1;
      }
      out += `(?:${branches.join('|')})`;
    } else out += '[\\s\\S]*?';
    i = end;
  }
  flush();
  return out;
}

export type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

/** Tells whether a text is one of the catalogue's messages, placeholders filled. */
export function catalogueMatcher(catalogues: Tree[]): (text: string) => boolean {
  const templates = [...new Set(catalogues.flatMap(leaves))];
  const patterns = templates.map((template) => new RegExp(`^${icuPattern(template)}$`));
  const known = new Set(templates.filter((t) => !t.includes('{')));
  return (text) => known.has(text) || patterns.some((pattern) => pattern.test(text));
}

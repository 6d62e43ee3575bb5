// Every language carries every Indonesian key, with the same placeholders, as a real
// translation; and no component writes a UI text of its own instead of reading messages/.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../shared/locales';

type Tree = { [key: string]: string | Tree };
const root = path.resolve(import.meta.dirname, '../..');
function load(code: string): Tree {
  const file = path.join(root, 'messages', `${code}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {};
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/**
 * ICU argument names: '{name}', and '{status, select, accepted {…} other {…}}' by 'status'
 * plus any argument inside its branches (the branch texts themselves are translated).
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const closing = (from: number) => {
    for (let depth = 0, i = from; i < message.length; i++) {
      if (message[i] === '{') depth++;
      else if (message[i] === '}' && --depth === 0) return i;
    }
    return message.length;
  };
  const walk = (start: number, end: number) => {
    for (let i = start; i < end; i++) {
      if (message[i] !== '{') continue;
      const close = closing(i);
      const [name = '', type = ''] = message.slice(i + 1, close).split(',');
      names.add(name.trim());
      if (/^\s*(select|plural|selectordinal)\s*$/.test(type)) {
        const body = i + 1 + name.length + type.length + 2;
        for (let j = body; j < close; j++) if (message[j] === '{') walk(j + 1, (j = closing(j)));
      }
      i = close;
    }
  };
  walk(0, message.length);
  return [...names].sort();
}

const base = flatten(load(defaultLocale));

describe('message files', () => {
  it('has a file for every language and nothing else', () => {
    const files = readdirSync(path.join(root, 'messages'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...locales].sort());
  });

  for (const code of locales.filter((l) => l !== defaultLocale)) {
    describe(code, () => {
      const own = flatten(load(code));

      it('has exactly the Indonesian keys, none missing and none extra', () => {
        expect(
          [...base.keys()].filter((k) => !own.has(k)),
          `missing in ${code}.json`,
        ).toEqual([]);
        expect(
          [...own.keys()].filter((k) => !base.has(k)),
          `unknown in ${code}.json`,
        ).toEqual([]);
      });

      it('keeps every placeholder of the Indonesian text and has no empty text', () => {
        for (const [key, text] of base) {
          const translated = own.get(key);
          if (translated === undefined) continue;
          expect(translated.trim(), `${code}: ${key} is empty`).not.toBe('');
          expect(placeholders(translated), `${code}: ${key}`).toEqual(placeholders(text));
        }
      });

      it('is a translation, not a copy of the Indonesian texts', () => {
        const same = [...base].filter(([key, text]) => own.get(key) === text && /\p{L}{4,}/u.test(text));
        // Names, codes and words shared across languages (Email, Status, Total, Admin…) may stay.
        expect(same.length / base.size, `${code}: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(0.15);
      });
    });
  }
});

// A text of letters written straight into JSX, or into an attribute people read, is a text
// the translators never see.
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
          ? init.expression
          : null;
      if (literal && /\p{L}{2,}/u.test(literal.text)) found.push(`${node.name.getText()}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(root, file)}: ${text}`);
}

function* tsxFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(full);
    // A component's own test writes the texts it feeds it; it shows nothing to anyone.
    else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) yield full;
  }
}

describe('components', () => {
  it('hold no literal UI text: every text comes from messages/*.json', () => {
    const files = [...tsxFiles(path.join(root, 'app')), ...tsxFiles(path.join(root, 'components'))];
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(literalTexts)).toEqual([]);
  });

  it('reads ICU arguments, not the words of select branches', () => {
    expect(placeholders('Sudah {status, select, accepted {diterima {when}} other {diproses}} oleh {name}')).toEqual([
      'name',
      'status',
      'when',
    ]);
  });

  it('the check itself catches a literal text and a literal label', () => {
    const probe = path.join(os.tmpdir(), 'literal-probe.tsx');
    ts.sys.writeFile(probe, 'export const P = () => <button aria-label="Tutup">Simpan data</button>;\n');
    expect(literalTexts(probe)).toEqual([
      expect.stringContaining('aria-label="Tutup"'),
      expect.stringContaining('Simpan data'),
    ]);
  });
});

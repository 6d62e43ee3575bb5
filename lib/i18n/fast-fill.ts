// A translator that fills plain `{name}` placeholders with strings itself. Profiling the server
// render of a 50-row list (issue 19) put 7 % of its CPU in next-intl's formatter: each call with
// values keys a cache by JSON.stringify of the message and its options, then runs the ICU
// formatter, and a list makes hundreds (each row's "Edit {name}", "Hapus {name}", "Pilih {name}").
// A message whose only syntax is such placeholders needs none of that: filled with strings, or
// with numbers, which ICU writes as String(n) in a plain placeholder ('{from}-{to} dari {total}').
// A message without placeholders, asked for without values, is answered from the same table.
// Anything else (plurals, selects, quotes, rich text, dates) goes to next-intl as before.

/** A message with no ICU syntax but `{name}` placeholders (no quote, plural, select or tag). */
const PLAIN = /^[^'{}<#|]*(?:\{\w+\}[^'{}<#|]*)*$/;

const isPlainValue = (value: unknown) => typeof value === 'string' || typeof value === 'number';

type Translator = ((key: never, values?: never, formats?: never) => string) & { raw: (key: never) => unknown };

/**
 * A plain message cut at its placeholders once: text, name, text, … ('Edit {name}' is
 * ['Edit ', 'name', '']), so a row's label is a few concatenations, not a regular expression.
 */
type Template = string[];

/** `t` with the fast path in front of it; its other methods (rich, markup, raw, has) are t's own. */
export function fastFill<T extends Translator>(t: T): T {
  const plain = new Map<string, Template | null>();
  const template = (key: string) => {
    let found = plain.get(key);
    if (found === undefined) {
      const raw = t.raw(key as never);
      found = typeof raw === 'string' && PLAIN.test(raw) ? raw.split(/\{(\w+)\}/) : null;
      plain.set(key, found);
    }
    return found;
  };
  const fill = (parts: Template, values: Record<string, unknown>) => {
    let text = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i]!;
      if (!(name in values)) text += `{${name}}`;
      else if (isPlainValue(values[name])) text += String(values[name]);
      else return null;
      text += parts[i + 1]!;
    }
    return text;
  };
  const fast = (key: string, values?: Record<string, unknown>, ...rest: unknown[]) => {
    if (rest.length === 0) {
      const parts = template(key);
      // A text without placeholders is the message itself, as next-intl answers it.
      if (parts !== null && values === undefined && parts.length === 1) return parts[0]!;
      const filled = parts !== null && values !== undefined ? fill(parts, values) : null;
      if (filled !== null) return filled;
    }
    return (t as unknown as (...args: unknown[]) => string)(key, values, ...rest);
  };
  return Object.assign(fast, t) as unknown as T;
}

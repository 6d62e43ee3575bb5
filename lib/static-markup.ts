import type { ReactNode } from 'react';

/**
 * React elements to HTML, on the server, for the list rows (issue 19): a page of fifty rows is a
 * thousand elements, and through React's server components each one is rendered, serialised into
 * the page's payload, read back and rendered again as HTML. As one string it is written once and
 * never hydrated. React's own `renderToStaticMarkup` cannot run in a server component, so this
 * renders the part of React DOM the rows and the dashboard use: host elements, fragments, plain
 * function components and style objects of text. Anything else (a client component, a hook, an
 * event handler, an async component, a number in a style) throws, so a part can never silently
 * lose behaviour. `static-markup.test.tsx` checks the output against `renderToStaticMarkup` for
 * every cell and chart the screens render.
 */

const ELEMENT = Symbol.for('react.transitional.element');
const LEGACY_ELEMENT = Symbol.for('react.element');
const FRAGMENT = Symbol.for('react.fragment');
const CLIENT_REFERENCE = Symbol.for('react.client.reference');

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Attributes whose presence is the value. */
const BOOLEAN = new Set(['checked', 'disabled', 'hidden', 'open', 'readOnly', 'required', 'multiple', 'selected']);
/** Where React writes another name than the prop's; every other name is written as it is. */
const NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
  textAnchor: 'text-anchor',
};
const SKIPPED = new Set(['children', 'key', 'ref', 'dangerouslySetInnerHTML', 'suppressHydrationWarning']);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const NEEDS_ESCAPE = /[&<>"']/;
/** React's escaping of text and attribute values; most text has nothing to escape. */
export const escapeHtml = (text: string) =>
  NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text;

type Element = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };

const isElement = (node: unknown): node is Element =>
  typeof node === 'object' &&
  node !== null &&
  ((node as Element).$$typeof === ELEMENT || (node as Element).$$typeof === LEGACY_ELEMENT);

/** A style object as React writes it (`backgroundColor` as `background-color`); only text values. */
function style(tag: string, value: object): string {
  const rules = Object.entries(value).flatMap(([name, rule]) => {
    if (rule === null || rule === undefined || rule === '') return [];
    if (typeof rule !== 'string') throw new Error(`staticMarkup: <${tag} style> ${name} is not text`);
    const property = name.startsWith('--')
      ? name
      : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
    return [`${property}:${rule.trim()}`];
  });
  return rules.length > 0 ? ` style="${escapeHtml(rules.join(';'))}"` : '';
}

function attribute(tag: string, prop: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'function') throw new Error(`staticMarkup: <${tag} ${prop}> is an event handler`);
  const aria = prop.startsWith('aria-') || prop.startsWith('data-');
  // An input's first value is its value attribute (a select's or a textarea's is not: refused).
  if (prop === 'defaultValue' && tag !== 'input') throw new Error(`staticMarkup: <${tag} defaultValue>`);
  const name = prop === 'defaultValue' ? 'value' : (NAMES[prop] ?? prop);
  if (BOOLEAN.has(prop)) return value ? ` ${name}=""` : '';
  if (typeof value === 'boolean') return aria ? ` ${name}="${value}"` : '';
  if (prop === 'style' && typeof value === 'object') return style(tag, value);
  if (typeof value === 'object') throw new Error(`staticMarkup: <${tag} ${prop}> is an object`);
  return ` ${name}="${escapeHtml(String(value))}"`;
}

function host(tag: string, props: Record<string, unknown>): string {
  let open = `<${tag}`;
  for (const prop in props) if (!SKIPPED.has(prop)) open += attribute(tag, prop, props[prop]);
  if (VOID.has(tag)) return `${open}/>`;
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  return `${open}>${inner?.__html ?? staticMarkup(props.children as ReactNode)}</${tag}>`;
}

/** The HTML of `node`, as `renderToStaticMarkup` writes it for the elements the rows use. */
export function staticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeHtml(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) {
    let html = '';
    for (const child of node) html += staticMarkup(child as ReactNode);
    return html;
  }
  if (!isElement(node)) throw new Error('staticMarkup: not an element');
  const { type, props } = node;
  if (typeof type === 'string') return host(type, props);
  if (type === FRAGMENT) return staticMarkup(props.children as ReactNode);
  if (typeof type === 'function' && (type as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE) {
    const out = (type as (p: unknown) => unknown)(props);
    if (out instanceof Promise) throw new Error(`staticMarkup: ${type.name} is async`);
    return staticMarkup(out as ReactNode);
  }
  throw new Error('staticMarkup: a client component or an unsupported element');
}

// The stylesheets pages carry inline in their <head> (components/inline-style.tsx): Bootstrap in
// the reading direction of the language, the root layout's own sheet and the signed-in shell's.
// In production, the build's copies (scripts/critical-css.mjs, .next/critical-css/: Bootstrap
// cut down to what the sources use, ours minified); under next dev, where the sources change
// under the server, the whole Bootstrap file and our sources joined on every request. app/vendor
// serves the same texts to a page that needs one after it loaded.
import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import appSheets from './app-sheets.json';
import { provideInlineCss } from './inline-css';
import { isDevelopment } from '../env';

const bootstrapFiles = ['bootstrap.min.css', 'bootstrap.rtl.min.css'] as const;
const sheetNames = [...bootstrapFiles, ...(Object.keys(appSheets) as (keyof typeof appSheets)[])];
export type SheetName = (typeof sheetNames)[number];
export type BootstrapFile = (typeof bootstrapFiles)[number];
// An array lookup, not an object's: `__proto__` or `toString` must be unknown names.
export const isSheetName = (name: string): name is SheetName => (sheetNames as string[]).includes(name);
const isBootstrap = (name: SheetName): name is BootstrapFile => (bootstrapFiles as readonly string[]).includes(name);

/**
 * Bootstrap in a cascade layer: the app's own (unlayered) rules then win over Bootstrap's
 * whatever order the sheets load in, while Bootstrap's !important utilities (.d-none,
 * .text-end…) still win over ours, as they are meant to. @charset must open a file and cannot
 * sit in a layer.
 */
function layered(css: string) {
  const body = css.replace(/^@charset "UTF-8";/, '').replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, '');
  return `@layer bootstrap{${body}}`;
}

// Joined at run time: a path the bundler can read would be pulled into the page bundles.
const file = (...parts: string[]) => [process.cwd(), ...parts].join(path.sep);

async function text(name: SheetName): Promise<string> {
  const built = file('.next', 'critical-css', name);
  if (!isDevelopment && existsSync(built)) return readFile(built, 'utf8');
  if (isBootstrap(name)) return readFile(file('node_modules', 'bootstrap', 'dist', 'css', name), 'utf8');
  const sources = appSheets[name].map((source) => readFile(file(...source.split('/')), 'utf8'));
  return (await Promise.all(sources)).join('\n');
}

/** The sheet, and a version of its text for the address that serves it (cached for a year). */
export type Sheet = { css: string; version: string };

async function load(name: SheetName): Promise<Sheet> {
  const raw = await text(name);
  const css = isBootstrap(name) ? layered(raw) : raw;
  // Handed to the HTML render once, as the text is read (lib/css/inline-css.ts).
  provideInlineCss(name, css);
  return { css, version: createHash('sha256').update(css).digest('base64url').slice(0, 12) };
}

const cache = new Map<SheetName, Promise<Sheet>>();

export function sheet(name: SheetName): Promise<Sheet> {
  if (isDevelopment) return load(name);
  if (!cache.has(name)) cache.set(name, load(name));
  return cache.get(name)!;
}

/**
 * What a layout hands components/inline-style.tsx: the sheet's name, and its address for a page
 * that needs it after it loaded. The text itself goes to the HTML render beside the RSC payload
 * (lib/css/inline-css.ts), which would otherwise carry it a second time.
 */
export async function inlineSheet(name: SheetName): Promise<{ sheet: SheetName; href: string }> {
  const { version } = await sheet(name);
  return { sheet: name, href: `/vendor/${name}?v=${version}` };
}

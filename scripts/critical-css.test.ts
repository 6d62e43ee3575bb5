import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appSheets from '../lib/css/app-sheets.json';
import { buildCriticalCss } from './critical-css.mjs';

const root = path.resolve(import.meta.dirname, '..');
let out: string;
let sizes: Record<string, number>;
const read = (name: string) => readFileSync(path.join(out, name), 'utf8');
/** A rule whose selector list names exactly this selector (`.btn-close{` or `…,.btn-close{`). */
const selects = (css: string, selector: string) =>
  new RegExp(`(^|[,}])${selector.replace(/[.\\[\]()]/g, '\\$&')}(,|\\{|:)`).test(css);

beforeAll(async () => {
  out = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  sizes = await buildCriticalCss(root, out);
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the stylesheets pages carry inline', () => {
  it('keep Bootstrap down to a third of its size in both directions', () => {
    for (const file of ['bootstrap.min.css', 'bootstrap.rtl.min.css']) {
      const whole = readFileSync(path.join(root, 'node_modules/bootstrap/dist/css', file), 'utf8').length;
      expect(sizes[file], file).toBeLessThan(whole / 3);
    }
  });

  it("keep the rules of every class the screens use, the ones built from parts and the Modal's", () => {
    const css = read('bootstrap.min.css');
    // Written out in the sources, built from parts (`alert-${tone}`, `col-xl-${width}`,
    // `text-${tone}-emphasis`), and react-bootstrap's Modal from its prefix.
    for (const selector of [
      '.table',
      '.form-control',
      '.dropdown-menu',
      '.spinner-border',
      '.alert-warning',
      '.alert-danger',
      '.col-xl-6',
      '.col-md-6',
      '.text-success-emphasis',
      '.border-warning',
      '.bg-danger-subtle',
      '.btn-danger',
      '.modal-dialog',
      '.modal-backdrop',
      '.modal-content',
      '.btn-close',
      '.fade',
    ])
      expect(selects(css, selector), selector).toBe(true);
    // The dark colour mode's variables.
    expect(css).toContain('[data-bs-theme=dark]');
  });

  it('drop the components no screen has', () => {
    const css = read('bootstrap.min.css');
    for (const selector of ['.carousel', '.accordion-button', '.offcanvas', '.placeholder-glow', '.list-group-item'])
      expect(selects(css, selector), selector).toBe(false);
  });

  it('mirror the right-to-left build for Arabic', () => {
    expect(read('bootstrap.rtl.min.css')).toMatch(/\.ms-auto\{margin-right:auto!important\}/);
    expect(read('bootstrap.min.css')).toMatch(/\.ms-auto\{margin-left:auto!important\}/);
  });

  it("join the app's own sheets, every source of each, minified", () => {
    for (const [file, sources] of Object.entries(appSheets)) {
      const css = read(file);
      expect(css, file).not.toMatch(/\n\s/);
      for (const source of sources) {
        // The first class the source styles, outside its comments.
        const text = readFileSync(path.join(root, source), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
        const first = text.match(/\.([a-z][\w-]*)[^{;]*\{/)?.[1];
        expect(first, source).toBeDefined();
        expect(css, source).toContain(`.${first}`);
      }
    }
    expect(read('root.css')).toContain('.auth-page');
    expect(read('shell.css')).toContain('#layout-wrapper');
  });
});

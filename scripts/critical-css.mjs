// The stylesheets pages carry inline in their <head> (issue 19: nothing render-blocking that the
// first paint does not need), written by scripts/build.mjs into .next/critical-css/ beside the
// build they belong to, and read by lib/css/sheets.ts:
// - Bootstrap cut down to the rules this app's markup can use. PurgeCSS reads every class name,
//   tag and attribute the sources and react-bootstrap's Modal write, and keeps only the rules
//   that select them: 232 kB becomes about 65.
// - The app's own sheets (lib/css/app-sheets.json: the root layout's, and the signed-in shell's
//   with every screen's), each joined in the order listed and minified.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const COLOURS = '(primary|secondary|success|danger|warning|info|light|dark)';

/**
 * Class names the sources build from parts (`alert-${tone}`, `col-xl-${width}`), which no scan
 * of the text can see, and those react-bootstrap's Modal builds from its prefix.
 */
const safelist = {
  standard: [
    new RegExp(`^(alert|btn|border|text-bg)-${COLOURS}$`),
    new RegExp(`^(text-${COLOURS}-emphasis|bg-${COLOURS}-subtle|border-${COLOURS}-subtle)$`),
    /^col-(md|xl)-\d+$/,
    /^modal/,
    /^(fade|show|btn-close)$/,
  ],
  // The colour mode and reading direction the root element carries.
  greedy: [/data-bs-theme/, /dir/],
};

/** The browsers Next.js 16 builds for (its default browserslist), as Lightning CSS writes versions. */
const version = (major, minor = 0) => (major << 16) | (minor << 8);
const targets = { chrome: version(111), edge: version(111), firefox: version(111), safari: version(16, 4) };

/** Writes every inline sheet into `outDir`; returns each one's size in bytes. */
export async function buildCriticalCss(root, outDir) {
  const require = createRequire(path.join(root, 'package.json'));
  const { PurgeCSS } = require('purgecss');
  const { transform } = require('lightningcss');
  const bootstrap = path.join(path.dirname(require.resolve('bootstrap/package.json')), 'dist', 'css');
  const modal = path.join(path.dirname(require.resolve('react-bootstrap/package.json')), 'esm');
  const content = [
    ...['app', 'components', 'lib'].map((dir) => path.join(root, dir, '**', '*.{ts,tsx}')),
    ...['Modal*', 'AbstractModalHeader', 'Fade', 'CloseButton', 'BootstrapModalManager'].map((name) =>
      path.join(modal, `${name}.js`),
    ),
  ];
  mkdirSync(outDir, { recursive: true });
  const sizes = {};
  const write = (file, css) => {
    writeFileSync(path.join(outDir, file), css);
    sizes[file] = Buffer.byteLength(css);
  };
  for (const file of ['bootstrap.min.css', 'bootstrap.rtl.min.css']) {
    const raw = readFileSync(path.join(bootstrap, file), 'utf8');
    const [purged] = await new PurgeCSS().purge({ content, css: [{ raw }], safelist });
    write(file, purged.css);
  }
  const sheets = JSON.parse(readFileSync(path.join(root, 'lib/css/app-sheets.json'), 'utf8'));
  for (const [file, sources] of Object.entries(sheets)) {
    const joined = sources.map((source) => readFileSync(path.join(root, source), 'utf8')).join('\n');
    const { code } = transform({ filename: file, code: Buffer.from(joined), minify: true, targets });
    write(file, code.toString());
  }
  return sizes;
}

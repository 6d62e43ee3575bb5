// Hostile input for the fuzz suites (server/test/fuzz-suite.ts and fuzz-limits.test.ts against
// the API in-process, e2e/fuzz-proxy.spec.ts against the BFF of the running product): what an
// attacker or a broken client puts into a field, a query string, a path or a body (the whole
// requests made of them: hostile-requests.ts).
import fc from 'fast-check';

/** JSON text written as is: numbers JSON.stringify cannot write (1e400, -0, 1.0), deep nesting. */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object as a list of entries, so that keys like `__proto__` stay plain keys. */
export class Obj {
  constructor(readonly entries: [string, Hostile][]) {}
}

export type Hostile = null | boolean | number | string | Raw | Obj | Hostile[];

export function toJson(value: Hostile): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** A long text cut for a failure report: fast-check prints the counterexample. */
export const preview = (text: string, max = 240) =>
  text.length <= max ? text : `${text.slice(0, max)}…(${text.length} chars)`;

export const SQL = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '" OR ""="',
  "admin'--",
  "1' union select email, password_hash from users --",
  '1; select pg_sleep(5)',
  "'; insert into users (first_name) values ('x'); --",
  "'); delete from transactions; --",
  '%',
  '%%',
  '_',
  '%_%',
  '\\',
  "\\'",
  '\\%',
  '$$; drop table trash; $$',
  "E'\\x00'",
  '1 = 1',
  "' or '%'='",
  '*',
  '`',
  ';',
  '--',
  '/*',
];

export const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '</textarea><script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '<!--',
  '&lt;b&gt;',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '\u003cscript\u003e',
];

export const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\u200b',
  '\u200b\u200c\u200d\ufeff',
  '\u202eoknumber\u202c',
  'مرحبا بالعالم',
  'שלום',
  '日本語テキスト',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  'e\u0301\u0301\u0301',
  'Z̷̢̛̪a̸̧͎l̴̰̈́g̵̣̈o̶̤͑',
  'İıßﬁ',
  '\ud800',
  '\udfff',
  'x\udbff',
  '\u0085\u2028\u2029',
  '\t\n\r',
  '\u001b[31m',
  '\ufffd',
  '１２３４５',
  '٣٢٧٣',
];

/** Digits in disguise: what a number parser might accept by mistake. */
export const NUMERIC_TEXT = [
  '0',
  '-1',
  '1',
  '01',
  '1e3',
  '1E400',
  '0x10',
  '0b1',
  '0o7',
  '1.5',
  '1,5',
  '1.000.000',
  ' 42 ',
  '+1',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '9'.repeat(30),
  '2147483648',
  '4294967296',
  '9007199254740993',
  '1_000',
  '١',
  '',
];

/** Number literals JSON allows that JSON.stringify never writes. */
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '-0',
  '1.0',
  '1E2',
  '0.1e-400',
  '123456789012345678901234567890',
  '-9007199254740993',
  '1e-7',
  '5e-324',
];

const ascii = fc.string({ unit: 'binary-ascii', maxLength: 40 });

/** 10–100 kB of one repeated unit (cutting an emoji leaves a lone surrogate: hostile too). */
export const hugeText = (min = 10_000, max = 100_000) =>
  fc
    .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', "'", '<', '\u202e', '%', '9'), fc.integer({ min, max }))
    .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL, ...HTML, ...UNICODE, ...NUMERIC_TEXT), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: ascii, weight: 1 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('Budi', 'budi@test.id', '081234567890', '32.73.01.1001', '1'),
        fc.constantFrom(...SQL, ...HTML, ...UNICODE),
      )
      .map(([a, b]) => a + b),
    weight: 2,
  },
  // Just past the 255 characters a text field holds.
  { arbitrary: fc.integer({ min: 256, max: 600 }).map((n) => 'x'.repeat(n)), weight: 1 },
  { arbitrary: hugeText(), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number | Raw> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    0,
    1,
    0.5,
    -0.01,
    0.001,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
    -1e21,
    1e300,
  ),
  fc.constantFrom(...RAW_NUMBERS).map((text) => new Raw(text)),
);

/** Nesting a parser or a validator might recurse on. */
const deep = fc
  .integer({ min: 100, max: 20_000 })
  .chain((n) =>
    fc.constantFrom(new Raw(`${'['.repeat(n)}1${']'.repeat(n)}`), new Raw(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`)),
  );

const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '$ne',
  '$gt',
  'toString',
  'valueOf',
  '',
  ' ',
  'id',
  'role',
  'is_admin',
  'password_hash',
  'user_id',
  'status',
  'a.b',
  'a[0]',
];
export const hostileKey = fc.oneof(
  { arbitrary: fc.constantFrom(...KEYS), weight: 3 },
  { arbitrary: hostileText.filter((k) => k.length < 300), weight: 1 },
);

export const hostileScalar: fc.Arbitrary<Hostile> = fc.oneof(
  { arbitrary: hostileText, weight: 5 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom<Hostile>(null, true, false), weight: 1 },
);

/** Any JSON value: scalars, and arrays and objects of them a few levels deep, or very deep. */
export const hostileValue: fc.Arbitrary<Hostile> = fc.letrec<{ value: Hostile }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: hostileScalar, weight: 40 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 5 },
    {
      arbitrary: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((entries) => new Obj(entries)),
      weight: 5,
    },
    { arbitrary: deep, weight: 1 },
  ),
})).value;

/** An object: never valid where a text, a number, an id or a list is expected. */
export const poisonObject: fc.Arbitrary<Obj> = fc.oneof(
  fc.constantFrom(
    new Obj([['$ne', null]]),
    new Obj([['__proto__', new Obj([['is_admin', true]])]]),
    new Obj([
      ['toString', 'x'],
      ['valueOf', 1],
    ]),
    new Obj([]),
    new Obj([['constructor', new Obj([['prototype', new Obj([])]])]]),
  ),
  fc.array(fc.tuple(hostileKey, hostileScalar), { maxLength: 3 }).map((entries) => new Obj(entries)),
);

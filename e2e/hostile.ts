// Hostile input for the fuzz suites (server/routes/fuzz.test.ts and fuzz-limits.test.ts against
// the API in-process, e2e/fuzz-proxy.spec.ts against the BFF of the running product): what an
// attacker or a broken client puts into a field, a query string, a path or a body.
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

/** Bodies no JSON parser accepts (prefixes of an object, single quotes, NaN, a raw control character…). */
export const MALFORMED_JSON = [
  'undefined',
  "{'a': 1}",
  '{"a": 1,}',
  '{"a":}',
  '[1, 2',
  '{"a": 1}}',
  '{"a": "\\x41"}',
  '{"a": "\u0001"}',
  '{"a": 01}',
  '{"a": .5}',
  '{"a": +1}',
  '{"a": 1e}',
  '{"a": NaN}',
  '{"a": Infinity}',
  '/* c */ {}',
  '{"a": 1} {"b": 2}',
  '<?xml version="1.0"?><a/>',
  'email=budi%40test.id&password=x',
  '{"a": "\\ud800\\u"}',
  '\u0000',
  '{',
  '"',
];

/** Content types that are not JSON (a route of ours takes nothing else). */
export const NOT_JSON_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
  'application/javascript',
];

/** A request body: its text and its declared content type (none: sent as bare bytes). */
export type Body = { text?: string; type?: string };

/** What a route's body holds: its fields, those it requires, those that never take an object. */
export type BodyFields = {
  names: string[];
  required: string[];
  objectless: string[];
  plausible: (name: string) => fc.Arbitrary<Hostile>;
};

/**
 * A body that can never be valid: a required field missing, an object where none is taken,
 * not an object, not JSON, over 64 kB, not declared as JSON, or not declared at all. The other
 * fields are hostile or plausible, so every rule behind the broken one is exercised too.
 */
export function invalidBody({ names, required, objectless, plausible }: BodyFields): fc.Arbitrary<Body> {
  const fields = fc.tuple(
    ...names.map((name) =>
      fc.option(
        fc.oneof(hostileValue, plausible(name)).map((v): [string, Hostile] => [name, v]),
        { nil: undefined, freq: 5 },
      ),
    ),
  );
  // Extra fields never carry a real field's name: they must not stand in for a missing one.
  const extras = fc.array(
    fc.tuple(
      hostileKey.filter((k) => !names.includes(k)),
      hostileValue,
    ),
    { maxLength: 2 },
  );
  const entries = fc.tuple(fields, extras).map(([a, b]) => [...a.filter((e) => e !== undefined), ...b]);
  const json = (e: [string, Hostile][]): Body => ({ text: toJson(new Obj(e)), type: 'application/json' });
  const notObject = hostileValue.filter((v) => !(v instanceof Obj) && !(v instanceof Raw && v.text.startsWith('{')));
  const prefix = entries.map((e) => toJson(new Obj(e))).chain((t) => fc.nat(t.length - 1).map((k) => t.slice(0, k)));
  // Bodies that reach validation weigh most; the others are refused before they are read.
  const variants: fc.WeightedArbitrary<Body>[] = [
    { weight: 3, arbitrary: notObject.map((v) => ({ text: toJson(v), type: 'application/json' })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom(...MALFORMED_JSON), prefix)
        .map((text) => ({ text, type: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(entries, fc.constantFrom(...NOT_JSON_TYPES))
        .map(([e, type]) => ({ text: toJson(new Obj(e)), type })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(entries, hugeText(66_000, 200_000)).map(([e, huge]) => json([...e, ['padding', huge]])),
    },
  ];
  if (required.length) {
    variants.push({
      weight: 3,
      arbitrary: fc
        .tuple(entries, fc.constantFrom(...required))
        .map(([e, gone]) => json(e.filter(([k]) => k !== gone))),
    });
    variants.push({ weight: 1, arbitrary: entries.map((e) => ({ text: toJson(new Obj(e)) })) });
  }
  if (objectless.length) {
    variants.push({
      weight: 3,
      arbitrary: fc
        .tuple(entries, fc.constantFrom(...objectless), poisonObject)
        .map(([e, name, o]) => json([...e.filter(([k]) => k !== name), [name, o]])),
    });
  }
  return fc.oneof(...variants);
}

/**
 * Any body, for routes that take none or need none: nothing, hostile JSON, or not JSON at all.
 * The wallet decisions read an optional { id, reason } (SPEC) that the document does not declare.
 */
export const anyBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  hostileValue.map((v) => ({ text: toJson(v), type: 'application/json' })),
  fc
    .array(fc.tuple(fc.constantFrom('id', 'reason'), hostileValue), { minLength: 1, maxLength: 2 })
    .map((e) => ({ text: toJson(new Obj(e)), type: 'application/json' })),
  fc
    .tuple(fc.constantFrom(...MALFORMED_JSON), fc.constantFrom('application/json', ...NOT_JSON_TYPES))
    .map(([text, type]) => ({ text, type })),
);

/** A path segment as an attacker writes it: percent-encoded hostile text, or a raw trick. */
export const RAW_SEGMENTS = [
  '%2e%2e',
  '..%2f',
  '..%2f..%2fauth%2fadmin%2flogin',
  '%2e',
  '%252e%252e',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%FF',
  '%C0%AF',
  '%E0%A4%A',
  '1;x',
  '1,2',
  '~',
  '!',
  '*',
  '1%20',
  '%20',
  '1%0a',
  '0x1',
  '-1',
  '0',
  '1e3',
  '1.5',
  '99999999999',
  '2147483648',
  "1'",
  '1%27%20or%201=1',
];

export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: hostileText.map((text) =>
      encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd')).slice(0, 3_000),
    ),
    weight: 3,
  },
  { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 2 },
);

/** Query values as sent: encoded hostile text, or broken percent-encoding left raw. */
export const RAW_QUERY = [
  '%',
  '%zz',
  '%FF%FE',
  '%C0%AF',
  '%E0%A4%A',
  '%00',
  '+',
  '&',
  '=',
  '==',
  '%26',
  '%3D',
  '%%',
  '[]',
];
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'))), weight: 5 },
  { arbitrary: fc.constantFrom(...RAW_QUERY), weight: 1 },
);

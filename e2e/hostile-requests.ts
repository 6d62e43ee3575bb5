// Hostile requests for the fuzz suites, built from the hostile values of hostile.ts: bodies that
// can never be valid (malformed JSON, the wrong content type, a broken rule), path segments and
// query values an attacker or a broken client sends.
import fc from 'fast-check';
import {
  hostileKey,
  hostileText,
  hostileValue,
  hugeText,
  Obj,
  poisonObject,
  Raw,
  toJson,
  type Hostile,
} from './hostile';

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

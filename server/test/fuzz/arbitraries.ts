import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from '../openapi-operations.ts';
import { type Mine, type MineQuestion, type Pool, poolForField, poolForPathParam } from './id-pools.ts';

/** Sent as an extra field of fixed-shape objects: it must never be stored, so never come back. */
export const MARKER_KEY = 'fuzzExtraField_7f3a';
export const MARKER_VALUE = 'fuzz-marker-7f3a';

/**
 * Placeholders resolved when the request is sent: `@ref:N` becomes the N-th known id (fixtures and
 * ids seen in responses, so requests reach real rows), `@num:TEXT` a JSON number literal JSON.stringify
 * cannot write (1e400). Generated values stay plain data, so a seed replays the same shapes.
 */
export const REF = /^@ref:([a-z_]+):(\d+)$/;
export const RAW_NUMBER = /"@num:([^"]+)"/g;

/** `ref: 'pair'` takes the request's shared index, so an attempt and its profiler match. */
export type PathValue = { pool: Pool; ref: number | 'pair' } | { raw: string };
export type QueryPart = { key: string; value: string; encode: boolean };
export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; payload: string; contentType?: string }
  | { kind: 'oversize' };

export type GeneratedRequest = {
  pathValues: Record<string, PathValue>;
  pair: number;
  query: QueryPart[];
  body: Body;
  /** Garbage credentials for the anonymous actor (never forged tokens: a real signature is out of scope). */
  authorization?: string;
  /** A fresh client address per request, so per-IP rate limits do not turn the fuzz into 429s. */
  remoteAddress: string;
};

/** encodeURIComponent, except that a lone surrogate goes out as its raw WTF-8 bytes instead of throwing. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Walkers stop here: deeper parts of a deeply nested value are sent as generated, untouched. */
export const WALK_DEPTH = 100;

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i));

export const NASTY_STRINGS = [
  '',
  ' ',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udc00\ud800',
  '\u202e\u202dabc\u200f',
  '\u200b\ufeff',
  '😀',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\uffff',
  '\ufffe\uffff',
  'e\u0301\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u001f',
  '\t\n\r',
  '\u007f\u0085\u2028\u2029',
  "'; DROP TABLE users; --",
  '"\\',
  '<script>alert(1)</script>',
  '%s%n%x',
  '../../../../etc/passwd',
  `\${7*7}{{7*7}}`,
  '=HYPERLINK("http://x")',
  'null',
  'undefined',
  'true',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '9223372036854775808',
  '0x1F',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'OPENAI_API_KEY',
  'admin',
  'http://127.0.0.1:1/',
  'http://169.254.169.254/latest/meta-data',
  'https://example.invalid/v1',
  'file:///etc/passwd',
  'a@b',
  'İıŉǰ ß ﬀ',
];

export const NASTY_NUMBERS: Array<number | string> = [
  -1,
  0,
  0.5,
  1.5,
  -2.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  123456789012345,
  Number.MAX_SAFE_INTEGER,
  'NaN',
  'Infinity',
  '-Infinity',
  '1',
  '1.5',
  '@num:1e400',
  '@num:-1e400',
  '@num:-0',
  '@num:1E+2',
  '@num:0.0000000000000000000000001',
  '@num:123456789012345678901234567890',
];

const hugeString = fc
  .tuple(
    fc.constantFrom('A', 'é', '😀', '\ud800', 'a\u0301', '\u202e'),
    fc.constantFrom(1_000, 20_000, 100_000),
  )
  .map(([unit, bytes]) => unit.repeat(Math.floor(bytes / Buffer.byteLength(unit))));

const controlString = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...C0), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: controlString },
  { weight: 1, arbitrary: hugeString },
);

const deep = fc
  .tuple(
    fc.constantFrom(50, 64, 100, 300, 2000),
    fc.boolean(),
    fc.constantFrom<unknown>(1, 'x', null, {}, []),
  )
  .map(([depth, asArray, leaf]) => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
    return value;
  });

const hugeArray = fc
  .tuple(fc.constantFrom(1_000, 10_000), fc.constantFrom<unknown>(1, 'x', null, '@ref:any:0', { a: 1 }))
  .map(([n, item]) => Array.from({ length: n }, () => item));

/** Any JSON value of the wrong kind for wherever it lands. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: hugeArray },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The value once in `oneIn` runs, otherwise undefined (fc.option is the other way round: mostly the value). */
function rarely<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

/** Own enumerable properties even for `__proto__`, which a plain assignment would turn into a prototype. */
function withKeys(target: Record<string, unknown>, entries: Array<[string, unknown]>) {
  for (const [key, value] of entries) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return target;
}

/**
 * Fields no schema declares. The marker rides along most of the time; prototype keys are rarer, as
 * the JSON parser refuses them outright and they would hide the rest of the body from the fuzz.
 */
const extraFields: fc.Arbitrary<Array<[string, unknown]>> = fc
  .tuple(
    fc.subarray<[string, unknown]>(
      [
        ['role', 'admin'],
        ['isAdmin', true],
        ['id', '@ref:any:1'],
        ['userId', '@ref:users:0'],
        ['emailVerifiedAt', null],
      ],
      { minLength: 0 },
    ),
    rarely(
      fc.constantFrom<[string, unknown]>(
        ['__proto__', { role: 'admin', [MARKER_KEY]: MARKER_VALUE }],
        ['constructor', { prototype: { role: 'admin' } }],
      ),
      5,
    ),
  )
  .map(([safe, prototypeKey]) => [
    [MARKER_KEY, MARKER_VALUE],
    ...safe,
    ...(prototypeKey ? [prototypeKey] : []),
  ]);

function isClosedObject(schema: JsonSchema): boolean {
  return Boolean(schema.properties) && typeof schema.additionalProperties !== 'object';
}

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/**
 * Valid addresses of no one yet (registration goes through; sign-in fails without slowing the
 * next one down: failures are counted per address), odd but valid now and then. Never the actor's
 * own: wrong passwords for it would make every later sign-in wait (the backoff).
 */
const freshEmail: fc.Arbitrary<string> = fc
  .tuple(
    fc.nat({ max: 1_000_000_000 }),
    fc.constantFrom(
      'fuzz-{n}@example.test',
      '  Fuzz.{n}+Tag@Example.TEST ',
      'ü{n}@xn--bcher-kva.example',
      '{n}@[127.0.0.1]',
    ),
  )
  .map(([n, template]) => template.replace('{n}', String(n)));

/** Mostly the first few (the fixtures), sometimes any row of the table. */
const refIndex = fc.oneof(
  { weight: 3, arbitrary: fc.nat({ max: 4 }) },
  { weight: 2, arbitrary: fc.nat({ max: 1_000 }) },
);

const refOrUuid = (pool: Pool) =>
  fc.oneof(
    { weight: 4, arbitrary: refIndex.map((n) => `@ref:${pool}:${n}`) },
    { weight: 1, arbitrary: fc.uuid() },
  );

function stringFor(schema: JsonSchema, pool: Pool): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return refOrUuid(pool);
  if (schema.format === 'email')
    return fc.oneof(fc.emailAddress(), fc.constantFrom('fuzz@example.test', 'A@B.CO'));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri' || schema.format === 'url')
    return fc.constantFrom('https://example.invalid/v1', 'http://127.0.0.1:9/', 'https://a.b');
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= maxLength * 4);
    } catch {
      // Not a JavaScript regular expression: plain strings below.
    }
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(Math.min(schema.maxLength ?? 200, 100_000))) },
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + (integer ? 1 : 1e-6)
      : schema.minimum;
  const upper =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - (integer ? 1 : 1e-6)
      : schema.maximum;
  const min = Math.max(lower ?? -1e6, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(upper ?? 1e6, Number.MAX_SAFE_INTEGER);
  const edges = fc.constantFrom(...[min, max, lower, upper].filter((n): n is number => n !== undefined));
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: edges });
}

/** Values that mostly satisfy `schema`; closed objects sometimes carry extra fields (mass assignment). */
export function validish(schema: JsonSchema, depth = 0, pool: Pool = 'any'): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (alternatives?.length) {
    arbitrary = fc.oneof(...alternatives.map((s) => validish(s, depth + 1, pool)));
  } else if (schema.allOf?.length) {
    arbitrary = validish(Object.assign({}, ...schema.allOf), depth + 1, pool);
  } else {
    const kinds = types(schema);
    if (kinds.length === 0) arbitrary = fc.jsonValue({ maxDepth: 2 });
    else arbitrary = fc.oneof(...kinds.map((kind) => validishOfType(schema, kind, depth, pool)));
  }
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 8 }) : arbitrary;
}

function validishOfType(schema: JsonSchema, kind: string, depth: number, pool: Pool): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'string':
      return stringFor(schema, pool);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, depth > 2 ? 2 : 4));
      return fc.array(validish(schema.items ?? {}, depth + 1, pool), { minLength, maxLength });
    }
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      // `@password` becomes the actor's real password, so delete-account and change-password get past the check.
      const field = (key: string, s: JsonSchema) =>
        /password/i.test(key)
          ? fc.oneof(fc.constant('@password'), validish(s, depth + 1))
          : key === 'email'
            ? fc.oneof(freshEmail, validish(s, depth + 1))
            : validish(s, depth + 1, poolForField(key));
      const record = fc.record(Object.fromEntries(entries.map(([key, s]) => [key, field(key, s)])), {
        requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)),
      }) as fc.Arbitrary<Record<string, unknown>>;
      if (typeof schema.additionalProperties === 'object') {
        const values = validish(schema.additionalProperties, depth + 1);
        return fc
          .tuple(record, fc.dictionary(fc.string({ maxLength: 12 }), values, { maxKeys: 3 }))
          .map(([known, more]) => ({ ...more, ...known }));
      }
      if (!isClosedObject(schema)) return record;
      return fc.tuple(record, rarely(extraFields, 3)).map(([known, extra]) =>
        extra
          ? withKeys(
              { ...known },
              extra.map(([k, v]) => [k, copy(v)]),
            )
          : known,
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Mutation = {
  kind: 'replace' | 'delete' | 'extra';
  at: number;
  value: unknown;
  extra: Array<[string, unknown]>;
};

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'delete', 'extra'),
  at: fc.nat(),
  value: hostileValue,
  extra: extraFields,
});

type Slot = { parent: Record<string, unknown> | unknown[] | null; key: string | number };

function slotsOf(
  value: unknown,
  parent: Slot['parent'] = null,
  key: Slot['key'] = '',
  out: Slot[] = [],
  depth = 0,
) {
  out.push({ parent, key });
  if (depth >= WALK_DEPTH) return out;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) slotsOf(item, value, i, out, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      slotsOf(v, value as Record<string, unknown>, k, out, depth + 1);
  }
  return out;
}

function copy(value: unknown, depth = 0): unknown {
  if (depth >= WALK_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => copy(v, depth + 1));
  if (value && typeof value === 'object') {
    return withKeys(
      {},
      Object.entries(value).map(([k, v]) => [k, copy(v, depth + 1)]),
    );
  }
  return value;
}

/** Applies hostile edits at positions picked by index, so the same inputs always give the same body. */
export function mutate(value: unknown, mutations: Mutation[]): unknown {
  let root = copy(value);
  for (const m of mutations) {
    const slots = slotsOf(root);
    const slot = slots[m.at % slots.length]!;
    const current = slot.parent === null ? root : (slot.parent as Record<string | number, unknown>)[slot.key];
    // Copies: generated constants are shared between runs and must not be edited in place.
    if (m.kind === 'replace') {
      if (slot.parent === null) root = copy(m.value);
      else (slot.parent as Record<string | number, unknown>)[slot.key] = copy(m.value);
    } else if (m.kind === 'delete') {
      if (slot.parent === null) root = undefined;
      else if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
      else delete slot.parent[slot.key as string];
    } else if (current && typeof current === 'object' && !Array.isArray(current)) {
      withKeys(
        current as Record<string, unknown>,
        m.extra.map(([key, value]) => [key, copy(value)]),
      );
    }
  }
  return root;
}

const bodyValue = (schema: JsonSchema | null): fc.Arbitrary<unknown> => {
  const valid = schema ? validish(schema) : fc.constantFrom<unknown>(undefined, {}, null);
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([v, m]) => mutate(v, m)),
    },
    { weight: 1, arbitrary: hostileValue },
  );
};

const rawBodies = fc.oneof(
  fc.record({
    payload: fc.constantFrom(
      '{',
      '{"a":',
      'nul',
      '[1,]',
      '\u0000',
      '"\\ud800"',
      '{"a":1}{"b":2}',
      '',
      ' ',
      'ÿþ',
    ),
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-16', undefined),
  }),
  fc.record({
    payload: fc.constantFrom('a=1&a=2&role=admin', `${MARKER_KEY}=${MARKER_VALUE}`, '%ZZ=%', 'a[b][c]=1'),
    contentType: fc.constant('application/x-www-form-urlencoded'),
  }),
  fc.record({
    payload: fc.constantFrom(
      `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nfuzz@example.test\r\n--x\r\nContent-Disposition: form-data; name="${MARKER_KEY}"\r\n\r\n${MARKER_VALUE}\r\n--x--\r\n`,
      `--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\na,b\r\n--x--\r\n`,
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    ),
    contentType: fc.constantFrom(
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'multipart/form-data; boundary=',
    ),
  }),
  fc.record({
    payload: fc.constantFrom('plain text', '<xml/>', 'a,b\n1,2'),
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'text/csv',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ),
  }),
);

function bodyFor(op: Operation, csvBodies: fc.Arbitrary<string> | null): fc.Arbitrary<Body> {
  const options: Array<fc.WeightedArbitrary<Body>> = [
    {
      weight: 12,
      arbitrary: fc
        .tuple(
          bodyValue(op.body),
          fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'),
        )
        .map(
          ([value, contentType]): Body =>
            value === undefined ? { kind: 'none' } : { kind: 'json', value, contentType },
        ),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 2, arbitrary: rawBodies.map((r): Body => ({ kind: 'raw', ...r })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'oversize' }) },
  ];
  if (csvBodies) {
    options.push({
      weight: 12,
      arbitrary: fc
        .tuple(csvBodies, fc.constantFrom('text/csv', 'text/csv; charset=utf-8'))
        .map(([payload, contentType]): Body => ({ kind: 'raw', payload, contentType })),
    });
  }
  return fc.oneof(...options);
}

/** Path segments: real ids, random uuids, and segments a router or a uuid column could choke on. */
const pathValue = (param: Parameter, pool: Pool, paired: Pool | null): fc.Arbitrary<PathValue> =>
  fc.oneof(
    { weight: 12, arbitrary: refIndex.map((ref): PathValue => ({ pool, ref })) },
    { weight: paired ? 12 : 0, arbitrary: fc.constant<PathValue>({ pool: paired ?? pool, ref: 'pair' }) },
    {
      weight: 2,
      arbitrary: validish(param.schema, 0, pool).map((v): PathValue => {
        const ref = typeof v === 'string' ? REF.exec(v) : null;
        return ref ? { pool: ref[1] as Pool, ref: Number(ref[2]) } : { raw: encodeLoose(String(v)) };
      }),
    },
    {
      weight: 2,
      arbitrary: nastyString.map((s): PathValue => ({ raw: encodeLoose(s.slice(0, 2_000)) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '%00',
          '%2F',
          '..%2F..%2Fetc',
          '%2e%2e',
          '%ED%A0%80',
          '%FF%FE',
          '%C0%AF',
          '%E2%80%AE',
          '%',
          '%ZZ',
          '%25',
          '1%20OR%201=1',
          '-1',
          '0',
          '1e308',
          'x'.repeat(100),
          'x'.repeat(5_000),
          '00000000-0000-0000-0000-00000000000g',
          '00000000-0000-0000-0000-0000000000001',
          '{00000000-0000-0000-0000-000000000000}',
          '00000000000000000000000000000000',
        )
        .map((raw): PathValue => ({ raw })),
    },
  );

function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

const rawQueryValue = fc.constantFrom('%00', '%ZZ', '%', '%ED%A0%80', '%FF', 'a%26b%3Dc', '%5B%5D', '1%2C2');

/** One query parameter: absent, valid-ish, hostile, empty, repeated (an array), or raw bad escapes. */
const queryParts = (param: Parameter): fc.Arbitrary<QueryPart[]> => {
  const one = fc.oneof(
    { weight: 4, arbitrary: validish(param.schema).map(scalarText) },
    { weight: 2, arbitrary: hostileValue.map(scalarText).map((s) => s.slice(0, 20_000)) },
    { weight: 1, arbitrary: fc.constant('') },
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<QueryPart[]>([]) },
    { weight: 6, arbitrary: one.map((value) => [{ key: param.name, value, encode: true }]) },
    {
      weight: 2,
      arbitrary: fc
        .array(one, { minLength: 2, maxLength: 4 })
        .map((values) => values.map((value) => ({ key: param.name, value, encode: true }))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(param.name, `${param.name}[]`, `${param.name}[a]`), rawQueryValue)
        .map(([key, value]) => [{ key, value, encode: false }]),
    },
  );
};

/** A query that should pass validation, so routes with many parameters still reach their handler. */
const validQuery = (params: Parameter[]): fc.Arbitrary<QueryPart[]> =>
  fc
    .tuple(
      ...params.map((param) => {
        const value = validish(param.schema).map((v): QueryPart[] => [
          { key: param.name, value: scalarText(v), encode: true },
        ]);
        return param.required ? value : fc.option(value, { nil: [] as QueryPart[], freq: 3 });
      }),
    )
    .map((parts) => parts.flat());

const extraQuery = fc.oneof(
  { weight: 5, arbitrary: fc.constant<QueryPart[]>([]) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<QueryPart[]>(
      [{ key: 'role', value: 'admin', encode: true }],
      [{ key: '__proto__[role]', value: 'admin', encode: true }],
      [{ key: MARKER_KEY, value: 'query-extra', encode: true }],
      [{ key: '', value: '', encode: false }],
    ),
  },
);

/** On attempt routes the profiler and the attempt are drawn together (same index) half the time. */
function pairedPool(op: Operation, name: string): Pool | null {
  if (!op.path.includes('{attemptId}')) return null;
  if (name === 'attemptId') return 'test_attempts';
  return name === 'id' || name === 'assessmentId' ? 'attempt_assessments' : null;
}

/**
 * Texts a person may well type: no C0 control characters (the contract refuses those), so they pass
 * validation and reach the handler and the database, odd as they are.
 */
export const ODD_TEXTS = [
  '😀',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\u202eevil\u202c',
  '\u200f\u200e\u061c\u2066isolate\u2069',
  'مرحبا بالعالم',
  'שלום עולם',
  '\ud800',
  'a\ud800b',
  '\udc00\ud800',
  '\udfff',
  '😀\ud83d',
  'e\u0301\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\ufeffBOM',
  '\u200b\u200c\u200d',
  '\u00a0\u3000',
  ' \t\n padded \r\n',
  'line one\nline two\r\nline three',
  '\uffff\ufffe',
  '\u2028\u2029',
  '\u007f\u0085\u009f',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u{10FFFF} \u{E0041}',
  'İıŉǰ ß ﬀ',
  "'; DROP TABLE test_answers; --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '{"answer":1}',
  'null',
  'true',
  '3',
  '\\u0000',
  `\${7*7}{{7*7}}`,
  '%s%n%x',
];

/** Units a text at a length limit is built of: one, two (a surrogate pair) and eleven code units. */
const LIMIT_UNITS = ['x', 'é', '😀', 'a\u0301', '\u202e', '\ud800', '👨‍👩‍👧‍👦', ' '];

/** A text of exactly `length` UTF-16 code units (zod counts those) built of `unit`, padded with x. */
function textOfLength(unit: string, length: number): string {
  const text = unit.repeat(Math.floor(length / unit.length));
  return text + 'x'.repeat(length - text.length);
}

/** Mostly valid text for a field of at most `max` characters (trimmed first): odd, long, at the limit. */
export function oddText(max: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXTS) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...LIMIT_UNITS), fc.constantFrom(-1, 0, 0, 0, 1))
        .map(([unit, delta]) => textOfLength(unit, max + delta)),
    },
    // Over the limit before trimming, within it after.
    { weight: 1, arbitrary: fc.constant(`  \n${'x'.repeat(max)}\t `) },
  );
}

/** An answer mostly valid for the question's type, sometimes of another type, sometimes hostile. */
export function answerFor(question: Pick<MineQuestion, 'type' | 'options'>): fc.Arbitrary<unknown> {
  const rating = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(1, 5, '@num:5.0', '@num:1E0', '@num:0.5e1', '@num:4.99999999999999999'),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(0, 6, -1, 1.5, 5.000000000000001, '3', 2 ** 53, '@num:1e400'),
    },
  );
  const yesNo = fc.oneof(
    { weight: 5, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constantFrom<unknown>('true', 'false', 1, 0, 'yes') },
  );
  const choice = fc.oneof(
    { weight: 5, arbitrary: question.options.length ? fc.constantFrom(...question.options) : oddText(5000) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...(question.options.length ? question.options : ['a']))
        .map((v) => (v === v.toUpperCase() ? `${v} ` : v.toUpperCase())),
    },
    { weight: 1, arbitrary: oddText(5000) },
  );
  const own =
    question.type === 'RATING'
      ? rating
      : question.type === 'YES_NO'
        ? yesNo
        : question.type === 'MULTIPLE_CHOICE'
          ? choice
          : oddText(5000);
  return fc.oneof(
    { weight: 12, arbitrary: own },
    { weight: 2, arbitrary: fc.oneof(rating, yesNo, oddText(5000)) },
    { weight: 1, arbitrary: hostileValue },
  );
}

const jsonBody = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  fc
    .tuple(
      value,
      fc.oneof(
        { weight: 4, arbitrary: fc.constant<Mutation[]>([]) },
        { weight: 1, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 2 }) },
      ),
      rarely(extraFields, 6),
    )
    .map(([v, mutations, extra]): Body => {
      let body = mutations.length ? mutate(v, mutations) : v;
      if (extra && body && typeof body === 'object' && !Array.isArray(body)) {
        body = withKeys(
          { ...(body as Record<string, unknown>) },
          extra.map(([k, x]) => [k, copy(x)]),
        );
      }
      return body === undefined
        ? { kind: 'none' }
        : { kind: 'json', value: body, contentType: 'application/json' };
    });

type Targeted = Pick<GeneratedRequest, 'pathValues' | 'body'>;

/** Another index than `i` now and then: a foreign attempt, question or category of the person's own. */
const mostly = (i: number, n: number) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.constant(i) },
    { weight: 1, arbitrary: fc.nat({ max: Math.max(0, n - 1) }) },
  );

/**
 * Requests at the person's own rows (ids.mine): attempts with their profiler, answers to their open
 * attempts' questions valid for the question's type, ratings of the profilers they completed, their
 * notifications. Null for operations that read none of them.
 */
function targetedFor(op: Operation, mine: Mine): fc.Arbitrary<Targeted> | null {
  const key = `${op.method} ${op.path}`;
  const none: Body = { kind: 'none' };
  const ref = (pool: Pool, index: number): PathValue => ({ pool, ref: index });
  const { questions, attempts, completedProfilers, notifications } = mine;
  if (key === 'POST /api/assessments/{assessmentId}/attempts/{attemptId}/answers') {
    if (!questions.length) return null;
    return fc.nat({ max: questions.length - 1 }).chain((i) =>
      fc
        .tuple(mostly(i, questions.length), mostly(i, questions.length), mostly(i, questions.length))
        .chain(([attempt, question, category]) =>
          fc.record({
            pathValues: fc.constant({
              assessmentId: ref('mine_question_assessments', i),
              attemptId: ref('mine_question_attempts', attempt),
            }),
            body: jsonBody(
              answerFor(questions[question]!).map((answer) => ({
                questionId: `@ref:mine_questions:${question}`,
                categoryId: `@ref:mine_question_categories:${category}`,
                answer,
              })),
            ),
          }),
        ),
    );
  }
  if (op.path.includes('{attemptId}')) {
    if (!attempts.length) return null;
    return fc
      .nat({ max: attempts.length - 1 })
      .chain((i) => fc.tuple(fc.constant(i), mostly(i, attempts.length)))
      .map(([i, attempt]) => ({
        pathValues: { id: ref('mine_attempt_assessments', i), attemptId: ref('mine_attempts', attempt) },
        body: none,
      }));
  }
  if (key === 'POST /api/assessments/{id}/rate') {
    if (!completedProfilers.length) return null;
    const stars = fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 1, max: 5 }) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>('@num:5.0', '@num:1E0', 0, 6, 4.5, '5', null) },
    );
    const review = fc.oneof(
      { weight: 6, arbitrary: oddText(2000) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(null, '', '   ', undefined) },
    );
    return fc.record({
      pathValues: fc
        .nat({ max: completedProfilers.length - 1 })
        .map((i) => ({ id: ref('mine_completed_assessments', i) })),
      body: jsonBody(
        fc.record({ stars, review }).map((b) => (b.review === undefined ? { stars: b.stars } : b)),
      ),
    });
  }
  if (key === 'POST /api/auth/login') {
    // Only ever the right password with the actor's own address (see freshEmail); extra fields now and then.
    return fc
      .tuple(fc.constantFrom('@email', '@email:upper', '@email:padded'), rarely(extraFields, 3))
      .map(([email, extra]) => ({
        pathValues: {},
        body: {
          kind: 'json',
          value: withKeys(
            { email, password: '@password' },
            (extra ?? []).map(([k, v]) => [k, copy(v)]),
          ),
          contentType: 'application/json',
        },
      }));
  }
  if (!notifications.length && !attempts.length) return null;
  const notification = fc.nat({ max: Math.max(0, notifications.length - 1) });
  if (key === 'POST /api/notifications/mark-read' && notifications.length) {
    return fc.record({
      pathValues: fc.constant({}),
      body: jsonBody(notification.map((i) => ({ notificationId: `@ref:mine_notifications:${i}` }))),
    });
  }
  if (key === 'DELETE /api/notifications/{id}' && notifications.length) {
    return notification.map((i) => ({ pathValues: { id: ref('mine_notifications', i) }, body: none }));
  }
  // Results, reports, shares of an attempt: /assessments/results/{id}, /user/test-attempts/{id}.
  const [param] = op.pathParams;
  if (
    op.pathParams.length === 1 &&
    poolForPathParam(op.path, param!.name) === 'test_attempts' &&
    attempts.length
  ) {
    return fc.nat({ max: attempts.length - 1 }).map((i) => ({
      pathValues: { [param!.name]: ref('mine_attempts', i) },
      body: none,
    }));
  }
  return null;
}

/**
 * One request for `op`. With `mine` (the person actor), most requests to the routes that act on the
 * person's own rows point at them (targetedFor); the rest stay generic: foreign and random ids.
 */
export function requestFor(op: Operation, options: { csvBodies?: fc.Arbitrary<string>; mine?: Mine } = {}) {
  const generic = genericRequestFor(op, options);
  const targeted = options.mine ? targetedFor(op, options.mine) : null;
  if (!targeted) return generic;
  return fc.oneof(
    { weight: 1, arbitrary: generic },
    {
      weight: 3,
      arbitrary: fc
        .tuple(generic, targeted)
        .map(([request, own]): GeneratedRequest => ({ ...request, ...own })),
    },
  );
}

function genericRequestFor(op: Operation, options: { csvBodies?: fc.Arbitrary<string> }) {
  const sendsBody = op.method !== 'GET';
  return fc.record<GeneratedRequest>({
    pathValues: fc.record(
      Object.fromEntries(
        op.pathParams.map((p) => [
          p.name,
          pathValue(p, poolForPathParam(op.path, p.name), pairedPool(op, p.name)),
        ]),
      ),
    ),
    pair: refIndex,
    query: fc.oneof(
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.tuple(...op.query.map(queryParts)), extraQuery)
          .map(([parts, extra]) => [...parts.flat(), ...extra]),
      },
      { weight: 1, arbitrary: validQuery(op.query) },
    ),
    body: sendsBody ? bodyFor(op, options.csvBodies ?? null) : fc.constant<Body>({ kind: 'none' }),
    authorization: rarely(
      fc.constantFrom(
        'Bearer x',
        'Bearer a.b.c',
        'Basic YWRtaW46YWRtaW4=',
        'Bearer ',
        `Bearer ${'A'.repeat(8_000)}`,
      ),
      4,
    ),
    remoteAddress: fc.ipV4(),
  });
}

const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Bulk-upload files: the template with hostile cells, cut rows, extra columns, or no template at all. */
export function csvBodies(template: string): fc.Arbitrary<string> {
  const rows = template
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => line.split(','));
  const edit = fc.record({
    row: fc.nat(),
    column: fc.nat(),
    value: fc.oneof(nastyString, fc.constantFrom(...NASTY_NUMBERS).map(String)),
  });
  const edited = fc
    .tuple(fc.array(edit, { minLength: 1, maxLength: 6 }), fc.nat({ max: rows.length + 2 }))
    .map(([edits, keep]) => {
      const copy = rows.map((r) => [...r]);
      for (const e of edits) {
        const row = copy[e.row % copy.length]!;
        row[e.column % (row.length + 1)] = csvCell(e.value);
      }
      return copy
        .slice(0, Math.max(1, keep))
        .map((r) => r.join(','))
        .join('\n');
    });
  return fc.oneof(
    { weight: 6, arbitrary: edited },
    { weight: 1, arbitrary: fc.constant(template) },
    { weight: 1, arbitrary: nastyString },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '\ufeff',
        '"',
        'a,b\n"unterminated',
        `${rows[0]!.join(',')}\n${'x,'.repeat(5000)}`,
      ),
    },
  );
}

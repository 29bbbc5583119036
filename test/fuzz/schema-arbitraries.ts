import fc, { type Arbitrary } from 'fast-check';

/** The part of JSON Schema 2020-12 that the OpenAPI document and zod's toJSONSchema produce. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Ids that exist (the fixture's worlds, entities, arcs, beats, keys) and ones that do not or cannot. */
export interface KnownIds {
  readonly existing: readonly string[];
}

/** Unicode that breaks naive code: NUL, a lone surrogate, BOM, right-to-left override, zero width, combining marks, emoji. */
export const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff tail',
  '\ufeffBOM',
  '\u202eevil',
  'zero\u200bwidth',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝕳𝖊𝖑𝖑𝖔',
  '\r\n\t',
  ' ',
  '',
];

/** Strings an attacker sends: injections, traversal, format strings, a prototype key. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE worlds; --',
  '$1',
  '%00',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  '-1',
  '1e309',
];

export const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  '3F0E6A52-8C1D-4B7E-9A64-2D5F1C0B7E91',
  '3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e9',
  '3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91x',
  "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91' --",
  '',
];

/** A value nested `depth` times (arrays or objects), built without recursion. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const HUGE_STRING = 'x'.repeat(200_000);

/** Anything but what a field asks for: other JSON types, edges, huge, deep. */
export function hostileValue(): Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0, 2 ** 53 + 1, 1e308, -1e308, [], {}, [null], { '': '' }),
    fc.constantFrom(...UNICODE_EDGES, ...HOSTILE_STRINGS, ...BAD_IDS),
    fc.constant(HUGE_STRING),
    fc.constantFrom(deeplyNested(3000, 'array'), deeplyNested(3000, 'object'), deeplyNested(50, 'object')),
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
  );
}

/** Builds arbitraries from schemas; `$ref`s point into `root` (the OpenAPI document, or the schema itself). */
export class SchemaArbitraries {
  constructor(
    private readonly root: unknown,
    private readonly ids: KnownIds,
  ) {}

  /** A value the schema accepts (or close to it where the schema says more than JSON Schema can, e.g. refinements). */
  valid(schema: JsonSchema, depth = 0): Arbitrary<unknown> {
    if (schema.$ref) return this.valid(this.resolve(schema.$ref), depth);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const union = schema.anyOf ?? schema.oneOf;
    if (union) return fc.oneof(...union.map((member) => this.valid(member, depth + 1)));
    if (schema.allOf) return this.valid(Object.assign({}, ...schema.allOf.map((part) => (part.$ref ? this.resolve(part.$ref) : part))), depth);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length > 1) return fc.oneof(...types.map((type) => this.valid({ ...schema, type }, depth)));
    switch (types[0]) {
      case 'string':
        return this.string(schema);
      case 'integer':
        return fc.integer({ min: bound(schema.minimum, schema.exclusiveMinimum, -1000, 1), max: bound(schema.maximum, schema.exclusiveMaximum, 1000, -1) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(depth > 4 ? fc.constant(null) : this.valid(schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case 'object':
        return this.object(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  /**
   * A value close to valid, with one thing wrong: a required field missing, a field of the wrong type or
   * value (hostile), an unknown field, or the whole value replaced.
   */
  nearValid(schema: JsonSchema): Arbitrary<unknown> {
    const resolved = schema.$ref ? this.resolve(schema.$ref) : schema;
    const fields = Object.keys(resolved.properties ?? {});
    if (fields.length === 0) return fc.oneof(this.valid(resolved), hostileValue());
    return fc.tuple(this.valid(resolved), fc.constantFrom(...fields), hostileValue(), fc.integer({ min: 0, max: 3 })).map(([value, field, hostile, how]) => {
      const object = { ...(value as Record<string, unknown>) };
      if (how === 0) delete object[field];
      else if (how === 1 || how === 2) object[field] = hostile;
      else object[`unexpected_${field}`] = hostile;
      return object;
    });
  }

  private string(schema: JsonSchema): Arbitrary<string> {
    if (schema.format === 'uuid') {
      return fc.oneof({ arbitrary: fc.constantFrom(...this.ids.existing), weight: 6 }, { arbitrary: fc.uuid(), weight: 2 }, { arbitrary: fc.constantFrom(...BAD_IDS), weight: 1 });
    }
    if (schema.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    if (schema.format === 'email') return fc.emailAddress();
    if (schema.pattern && !schema.format) return fc.stringMatching(new RegExp(schema.pattern));
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 60, 60);
    return fc.oneof(
      { arbitrary: fc.string({ unit: 'grapheme', minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, minLength, 1) }), weight: 6 },
      { arbitrary: fc.constant('a'.repeat(Math.max(minLength, 1))), weight: 1 },
      { arbitrary: fc.constant('b'.repeat(schema.maxLength ?? 100)), weight: 1 },
    );
  }

  private object(schema: JsonSchema, depth: number): Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const record: Record<string, Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(properties)) record[name] = this.valid(property, depth + 1);
    return fc.record(record, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
  }

  private resolve(ref: string): JsonSchema {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are followed: ${ref}`);
    let node: unknown = this.root;
    for (const segment of ref.slice(2).split('/')) node = (node as Record<string, unknown>)[decodeURIComponent(segment.replaceAll('~1', '/').replaceAll('~0', '~'))];
    if (!node) throw new Error(`Unresolved $ref ${ref}`);
    return node as JsonSchema;
  }
}

function bound(inclusive: number | undefined, exclusive: number | undefined, fallback: number, step: number): number {
  if (inclusive !== undefined) return inclusive;
  if (exclusive !== undefined) return exclusive + step;
  return fallback;
}

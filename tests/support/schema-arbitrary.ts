/**
 * fast-check arbitraries for the values openapi.yaml's request schemas allow: a JSON Schema
 * (the subset the contract's requests use: $ref, allOf, oneOf/anyOf, type, enum, const, bounds,
 * lengths, pattern, format date, items, properties and required) to an arbitrary of valid values. Read from
 * the contract, so a new field or bound is generated without a change here.
 */
import fc from 'fast-check';
import { openApiDocument } from '#scripts/contract/openapi-validator.ts';

type Schema = Record<string, unknown>;

function isObject(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/…`) in openapi.yaml. */
export function resolveRef(value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  const found = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), openApiDocument());
  return resolveRef(found);
}

/** allOf's parts merged into one object schema (the contract uses allOf for objects only). */
function merged(parts: unknown[]): Schema {
  const properties: Schema = {};
  const required: string[] = [];
  for (const part of parts.map(resolveRef).filter(isObject)) {
    const flat = Array.isArray(part.allOf) ? merged(part.allOf) : part;
    for (const [name, inner] of Object.entries(isObject(flat.properties) ? flat.properties : {})) {
      // A field two parts describe keeps both parts' constraints (region: minLength 1).
      const before = resolveRef(properties[name]);
      properties[name] = isObject(before) ? { ...(resolveRef(inner) as Schema), ...before } : inner;
    }
    if (Array.isArray(flat.required)) required.push(...(flat.required as string[]));
  }
  return { type: 'object', properties, required };
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  // The contract's one format a request carries: a calendar day (RFC 3339 full-date).
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((day) => day.toISOString().slice(0, 10));
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
  return fc.string({ minLength, maxLength });
}

function integerOf(schema: Schema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31);
  const max = typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER;
  return fc.integer({ min, max });
}

function objectOf(schema: Schema): fc.Arbitrary<Schema> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model = Object.fromEntries(
    Object.entries(properties)
      // `image: false`: a field the contract forbids is never sent.
      .filter(([, inner]) => inner !== false)
      .map(([name, inner]) => [name, arbitraryFor(inner)]),
  );
  // A required field the properties do not describe (none today) gets any text.
  for (const name of required) model[name] ??= fc.string();
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Schema>;
}

/** An arbitrary of the values `schema` allows. */
export function arbitraryFor(raw: unknown): fc.Arbitrary<unknown> {
  const schema = resolveRef(raw);
  if (!isObject(schema)) return fc.anything();
  if (Array.isArray(schema.allOf)) return objectOf(merged(schema.allOf));
  const choices = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choices)) return fc.oneof(...choices.map(arbitraryFor));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const type = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  const arbitraries = type.map((name): fc.Arbitrary<unknown> => {
    switch (name) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return integerOf(schema);
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(arbitraryFor(schema.items), {
          minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
          maxLength: Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 5, 5),
        });
      case 'object':
        return objectOf(schema);
      default:
        return isObject(schema.properties) ? objectOf(schema) : fc.anything();
    }
  });
  return arbitraries.length === 1
    ? (arbitraries[0] as fc.Arbitrary<unknown>)
    : fc.oneof(...arbitraries);
}

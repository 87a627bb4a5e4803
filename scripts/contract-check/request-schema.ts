/**
 * An operation's request as openapi.yaml describes it, flattened for the checker: `$ref`s
 * followed and `allOf` parts merged into one object schema (a field two parts describe keeps
 * both parts' constraints), the path and query parameters with their schemas.
 */
import { contractOperation, openApiDocument } from '#scripts/contract/openapi-validator.ts';
import { isObject } from './json-object.ts';

export type Schema = Record<string, unknown> | boolean;

/** Follows a local `$ref` (`#/components/…`). */
export function resolved(value: unknown): unknown {
  let node = value;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 20; hops += 1) {
    const ref: string = node.$ref;
    node = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), openApiDocument());
  }
  return node;
}

/** The schema with its `allOf` merged (the contract composes objects only), refs followed. */
export function flattened(raw: unknown): Schema {
  const schema = resolved(raw);
  if (typeof schema === 'boolean') return schema;
  if (!isObject(schema)) return true;
  if (!Array.isArray(schema.allOf)) return schema;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const part of schema.allOf.map(flattened)) {
    if (!isObject(part)) continue;
    for (const [name, inner] of Object.entries(isObject(part.properties) ? part.properties : {})) {
      const before = resolved(properties[name]);
      const now = resolved(inner);
      properties[name] = isObject(before) && isObject(now) ? { ...now, ...before } : inner;
    }
    if (Array.isArray(part.required)) required.push(...(part.required as string[]));
  }
  const { allOf: _allOf, ...rest } = schema;
  return { ...rest, type: 'object', properties, required: [...new Set(required)] };
}

/** The request body's schema and media type, or null when the operation takes no body. */
export function bodySchema(operationId: string): { schema: Schema; mediaType: string } | null {
  const requestBody = resolved(contractOperation(operationId).operation.requestBody);
  if (!isObject(requestBody) || !isObject(requestBody.content)) return null;
  const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
  if (mediaType === undefined || !isObject(media)) return null;
  return { schema: flattened(media.schema), mediaType };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

/** The path and query parameters an operation documents. */
export function parameters(operationId: string): Parameter[] {
  const list = contractOperation(operationId).operation.parameters;
  return (Array.isArray(list) ? list : []).map(resolved).flatMap((raw) => {
    if (
      !isObject(raw) ||
      (raw.in !== 'path' && raw.in !== 'query') ||
      typeof raw.name !== 'string'
    ) {
      return [];
    }
    return [
      {
        name: raw.name,
        in: raw.in,
        required: raw.required === true,
        schema: flattened(raw.schema),
      },
    ];
  });
}

/** The schema of one top-level field of the body (changePlan's `daySpan`), or null. */
export function bodyField(operationId: string, field: string): Record<string, unknown> | null {
  const body = bodySchema(operationId)?.schema;
  const properties = isObject(body) && isObject(body.properties) ? body.properties : {};
  const found = flattened(properties[field]);
  return isObject(found) ? found : null;
}

/**
 * Requests off the contract, read from openapi.yaml as Schemathesis does its negative testing:
 * for an operation's valid sample, each documented constraint of its parameters and body
 * (required, type, minimum, maximum, minLength, maxLength, pattern, enum, const, format, minItems,
 * maxItems, a field it forbids) broken once, the rest left valid. A new field or bound of the
 * contract is broken without an edit here.
 */
import type { SampleRequest } from '#scripts/contract/sample-requests.ts';
import { isObject } from './json-object.ts';
import { bodySchema, flattened, parameters, type Schema } from './request-schema.ts';
import { violationsOf, type Pick } from './schema-violations.ts';

/** One broken constraint: where and what, and how to break it in a request. */
export interface Mutation {
  what: string;
  /** `query/region`, `path/planId`, `body/orderItemList/0/variantNum`. */
  where: string;
  apply(request: SampleRequest, pick: Pick): SampleRequest;
}

type Json = Record<string, unknown>;

function setAt(
  root: unknown,
  path: readonly (string | number)[],
  value: unknown | undefined,
): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy: unknown = Array.isArray(root) ? [...root] : isObject(root) ? { ...root } : root;
  if (!Array.isArray(copy) && !isObject(copy)) return root;
  const container = copy as Json;
  const name = String(key);
  if (!(name in container)) return root;
  if (rest.length > 0 || value !== undefined) {
    container[name] = setAt(container[name], rest, value);
    return copy;
  }
  if (Array.isArray(copy)) return copy.filter((_, index) => index !== Number(name));
  return Object.fromEntries(Object.entries(container).filter(([key]) => key !== name));
}

/** Mutations of a value under `schema` at `path` of the body, following the sample's value. */
function bodyMutations(schema: Schema, value: unknown, path: (string | number)[]): Mutation[] {
  const where = ['body', ...path].join('/');
  const set = (next: (pick: Pick) => unknown) => (request: SampleRequest, pick: Pick) => ({
    ...request,
    body: setAt(request.body, path, next(pick)),
  });
  const own: Mutation[] = violationsOf(schema, value).map((violation) => ({
    what: `${where} ${violation.what}`,
    where,
    apply: set(violation.value),
  }));
  if (!isObject(schema)) return own;
  const nested: Mutation[] = [];
  if (isObject(value) && isObject(schema.properties)) {
    for (const [name, inner] of Object.entries(schema.properties)) {
      if (inner === false) {
        nested.push({
          what: `${where}/${name} sent, which the contract forbids`,
          where: `${where}/${name}`,
          apply: (request) => ({
            ...request,
            body: setAt(request.body, path, { ...value, [name]: 'x' }),
          }),
        });
      } else if (name in value)
        nested.push(...bodyMutations(inner as Schema, value[name], [...path, name]));
    }
    for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
      if (!(name in value)) continue;
      nested.push({
        what: `${where}/${name} missing (required)`,
        where: `${where}/${name}`,
        apply: (request) => ({ ...request, body: setAt(request.body, [...path, name], undefined) }),
      });
    }
  }
  if (Array.isArray(value) && value.length > 0 && schema.items !== undefined) {
    nested.push(...bodyMutations(flattened(schema.items), value[0], [...path, 0]));
  }
  return [...own, ...nested];
}

function parameterMutations(operationId: string, sample: SampleRequest): Mutation[] {
  return parameters(operationId).flatMap((parameter) => {
    const holder = parameter.in === 'path' ? 'pathParams' : 'query';
    const value = sample[holder][parameter.name];
    if (value === undefined) return [];
    const where = `${parameter.in}/${parameter.name}`;
    const put = (next: unknown) => (request: SampleRequest) => ({
      ...request,
      [holder]: {
        ...request[holder],
        [parameter.name]: next === undefined ? undefined : String(next),
      },
    });
    const broken = violationsOf(parameter.schema, value, parameter.in).map((violation) => ({
      what: `${where} ${violation.what}`,
      where,
      apply: (request: SampleRequest, pick: Pick) => put(violation.value(pick))(request),
    }));
    const missing: Mutation = {
      what: `${where} missing (required)`,
      where,
      apply: (request) => {
        const { [parameter.name]: _gone, ...rest } = request.query;
        return { ...request, query: rest };
      },
    };
    return parameter.in === 'query' && parameter.required ? [missing, ...broken] : broken;
  });
}

/** Every constraint of the operation's request broken once, on its valid sample. */
export function badRequests(operationId: string, sample: SampleRequest): Mutation[] {
  const body = bodySchema(operationId);
  return [
    ...parameterMutations(operationId, sample),
    ...(body === null || sample.body === undefined
      ? []
      : bodyMutations(body.schema, sample.body, [])),
  ];
}

import type { paths } from './generated/schema.d.ts';
import type { SharedBodyKey, SharedQueryKey, WithOptional } from './shared-field-values.ts';

/**
 * Spec section 7's shared fields are optional: the shared-fields middleware fills them, and a
 * value a request passes still wins.
 */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type SharedQueryOptional<Params> = Params extends { query: infer Query }
  ? Omit<Params, 'query'> &
      ([RequiredKeys<WithOptional<Query, SharedQueryKey>>] extends [never]
        ? { query?: WithOptional<Query, SharedQueryKey> }
        : { query: WithOptional<Query, SharedQueryKey> })
  : Params;

// JSON arrays (the batched trace call) and form bodies (the beacon) get no shared fields.
type SharedBodyOptional<RequestBody> = RequestBody extends {
  content: { 'application/json': infer Body };
}
  ? Omit<RequestBody, 'content'> & {
      content: Omit<RequestBody['content'], 'application/json'> & {
        'application/json': Body extends readonly unknown[]
          ? Body
          : WithOptional<Body, SharedBodyKey>;
      };
    }
  : RequestBody;

type ClientOperation<Operation> = {
  [K in keyof Operation]: K extends 'parameters'
    ? SharedQueryOptional<Operation[K]>
    : K extends 'requestBody'
      ? SharedBodyOptional<Operation[K]>
      : Operation[K];
};

export type ClientPaths = {
  [Path in keyof paths]: {
    [Method in keyof paths[Path]]: paths[Path][Method] extends { responses: unknown }
      ? ClientOperation<paths[Path][Method]>
      : paths[Path][Method];
  };
};

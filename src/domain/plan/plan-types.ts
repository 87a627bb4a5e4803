/**
 * The plan as the server sends it (spec section 3): the contract's own types, generated from
 * openapi.yaml, never a copy, so a field renamed there fails typecheck everywhere the domain
 * reads it (issue 10).
 */
import type { components } from '#src/api/generated/schema.d.ts';

type Schemas = components['schemas'];

export type ServerPlan = Schemas['Plan'];
export type ServerOrderItem = Schemas['OrderItem'];

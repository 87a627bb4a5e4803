/**
 * What the contract's Plan schema says of a plan's fields, read from openapi.yaml: each field's
 * `default` (a field left out has it: `daySpan` 30, `status` 0) and which writes may change it
 * (`x-changes`). A new plan field needs no edit here.
 */
import { openApiDocument } from '#scripts/contract/openapi-validator.ts';
import { isObject } from './json-object.ts';

function planProperties(): Record<string, unknown> {
  const components = openApiDocument().components;
  const schemas = isObject(components) && isObject(components.schemas) ? components.schemas : {};
  const plan = schemas.Plan;
  return isObject(plan) && isObject(plan.properties) ? plan.properties : {};
}

let defaults: Record<string, unknown> | null = null;

/** The Plan fields that have a `default`, with it. */
export function planDefaults(): Record<string, unknown> {
  defaults ??= Object.fromEntries(
    Object.entries(planProperties()).flatMap(([name, property]) =>
      isObject(property) && 'default' in property ? [[name, property.default]] : [],
    ),
  );
  return defaults;
}

/** Every field the Plan schema lists. */
export function planFields(): string[] {
  return Object.keys(planProperties());
}

/** The Plan field `x-plan-status` is about: the one whose schema is PlanStatus. */
export function statusField(): string | undefined {
  return Object.entries(planProperties()).find(
    ([, property]) =>
      isObject(property) &&
      typeof property.$ref === 'string' &&
      property.$ref.endsWith('/PlanStatus'),
  )?.[0];
}

/**
 * The operations of a contract whose request or answers use a shared schema, directly or through
 * other components (schemas, answers, bodies), found from the contract's text: a component uses
 * `Address` when its text names a `$ref` to `Address` or to a component that does.
 */
type Contract = {
  paths: Record<string, unknown>;
  components: Record<string, unknown>;
};

interface SchemaUsers {
  request: string[];
  answer: string[];
}

export function schemaUsers(contract: Contract, schema: string): SchemaUsers {
  const components = Object.entries(contract.components).flatMap(([section, entries]) =>
    Object.entries(entries as object).map(([name, body]) => ({
      ref: `"#/components/${section}/${name}"`,
      text: JSON.stringify(body),
    })),
  );
  const using = new Set([`"#/components/schemas/${schema}"`]);
  for (let grown = true; grown;) {
    grown = false;
    for (const { ref, text } of components) {
      if (!using.has(ref) && [...using].some((used) => text.includes(used))) {
        using.add(ref);
        grown = true;
      }
    }
  }
  const uses = (part: unknown) =>
    [...using].some((ref) => JSON.stringify(part ?? null).includes(ref));
  const users: SchemaUsers = { request: [], answer: [] };
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item as object) as Record<string, unknown>[]) {
      const id = operation.operationId;
      if (typeof id !== 'string') continue;
      if (uses(operation.requestBody) || uses(operation.parameters)) users.request.push(id);
      if (uses(operation.responses)) users.answer.push(id);
    }
  }
  return users;
}

export type ResponseJson = { ok: true; value: unknown } | { ok: false };

const bodies = new WeakMap<Response, Promise<ResponseJson>>();

async function read(response: Response): Promise<ResponseJson> {
  try {
    return { ok: true, value: JSON.parse(await response.clone().text()) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Parsed once for all middleware (dozens of product answers made re-parsing costly). Never rejects.
 */
export function readResponseJson(response: Response): Promise<ResponseJson> {
  let body = bodies.get(response);
  if (!body) {
    body = read(response);
    bodies.set(response, body);
  }
  return body;
}

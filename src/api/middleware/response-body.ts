/** An answer's body parsed as JSON, or why not (not JSON, empty, unreadable). */
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
 * The body of an answer, read and parsed once for all the middleware that look at it (the
 * envelope rules, the answer checks): each used to clone and parse it on its own, and a page's
 * dozens of product answers made that a visible share of its blocking time. The
 * answer itself is left unread for openapi-fetch. Never rejects.
 */
export function readResponseJson(response: Response): Promise<ResponseJson> {
  let body = bodies.get(response);
  if (!body) {
    body = read(response);
    bodies.set(response, body);
  }
  return body;
}

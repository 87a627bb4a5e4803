// The child's side of child-process.ts: tells the parent it is ready (with `ready`), then answers
// each request the parent sends with `handle`'s result or its error, under the request's id.
export function serveParent(ready, handle) {
  process.on('message', ({ id, ...request }) => {
    Promise.resolve()
      .then(() => handle(request))
      .then(
        (reply) => process.send({ id, reply: reply ?? null }),
        (error) => process.send({ id, error: String(error?.message ?? error) }),
      );
  });
  process.send({ ready });
}

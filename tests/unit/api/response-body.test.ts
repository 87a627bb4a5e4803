import { describe, expect, it, vi } from 'vitest';
import { readResponseJson } from '#src/api/middleware/response-body.ts';

describe('readResponseJson: one reading of an answer for every middleware', () => {
  it('parses a JSON answer once however many ask, and leaves the answer readable', async () => {
    const response = new Response(JSON.stringify({ code: 200, msg: 'success', data: [1] }));
    const clone = vi.spyOn(response, 'clone');
    const first = await readResponseJson(response);
    const second = await readResponseJson(response);
    expect(first).toEqual({ ok: true, value: { code: 200, msg: 'success', data: [1] } });
    expect(second).toBe(first);
    expect(clone).toHaveBeenCalledTimes(1);
    // openapi-fetch reads the answer itself afterwards.
    expect(await response.json()).toEqual({ code: 200, msg: 'success', data: [1] });
  });

  it.each([
    ['an HTML page', '<html>Maintenance</html>'],
    ['broken JSON', '{"code": 200,'],
    ['an empty body', ''],
  ])('%s is not JSON, and does not throw', async (_what, body) => {
    expect(await readResponseJson(new Response(body))).toEqual({ ok: false });
  });

  it('two answers are two readings', async () => {
    const a = await readResponseJson(new Response('{"n":1}'));
    const b = await readResponseJson(new Response('{"n":2}'));
    expect([a, b]).toEqual([
      { ok: true, value: { n: 1 } },
      { ok: true, value: { n: 2 } },
    ]);
  });
});

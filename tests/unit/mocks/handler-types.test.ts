import { describe, expect, it } from 'vitest';
import { http } from '#mocks/handlers/common.ts';

// The handlers are typed against the generated `paths` (openapi-msw): an answer that is not in
// openapi.yaml does not compile. The checks below are compile-time: each `@ts-expect-error`
// marks an off-contract answer, and `npm run typecheck` fails if one of them ever compiles (the
// typing was lost). At run time they are ordinary handlers.

describe('contract-typed handlers', () => {
  it('reject off-contract answers at compile time', () => {
    const handlers = [
      http.get('/autoShip/queryAutoShipPlan', ({ response }) =>
        // @ts-expect-error status 3 is not a PlanStatus (0, 1, 2)
        response(200).json({ code: 200, msg: 'success', data: { planId: 1, status: 3 } }),
      ),
      http.get('/autoShip/queryAutoShipPlan', ({ response }) =>
        // @ts-expect-error the envelope needs `msg`
        response(200).json({ code: 200, data: null }),
      ),
      http.get('/autoShip/pausePlan/{planId}', ({ response }) =>
        // @ts-expect-error 404 is not an answer of pausePlan
        response(404).json({ code: 404, msg: 'Not Found', data: null }),
      ),
      http.get('/products/{handle}.js', ({ response }) =>
        // @ts-expect-error the store product is not an envelope: `variants` and `title` are required
        response(200).json({ id: 1, handle: 'x', code: 200 }),
      ),
      http.post('/trace/submitIntoCenter', ({ response }) =>
        // @ts-expect-error the trace calls have no 404 answer in the contract
        response(404).json({ code: 404, msg: 'Not Found', data: null }),
      ),
      // @ts-expect-error not a path of the contract
      http.get('/autoShip/queryEverything', ({ response }) => response(200).json({})),
    ];
    expect(handlers).toHaveLength(6);
  });
});

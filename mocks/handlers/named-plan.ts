/**
 * Whether a call names a plan that is not the store's shopper's (in its path or its body's
 * `planId`): the backend answers such a call "no such plan" (openapi.yaml x-plan-scoped) before
 * anything a scenario makes the shopper's own plan answer (checkout-5052's failure).
 */
import { OPERATIONS, type OperationId } from '#mocks/operations.ts';
import type { MockStore } from '#mocks/store.ts';

function pathPlanId(operationId: OperationId, request: Request): number | undefined {
  const template = OPERATIONS[operationId].path.split('/');
  const at = template.indexOf('{planId}');
  if (at < 0) return undefined;
  // The template's segments are the path's last ones (a base path may come before them).
  const segments = new URL(request.url).pathname.split('/');
  const value = segments[segments.length - template.length + at];
  return value === undefined ? undefined : Number(value);
}

async function bodyPlanId(request: Request): Promise<number | undefined> {
  if (!(request.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const body = (await request.clone().json()) as { planId?: unknown };
    return typeof body.planId === 'number' && body.planId > 0 ? body.planId : undefined;
  } catch {
    return undefined;
  }
}

export async function namesAnotherPlan(
  store: MockStore,
  operationId: OperationId,
  request: Request,
): Promise<boolean> {
  if (!OPERATIONS[operationId].planScoped) return false;
  const named = pathPlanId(operationId, request) ?? (await bodyPlanId(request));
  return named !== undefined && named !== store.queryPlan()?.planId;
}

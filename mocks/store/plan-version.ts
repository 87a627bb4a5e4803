/**
 * The plan's `version` and the `planVersion` check (openapi.yaml, "Plan version", proposed): the
 * version moves on whenever the stored plan changes, whichever call changed it, and a plan write
 * that names another version than the plan's is refused with 5007 before it changes anything.
 */
import type { StoredPlan } from './mock-state.ts';

interface Committed {
  planId: number;
  /** The backend's counter, given out as text (openapi.yaml: the version is opaque). */
  version: number;
  content: string;
}

function content(plan: StoredPlan): string {
  const { version: _version, ...rest } = plan;
  return JSON.stringify(rest);
}

/**
 * Stamps the plan as it is committed: a plan changed since the last commit gets the next version,
 * one unchanged keeps its own, a new plan starts at its seed's version or 1. The last stamped
 * plan is remembered here, so a plan built again under the same id never goes back to a version
 * it had.
 */
export function planVersioning() {
  let committed: Committed | null = null;
  return {
    stamp(plan: StoredPlan | null): void {
      if (!plan) return;
      const now = content(plan);
      let version = Number(plan.version ?? 1) || 1;
      if (committed?.planId === plan.planId) {
        version = now === committed.content ? committed.version : committed.version + 1;
      }
      plan.version = String(version);
      committed = { planId: plan.planId, version, content: now };
    },
    /** A new session (a reset, or a state adopted from storage): its plans start afresh. */
    forget(): void {
      committed = null;
    },
  };
}

/**
 * The backend's 5007 text when `sent` (the request's `planVersion`) is not the version of the
 * plan `planId` names; null when it is, when none was sent, or when there is no such plan (the
 * call itself answers 5002).
 */
export function stalePlanVersion(
  plan: StoredPlan | null,
  planId: number | null,
  sent: string | null,
): string | null {
  if (sent === null || planId === null || !plan || plan.planId !== planId) return null;
  const version = plan.version ?? '1';
  return version === sent ? null : `Plan ${planId} has changed (version ${version}, not ${sent})`;
}

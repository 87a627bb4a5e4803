import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { lazyUntilOpen } from '#src/components/ui/dialog/lazy-until-open.tsx';
import { SkeletonLines } from '#src/components/ui/skeleton/skeleton-lines.tsx';
import { loadOnce } from '#src/domain/load-once.ts';
import type * as ConfirmDialogModule from './confirm-plan-action-dialog.tsx';
import type * as NoPlanModule from './no-plan-view.tsx';
import type * as LoadErrorModule from './plan-load-error.tsx';

/**
 * The account page's parts a shopper with a plan does not see when the page opens: the no-plan
 * view, the failure notices and the confirmation dialog of pause and delete. Their code loads
 * when the page is first idle (or when one of them is shown first), not with the page's first
 * paint. A part shown before its code is there shows the page's loading lines meanwhile. A failed
 * idle download is tried again when the part is shown (loadOnce); one that fails then is the
 * route's error boundary's to say, with its Try again (a blank page never).
 */
interface RarePart<Props> {
  Component: ComponentType<Props>;
  preload: () => void;
}

function rarePart<Props extends object>(
  importPart: () => Promise<ComponentType<Props>>,
): RarePart<Props> {
  let loaded: ComponentType<Props> | null = null;
  const load = loadOnce(async () => (loaded = await importPart()));
  const Lazy = lazy(async () => ({ default: await load() }));
  function Part(props: Props) {
    // Already downloaded (the idle preload): rendered in this very commit, so the page's focus
    // moves to it (the no-plan heading after a deletion) as it would to any part of the page.
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<SkeletonLines lines={6} label="Loading your autoship plan…" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component: Part, preload: () => void load().catch(() => undefined) };
}

const noPlanView = rarePart<ComponentProps<typeof NoPlanModule.NoPlanView>>(
  async () => (await import('./no-plan-view.tsx')).NoPlanView,
);
const forbiddenNotice = rarePart<object>(
  async () => (await import('./forbidden-notice.tsx')).ForbiddenNotice,
);
const planLoadError = rarePart<ComponentProps<typeof LoadErrorModule.PlanLoadError>>(
  async () => (await import('./plan-load-error.tsx')).PlanLoadError,
);
const signingInNotice = rarePart<object>(
  async () => (await import('./signing-in-notice.tsx')).SigningInNotice,
);

export const LazyNoPlanView = noPlanView.Component;
export const LazyForbiddenNotice = forbiddenNotice.Component;
export const LazyPlanLoadError = planLoadError.Component;
export const LazySigningInNotice = signingInNotice.Component;

const loadConfirmDialog = loadOnce(() => import('./confirm-plan-action-dialog.tsx'));

/**
 * The pause and delete confirmation, rendered by the page from the start (closed). Its download
 * on the page's first idle moment brings the other rare parts with it.
 */
export const LazyConfirmPlanActionDialog =
  lazyUntilOpen<ConfirmDialogModule.ConfirmPlanActionDialogProps>(
    async () => {
      for (const part of [noPlanView, forbiddenNotice, planLoadError, signingInNotice]) {
        part.preload();
      }
      return (await loadConfirmDialog()).ConfirmPlanActionDialog;
    },
    (props) => props.action !== null,
  );

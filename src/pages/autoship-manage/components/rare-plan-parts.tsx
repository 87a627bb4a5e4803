import type { ComponentProps } from 'react';
import { lazyUntilOpen } from '#src/components/ui/dialog/lazy-until-open.tsx';
import { rarePart } from '#src/components/ui/rare-part/rare-part.tsx';
import { loadOnce } from '#src/domain/load-once.ts';
import type * as ConfirmDialogModule from './confirm-plan-action-dialog.tsx';
import type * as NoPlanModule from './no-plan-view.tsx';
import type * as LoadErrorModule from './plan-load-error.tsx';
import { t } from '#src/domain/i18n/en/manage.ts';

/**
 * The account page's parts a shopper with a plan does not see when the page opens: the no-plan
 * view, the failure notices and the confirmation dialog of pause and delete. Their code loads
 * when the page is first idle (or when one of them is shown first), not with the page's first
 * paint (`rarePart`).
 */
const LOADING = () => t('manage.loading');

const noPlanView = rarePart<ComponentProps<typeof NoPlanModule.NoPlanView>>(
  async () => (await import('./no-plan-view.tsx')).NoPlanView,
  LOADING,
);
const forbiddenNotice = rarePart<object>(
  async () => (await import('./forbidden-notice.tsx')).ForbiddenNotice,
  LOADING,
);
const planLoadError = rarePart<ComponentProps<typeof LoadErrorModule.PlanLoadError>>(
  async () => (await import('./plan-load-error.tsx')).PlanLoadError,
  LOADING,
);
const signingInNotice = rarePart<object>(
  async () => (await import('./signing-in-notice.tsx')).SigningInNotice,
  LOADING,
);

export const LazyNoPlanView = noPlanView.Component;
export const LazyForbiddenNotice = forbiddenNotice.Component;
export const LazyPlanLoadError = planLoadError.Component;
export const LazySigningInNotice = signingInNotice.Component;

const loadConfirmDialog = loadOnce(() => import('./confirm-plan-action-dialog.tsx'));

/**
 * The pause and delete confirmation (and the next-delivery dialog), rendered by the page from the
 * start (closed). Its download
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

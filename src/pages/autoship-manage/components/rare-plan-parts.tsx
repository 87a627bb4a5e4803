import type { ComponentProps } from 'react';
import { lazyUntilOpen } from '#src/components/ui/dialog/lazy-until-open.tsx';
import { rarePart } from '#src/components/ui/rare-part/rare-part.tsx';
import { loadOnce } from '#src/domain/load-once.ts';
import type * as ConfirmDialogModule from './confirm-plan-action-dialog.tsx';
import type * as NoPlanModule from './no-plan-view.tsx';
import type * as LoadErrorModule from './plan-load-error.tsx';
import type * as ItemsEditorModule from '#src/pages/autoship-manage/items-edit/items-editor.tsx';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * The account page's parts a shopper with a plan does not see when the page opens: the no-plan
 * view, the failure notices and the confirmation dialog of pause and delete. Their code loads
 * when the page is first idle (or when one of them is shown first), not with the page's first
 * paint (`rarePart`).
 */
const LOADING = () => t('manage.loading');
const loadConfirmDialog = loadOnce(() => import('./confirm-plan-action-dialog.tsx'));

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

// Opened by 'Change items' only, through the dialog's chunk: an import() of its own here would
// put the list of the editor's files into the page's first download.
const itemsEditor = rarePart<ComponentProps<typeof ItemsEditorModule.ItemsEditor>>(
  async () => (await loadConfirmDialog()).loadItemsEditor(),
  LOADING,
);

export const LazyNoPlanView = noPlanView.Component;
export const LazyItemsEditor = itemsEditor.Component;
export const LazyForbiddenNotice = forbiddenNotice.Component;
export const LazyPlanLoadError = planLoadError.Component;
export const LazySigningInNotice = signingInNotice.Component;

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

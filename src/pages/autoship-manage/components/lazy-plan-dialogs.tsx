import type { ComponentProps } from 'react';
import { lazyUntilOpen } from '#src/components/ui/dialog/lazy-until-open.tsx';
import { rarePart } from '#src/components/ui/rare-part/rare-part.tsx';
import { loadOnce } from '#src/domain/load-once.ts';
import type * as ConfirmDialogModule from './confirm-plan-action-dialog.tsx';
import type * as ItemsEditorModule from '#src/pages/autoship-manage/items-edit/items-editor.tsx';
import { t } from '#src/domain/i18n/translate.ts';

/**
 * The account page's dialogs and panels the shopper opens: the confirmation of pause and delete
 * (with the next-delivery dialog) and the items editor. Their code loads when the page is first
 * idle or when opened, not with the page's first paint.
 */
const LOADING = () => t('manage.loading');
/** The dialogs' code: its openers (DialogOpener) fetch it on intent and wait for it on a press. */
export const loadPlanDialogs = loadOnce(() => import('./confirm-plan-action-dialog.tsx'));

// Opened by 'Change items' only, through the dialog's chunk: an import() of its own here would
// put the list of the editor's files into the page's first download.
const itemsEditor = rarePart<ComponentProps<typeof ItemsEditorModule.ItemsEditor>>(
  async () => (await loadPlanDialogs()).loadItemsEditor(),
  LOADING,
);

export const LazyItemsEditor = itemsEditor.Component;

/**
 * The pause and delete confirmation (and the next-delivery dialog), rendered by the page from the
 * start (closed).
 */
export const LazyConfirmPlanActionDialog =
  lazyUntilOpen<ConfirmDialogModule.ConfirmPlanActionDialogProps>(
    async () => (await loadPlanDialogs()).ConfirmPlanActionDialog,
    (props) => props.action !== null,
  );

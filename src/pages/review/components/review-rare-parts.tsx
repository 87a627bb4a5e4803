import type { ComponentProps } from 'react';
import { rarePart } from '#src/components/ui/rare-part/rare-part.tsx';
import type * as GuestChoiceModule from '#src/pages/review/guest-plan-choice.tsx';
import type * as NoticesModule from './review-notices.tsx';
import { t } from '#src/domain/i18n/translate.ts';

// Parts a reviewing shopper does not see on open: loaded at idle or when first shown (`rarePart`).
const LOADING = () => t('review.loading');

const guestPlanGate = rarePart<ComponentProps<typeof GuestChoiceModule.GuestPlanGate>>(
  async () => (await import('#src/pages/review/guest-plan-choice.tsx')).GuestPlanGate,
  LOADING,
);
const cacheMissingNotice = rarePart<object>(
  async () => (await import('./review-notices.tsx')).CacheMissingNotice,
  LOADING,
);
const planLoadProblem = rarePart<ComponentProps<typeof NoticesModule.PlanLoadProblem>>(
  async () => (await import('./review-notices.tsx')).PlanLoadProblem,
  LOADING,
);

export const LazyGuestPlanGate = guestPlanGate.Component;
export const LazyCacheMissingNotice = cacheMissingNotice.Component;
export const LazyPlanLoadProblem = planLoadProblem.Component;

export function preloadReviewRareParts(): void {
  for (const part of [guestPlanGate, cacheMissingNotice, planLoadProblem]) part.preload();
}

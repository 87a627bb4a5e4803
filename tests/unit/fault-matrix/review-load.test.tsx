import { runFaultMatrix } from './fault-matrix-runner.tsx';
import { REVIEW_PAGE_ROWS, isReviewActionRow } from './review-rows.tsx';

// The other half is review-actions.test.tsx.
runFaultMatrix(
  'review page, loading and tracking',
  REVIEW_PAGE_ROWS.filter((row) => !isReviewActionRow(row)),
);

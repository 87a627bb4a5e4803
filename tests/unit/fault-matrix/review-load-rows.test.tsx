import { faultMatrix } from './fault-matrix-runner.tsx';
import { REVIEW_PAGE_ROWS, isReviewActionRow } from './review-rows.tsx';

// The other half is review-action-rows.test.tsx.
export default faultMatrix(
  import.meta.url,
  'review page, loading and tracking',
  REVIEW_PAGE_ROWS.filter((row) => !isReviewActionRow(row)),
);

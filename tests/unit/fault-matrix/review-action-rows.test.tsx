import { faultMatrix } from './fault-matrix-runner.tsx';
import { REVIEW_PAGE_ROWS, isReviewActionRow } from './review-rows.tsx';

// The review page's rows are two files (about 13 s each here), not one of 26 s that kept a test
// worker busy long after the other had finished.
export default faultMatrix(
  import.meta.url,
  'review page, actions',
  REVIEW_PAGE_ROWS.filter(isReviewActionRow),
);

import { runFaultMatrix } from './fault-matrix-runner.tsx';
import { REVIEW_PAGE_ROWS } from './review-rows.tsx';

runFaultMatrix('review page', REVIEW_PAGE_ROWS);

/**
 * Marks the review page's checkout form (the summary with the checkout or save button), which
 * the page-load check of spec section 8 looks for (src/app/page-load-watchdog.ts).
 */
export const REVIEW_FORM_ATTRIBUTE = 'data-autoship-review-form';

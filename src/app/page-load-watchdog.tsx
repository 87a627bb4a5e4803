import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackEvent } from '#src/api/tracking.ts';
import { appMountElement } from '#src/components/ui/app-root/app-root.ts';
import { CHECKOUT_FORM_POLL_LIMIT, CHECKOUT_FORM_POLL_MS } from '#src/domain/business-constants.ts';
import { TRACKING_STEPS } from '#src/domain/tracking/tracking-steps.ts';
import { REVIEW_FORM_ATTRIBUTE } from '#src/pages/review/review-form-marker.ts';
import { APP_PATHS } from './paths.ts';

/**
 * Spec section 8: no checkout form 6 s (60 × 100 ms) after the review page opened; once per visit.
 */
export function PageLoadWatchdog() {
  const [path] = useLocation();
  const onReview = path.replace(/\/+$/, '').toLowerCase() === APP_PATHS.review.toLowerCase();
  useEffect(() => {
    if (!onReview) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      const root = appMountElement() ?? document.body;
      if (root.querySelector(`[${REVIEW_FORM_ATTRIBUTE}]`)) {
        clearInterval(timer);
      } else if (polls >= CHECKOUT_FORM_POLL_LIMIT) {
        clearInterval(timer);
        // Loads the tracker with this event (decision 010).
        trackEvent(TRACKING_STEPS.pageLoadFailed, { page: 'review', polls });
      }
    }, CHECKOUT_FORM_POLL_MS);
    return () => clearInterval(timer);
  }, [onReview]);
  return null;
}

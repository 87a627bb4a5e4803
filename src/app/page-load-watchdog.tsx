import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { appTracker } from '#src/api/tracking-transport.ts';
import { appMountElement } from '#src/components/ui/app-root/app-root.ts';
import { CHECKOUT_FORM_POLL_LIMIT, CHECKOUT_FORM_POLL_MS } from '#src/domain/business-constants.ts';
import { TRACKING_STEPS } from '#src/domain/tracking/tracking-steps.ts';
import { REVIEW_FORM_ATTRIBUTE } from '#src/pages/review/review-form-marker.ts';
import { APP_PATHS } from './paths.ts';

/**
 * Spec section 8: "page-load failure event tracked if the checkout form is not found after 60
 * polls 100 ms apart". In the seed a script polled the theme's markup for the form; here the
 * form is React's, so the check asks what the shopper sees: 6 s after the review page opened,
 * is its checkout form on the page? A page stuck on its skeleton (a plan query that never
 * answers), a crashed one or a blank one is tracked once per visit of the page. Renders nothing.
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
        appTracker().track(TRACKING_STEPS.pageLoadFailed, { page: 'review', polls });
      }
    }, CHECKOUT_FORM_POLL_MS);
    return () => clearInterval(timer);
  }, [onReview]);
  return null;
}

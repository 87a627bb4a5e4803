/** The no-plan view's heading: focus goes there once a plan has been deleted. */
export const NO_PLAN_HEADING_ID = 'no-plan-heading';

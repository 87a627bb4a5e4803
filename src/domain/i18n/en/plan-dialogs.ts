/**
 * English: the account page's pause and delete dialogs, the delete's questions included. Part of
 * the English catalogue (../en.ts), delivered in the page, never in the app's JS (decision 041).
 */

export const planDialogs = {
  'cancel.otherHint': 'Up to {max} characters.',
  'cancel.otherLabel': 'Tell us more (optional)',
  'cancel.pauseInstead': 'Pause instead',
  'cancel.pauseOffer':
    'Need a break rather than a goodbye? Pause your plan: no orders and no charges until you restart, and your items and address are kept.',
  'cancel.reason.delivery_timing': 'The deliveries don’t fit my schedule',
  'cancel.reason.not_using': 'I don’t use it any more',
  'cancel.reason.other': 'Other',
  'cancel.reason.too_expensive': 'It costs too much',
  'cancel.reason.too_much_product': 'I have more than I need',
  'cancel.reason.trying_other': 'I want to try something else',
  'cancel.skipInstead': 'Skip the next delivery instead',
  'cancel.skipOffer':
    'Just have too much at the moment? Skip your next delivery: nothing is sent or charged this time, and your plan carries on {days} days later.',
  'cancel.why': 'Would you tell us why you’re leaving? (optional)',
  'manage.delete.alreadyGone':
    'Your plan had already been deleted in another window or on another device.',
  'manage.delete.body':
    'Your plan and its schedule will be removed and no further orders will be placed. This can’t be undone — you would need to build a new plan.',
  'manage.delete.busy': 'Deleting your plan',
  'manage.delete.title': 'Delete your autoship?',
  'manage.keepPlan': 'Keep my plan',
  'manage.pause.body':
    'No orders will be placed and you won’t be charged while your plan is paused. Your items and address are kept, and you can restart at any time.',
  'manage.pause.busy': 'Pausing your plan',
  'manage.pause.title': 'Pause your autoship?',
} as const;

/** A key this part looks up. */

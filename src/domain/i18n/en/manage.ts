/**
 * English: the account page (My autoship). Part of the English catalogue (../en.ts):
 * the source of these keys' texts, delivered in the page, never in the app's JS (decision 041).
 */

export const manage = {
  'manage.actions': 'Manage your plan',
  'manage.addAddress': 'Add address',
  'manage.addressAtPayment': 'You’ll add it when you complete payment.',
  'manage.changePlan': 'Change plan',
  'manage.completePayment': 'Complete payment',
  'manage.delete': 'Delete plan',
  'manage.deliveryEvery': 'Delivery every',
  'manage.editItems': 'Change items',
  'manage.draftText':
    'Your plan is saved but not paid yet. Complete checkout to start your deliveries — nothing is sent or charged until then.',
  'manage.forbidden': 'This account can’t manage an autoship plan here',
  'manage.forbidden.otherAccount': 'Sign in with another account',
  'manage.forbidden.store': 'Back to the store',
  'manage.forbidden.text':
    'You’re signed in, but this account doesn’t have access to autoship in this store. If you have another account, sign in with it; otherwise please contact customer service.',
  'manage.heading': 'My autoship',
  'manage.inEveryDelivery': 'In every delivery',
  'manage.loadFailed': 'We couldn’t load your autoship plan',
  'manage.loadFailed.safe': 'Your plan is safe and nothing has changed.',
  'manage.loading': 'Loading your autoship plan…',
  'manage.loadingAddress': 'Loading address…',
  'manage.nextDelivery': 'Change next delivery',
  'manage.nextOrderAfter': ', then every {days} days.',
  'manage.nextOrderBefore': 'Your next order is placed on',
  'manage.nextPayment.draft': 'After you complete payment',
  'manage.nextPayment.paused': 'On hold',
  'manage.nextPayment.unknown': 'To be confirmed',
  'manage.noAddress': 'No shipping address yet — add one so we can deliver.',
  'manage.noPlan': 'You don’t have an autoship plan yet',
  'manage.noPlan.text':
    'Pick your favourites once and we deliver them on your schedule — every 30, 45 or 60 days. Pause, change or cancel whenever you like.',
  'manage.orderEvery': 'Your order is placed every {days} days.',
  'manage.pause': 'Pause plan',
  'manage.pausedText':
    'We won’t place orders or charge you until you restart. Your items and address are kept.',
  'manage.pill.active': 'Active',
  'manage.pill.draft': 'Awaiting payment',
  'manage.pill.paused': 'Paused',
  'manage.restart': 'Restart my plan',
  'manage.restart.busy': 'Restarting your plan',
  'manage.restart.done': 'Your plan is restarted',
  'manage.resumeTo': 'Deliveries resume to',
  'manage.resumeToNone': 'no shipping address yet',
  'manage.shipTo': 'Ship to',
  'manage.signIn': 'Please sign in to see your autoship',
  'manage.signInWithTheme':
    'Sign in in the window the store opened; your autoship shows here once you have.',
  'manage.signingIn': 'Taking you to the sign-in page…',
  'manage.status.active': 'Your autoship is active',
  'manage.status.draft': 'Your plan is waiting for payment',
  'manage.status.paused': 'Your autoship is paused',
} as const;

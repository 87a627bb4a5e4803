/**
 * English: the review page. Part of the English catalogue (../en.ts):
 * the source of these keys' texts, delivered in the page, never in the app's JS (decision 041).
 */

export const review = {
  'review.backToBuilder': 'Taking you back to the plan builder…',
  'review.changedElsewhere':
    'Your plan was changed in another window or on another device since you opened this page, so nothing was saved. Save again to replace it with what you see here, or go to your autoship to see it as it is now.',
  'review.checkout': 'Checkout',
  'review.firstRenewal': 'First renewal payment',
  'review.guest.account': 'Your account’s plan: {plan}',
  'review.guest.built': 'The plan you just built: {plan}',
  'review.guest.keepAccount': 'Keep my account’s plan',
  'review.guest.keepBuilt': 'Keep the plan I just built',
  'review.guest.packs.one': '{count} pack every {days} days',
  'review.guest.packs.other': '{count} packs every {days} days',
  'review.guest.text':
    'You built a plan before signing in, and your account already has one. Only one plan can be kept: choose which.',
  'review.guest.title': 'Which plan do you want to keep?',
  'review.heading': 'Review your plan',
  'review.intro': 'Check your items, delivery interval and address.',
  'review.items': 'Your items',
  'review.loading': 'Loading your plan…',
  'review.notSold': 'Autoship purchases are not supported in your country or region.',
  'review.paySecurely': 'You pay securely on the next page.',
  'review.paymentCancelled':
    'Your payment was cancelled and nothing was charged. Your plan is waiting for you: check it and pay when you are ready.',
  'review.reloading': 'Your plan changed: reloading the page…',
  'review.save': 'Save changes',
  'review.saved': 'Saved. Taking you to your account…',
  'review.saving': 'Saving your changes…',
  'review.signIn.go': 'Sign in or create an account',
  'review.signIn.notNow': 'Not now',
  'review.signIn.text':
    'Your autoship plan belongs to your account. Sign in (or create an account) and you will come straight back to this page to pay.',
  'review.signIn.title': 'Sign in to check out',
  'review.summary': 'Order summary',
  'review.terms.agree':
    'I agree to the autoship terms: my plan renews every {days} days until I pause or delete it.',
  'review.terms.change':
    'You can change the items, the interval or the address, pause the plan or delete it at any time from your account page, before the next payment date.',
  'review.terms.delivery':
    'Your plan is delivered every {days} days, at the prices shown at checkout, and paid with the payment method you give on the payment page.',
  'review.terms.gifts': 'Free gifts come with the plan while it is active and cannot be exchanged.',
  'review.terms.read': 'Read the autoship terms',
  'review.terms.title': 'Autoship terms',
  'review.toPayment': 'Taking you to payment…',
} as const;

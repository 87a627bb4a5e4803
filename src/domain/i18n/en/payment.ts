/**
 * English: the payment hand-off page. Part of the English catalogue (../en.ts):
 * the source of these keys' texts, delivered in the page, never in the app's JS (decision 041).
 */

export const payment = {
  'payment.account': 'Your autoship account',
  'payment.backToPlan': 'Back to your plan',
  'payment.continue': 'Continue to payment',
  'payment.heading': 'Payment',
  'payment.intro': 'You are being taken to our secure payment page.',
  'payment.link.host':
    'The payment link does not lead to our payment provider, so we did not follow it.',
  'payment.link.https':
    'The payment link is not a secure (https) address, so we did not follow it.',
  'payment.link.invalid': 'The payment link is not valid, so we did not follow it.',
  'payment.link.missing': 'The payment link is missing, so we cannot take you to payment.',
  'payment.nothingHappening': 'Nothing happening?',
  'payment.opening': 'Opening the payment page',
  'payment.opening.dots': 'Opening the payment page…',
  'payment.refused': 'We could not open the payment page',
  'payment.refused.text': 'Nothing has been charged. Go back to your plan and try paying again.',
  'payment.summary': 'Your plan, per delivery',
} as const;

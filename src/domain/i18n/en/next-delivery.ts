/**
 * English: the account page's next-delivery dialog (skip, ship now, another date). Part of the
 * English catalogue (../en.ts), delivered in the page, never in the app's JS (decision 041).
 */

export const nextDelivery = {
  'nextDelivery.current': 'Your next order is placed on {date}.',
  'nextDelivery.date': 'New date for your next delivery',
  'nextDelivery.date.empty': 'Please choose a date.',
  'nextDelivery.date.hint': 'Choose a day from {first} to {last}.',
  'nextDelivery.date.past': 'That date has passed. Please choose a day from {first} to {last}.',
  'nextDelivery.date.tooLate':
    'That’s more than one interval away. Please choose a day from {first} to {last}, or skip the delivery instead.',
  'nextDelivery.date.submit': 'Move my delivery',
  'nextDelivery.date.busy': 'Moving your delivery',
  'nextDelivery.failed.date': 'We couldn’t move your delivery.',
  'nextDelivery.failed.shipNow': 'We couldn’t ship your order now.',
  'nextDelivery.failed.skip': 'We couldn’t skip your delivery.',
  'nextDelivery.shipNow': 'Ship now',
  'nextDelivery.shipNow.back': 'Keep my date',
  'nextDelivery.shipNow.busy': 'Placing your order',
  'nextDelivery.shipNow.confirm': 'Yes, ship and charge now',
  'nextDelivery.shipNow.confirmText':
    'We place your order today and charge {total} to your plan’s payment method. Your deliveries then come every {days} days from today.',
  'nextDelivery.shipNow.text':
    'Order today; your next delivery is then every {days} days from now.',
  'nextDelivery.shipNow.title': 'Ship your next delivery now?',
  'nextDelivery.skip': 'Skip next delivery',
  'nextDelivery.skip.busy': 'Skipping your delivery',
  'nextDelivery.skip.text': 'Nothing is sent or charged this time; we move it {days} days on.',
  'nextDelivery.title': 'Your next delivery',
  'nextDelivery.updated': 'Done — your next order is placed on {date}.',
} as const;

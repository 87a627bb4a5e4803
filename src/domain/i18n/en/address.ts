/**
 * English: the address form and the address lines of the account and review pages. Part of the English catalogue (../en.ts):
 * the source of these keys' texts, delivered in the page, never in the app's JS (decision 041).
 */

export const address = {
  'address.add': 'Add an address',
  'address.change': 'Change address',
  'address.loadFailed': 'We couldn’t load your address right now.',
  'address.loading': 'Loading your address…',
  'address.loadingForm': 'Loading the address form…',
  'address.none': 'No shipping address yet.',
  'address.panel.add': 'Add a shipping address',
  'address.panel.change': 'Change shipping address',
  'address.panel.changedElsewhere':
    'Your plan was changed in another window or on another device while you were editing, so your address wasn’t saved yet. Its address is now: {address}. What you typed is kept: save it again to use it.',
  'address.panel.lead': 'Your next deliveries go to this address.',
  'address.save': 'Save address',
  'address.shipping': 'Shipping address',
  'address.use': 'Use this address',
} as const;

/**
 * English: the address form and the address lines of the account and review pages. Part of the English catalogue (../en.ts), in the chunk
 * of the code that shows it; `t` here looks up these keys (and the parts they build on).
 */
import { messagesOf } from '#src/domain/i18n/translate.ts';
import { common } from './common.ts';

export const address = {
  'address.add': 'Add an address',
  'address.change': 'Change address',
  'address.loadFailed': 'We couldn’t load your address right now.',
  'address.loading': 'Loading your address…',
  'address.loadingForm': 'Loading the address form…',
  'address.none': 'No shipping address yet.',
  'address.panel.add': 'Add a shipping address',
  'address.panel.change': 'Change shipping address',
  'address.panel.lead': 'Your next deliveries go to this address.',
  'address.save': 'Save address',
  'address.shipping': 'Shipping address',
  'address.use': 'Use this address',
} as const;

export const { t, tPlural } = messagesOf({ ...common, ...address });

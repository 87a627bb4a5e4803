/**
 * English: the plan builder. Part of the English catalogue (../en.ts):
 * the source of these keys' texts, delivered in the page, never in the app's JS (decision 041).
 */

export const builder = {
  'builder.bar.empty': 'No packs chosen yet',
  'builder.bar.total': 'Per delivery',
  'builder.choosePack': 'Choose at least one pack to see your price per delivery.',
  'builder.continue': 'Continue to review',
  'builder.continue.empty': 'Your plan is empty. Add at least one pack of pods to continue.',
  'builder.continue.total':
    'A plan holds up to {limit} packs per delivery. Lower a quantity to continue.',
  'builder.continue.unavailable.one': '{titles} is out of stock. Remove it to continue.',
  'builder.continue.unavailable.other': '{titles} are out of stock. Remove them to continue.',
  'builder.continue.unknown':
    'Some items of your plan could not be loaded. Remove them or try again later.',
  'builder.gift': 'Gift',
  'builder.gift.legend': 'Your free gift with every plan',
  'builder.gift.outOfStock': 'out of stock',
  'builder.gift.unavailable':
    'Your free gift could not be loaded. You can still continue; it is added when you pay.',
  'builder.gift.worth': 'worth',
  'builder.heading': 'Build your plan',
  'builder.interval': 'Delivery interval',
  'builder.intro':
    'Choose your flavours and how many packs of each, and how often they should arrive.',
  'builder.item': 'Item {id}',
  'builder.keptInTab':
    'Your browser didn’t save your plan on this device: it’s kept in this tab only.',
  'builder.loadingProduct': 'Loading a product',
  'builder.noPods': 'This store offers no pods for autoship right now.',
  'builder.noStock': 'Some items are out of stock',
  'builder.noStock.list': 'We took these out of your plan:',
  'builder.noStock.next': 'Check what is left, add something else if you like, and continue.',
  'builder.noStock.unnamed': 'We took the items that are out of stock out of your plan.',
  'builder.nothingChosen': 'Nothing chosen yet',
  'builder.oneLess': 'One less {item}',
  'builder.oneMore': 'One more {item}',
  'builder.outOfStock': 'Out of stock',
  'builder.packsEvery.one': '{count} pack, delivered every {days} days',
  'builder.packsEvery.other': '{count} packs, delivered every {days} days',
  'builder.pods': 'Choose your pods',
  'builder.quantityOf': 'Quantity of {item}',
  'builder.refused.perItem': 'You can have up to {limit} of {item} in one delivery.',
  'builder.refused.total':
    'A plan holds up to {limit} packs per delivery. Lower another item to add more.',
  'builder.refused.unavailable': '{item} is out of stock, so it cannot be added.',
  'builder.removeUnknown.one': 'Remove it from the plan',
  'builder.removeUnknown.other': 'Remove them from the plan',
  'builder.saving': 'Saving your plan…',
  'builder.stillLoading': 'Your products are still loading. Please wait a moment.',
  'builder.unavailable': '{title} is unavailable right now. Please try again later.',
  'builder.unavailableUnnamed':
    'One of our flavours is unavailable right now. Please try again later.',
  'builder.unknownLines.one': 'One item of your plan could not be loaded.',
  'builder.unknownLines.other': '{count} items of your plan could not be loaded.',
} as const;

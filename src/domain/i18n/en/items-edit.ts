/**
 * English: the account page's item editor. Part of the English catalogue (../en.ts), delivered in
 * the page, never in the app's JS (decision 041).
 */

export const itemsEdit = {
  'itemsEdit.add': 'Add',
  'itemsEdit.addLabel': 'Add an item',
  'itemsEdit.changedElsewhere':
    'Your plan was changed in another window or on another device while you were editing, so nothing was saved yet. Below is your plan as it is now, with your changes made to it again: check it and save.',
  'itemsEdit.choose': 'Choose an item…',
  'itemsEdit.discard': 'Discard changes',
  'itemsEdit.empty':
    'Your plan needs at least one item. To stop your deliveries, pause or delete the plan instead.',
  'itemsEdit.lead':
    'Change a quantity, remove an item or add one. Your gift and your delivery interval stay as they are.',
  'itemsEdit.loadingProducts': 'Loading the store’s items…',
  'itemsEdit.nowHolds': 'Your plan now holds:',
  'itemsEdit.noneToAdd': 'Every item the store offers is already in your plan.',
  'itemsEdit.oneLess': 'One less {item}',
  'itemsEdit.oneMore': 'One more {item}',
  'itemsEdit.productsFailed':
    'We couldn’t load the store’s other items. You can still change the ones in your plan.',
  'itemsEdit.quantityOf': 'Quantity of {item}',
  'itemsEdit.refused.perItem': 'You can have up to {limit} packs of {item} in one delivery.',
  'itemsEdit.refused.total': 'You can have up to {limit} packs in one delivery.',
  'itemsEdit.refused.unavailable':
    '{item} is out of stock: you can lower its quantity or remove it, but not add more.',
  'itemsEdit.remove': 'Remove',
  'itemsEdit.removeItem': 'Remove {item}',
  'itemsEdit.save': 'Save items',
  'itemsEdit.saving': 'Saving your items',
  'itemsEdit.title': 'Change your items',
} as const;

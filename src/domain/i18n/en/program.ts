/**
 * English: the program page. Part of the English catalogue (../en.ts):
 * the source of these keys' texts, delivered in the page, never in the app's JS (decision 041).
 */

export const program = {
  'program.gift': 'A free gift with your plan',
  'program.gift.text': 'Choose {gifts} — free in every delivery.',
  'program.gift.worth': 'Choose {gifts} — worth up to {worth} — free in every delivery.',
  'program.heading': 'The autoship program',
  'program.hero':
    'Build your plan once, choose how often it arrives, and we take care of the rest.',
  'program.how': 'How it works',
  'program.how.1': 'Pick your flavours and how many packs of each.',
  'program.how.2': 'Choose your free gift and how often you want a delivery.',
  'program.how.3': 'Add your address and pay securely. Your first delivery is on its way.',
  'program.intro':
    'Your favourite pods delivered every {days} days, at a lower price on every delivery.',
  'program.loadingPrices': 'Loading prices',
  'program.lower': 'Lower prices, every time',
  'program.lower.freight':
    'Every pack costs less than its usual price, and shipping (worth {freight}) is included.',
  'program.lower.text': 'Every pack costs less than its usual price.',
  'program.memberPrices': 'Member prices on every pack',
  'program.noCommitment': 'No commitment',
  'program.noCommitment.text':
    'Pause, restart or delete your plan at any time from your account page.',
  'program.saveUpTo': 'Save up to {saving}% on every pack',
  'program.schedule': 'On your schedule',
  'program.schedule.text': 'Deliveries every {days} days. Change the interval whenever you like.',
  'program.tier': 'From {packs} packs: {rate}% off your delivery',
  'program.tiers': 'Save more as your plan grows',
  'program.whyJoin': 'Why join',
} as const;

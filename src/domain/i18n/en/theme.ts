/**
 * English: what the theme's section itself says (Liquid, never the app): the theme editor's
 * notice before the section is set up, and the first screen's note to a shopper without
 * JavaScript on the pages that need it. Part of the English catalogue (../en.ts); in the theme's
 * locales only, not in the page's catalogue block (decision 041).
 */

export const theme = {
  'theme.noScript': 'Please turn on JavaScript to manage your autoship.',
  'theme.setup.heading': 'Autoship is not set up yet',
  'theme.setup.text':
    'Enter the shop code and the store region in Theme settings → Autoship, and the pod products in this section’s settings.',
} as const;

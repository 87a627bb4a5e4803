import { getStoreContext } from '#src/api/store-context.ts';
import { t } from '#src/domain/i18n/translate.ts';

/** The program's name (spec section 2): the theme's setting, else the catalogue's text. */
export function programName(): string {
  return getStoreContext().programName ?? t('common.programName');
}

/**
 * The tab title: the page, the program, and in a theme the store's name after them, as the
 * theme's own pages end their titles (Dawn: `… – Shop`).
 */
export function pageTitle(pageName: string | null): string {
  const name = programName();
  const title = pageName && pageName !== name ? `${pageName} · ${name}` : name;
  const { shopName } = getStoreContext();
  return shopName ? `${title} – ${shopName}` : title;
}

/**
 * The country data names each flag by its site path (`/flags/us.svg`, written by every build
 * beside index.html). A theme build has no site of its own: its files sit flat in the theme's
 * assets/ folder on a CDN whose address is only known at run time, as
 * `autoship-flag-us.svg` (scripts/vite-flag-assets.ts), so the flag is found beside this
 * module's own file.
 */
const FLAG_PATH = /^\/flags\/([a-z]{2})\.svg$/;

export function flagImageUrl(flagPath: string): string {
  if (import.meta.env.VITE_ASSET_LAYOUT !== 'theme') return flagPath;
  const code = FLAG_PATH.exec(flagPath)?.[1];
  if (!code) return flagPath;
  // A name held in a variable: Vite leaves `new URL(name, import.meta.url)` as it is, to be
  // resolved in the browser, instead of looking for the file when it builds.
  const file = `autoship-flag-${code}.svg`;
  return new URL(file, import.meta.url).href;
}

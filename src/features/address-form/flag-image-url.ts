/**
 * A theme build's flags sit flat beside this module on a CDN known only at run time
 * (scripts/vite-flag-assets.ts), not at the site path `/flags/us.svg`.
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

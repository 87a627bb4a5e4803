import { runOrExplain, themeFolder } from './main.ts';
import { uninstallTheme } from './uninstall.ts';

const USAGE = 'usage: npm run theme:uninstall -- --theme PATH';

/** The command: takes the app out of the theme, says what it removed. */
export default function main(argv: readonly string[]): number {
  const folder = themeFolder(argv, 'theme:uninstall', USAGE);
  if (folder.error !== undefined || !folder.theme) {
    console.error(folder.error);
    return 1;
  }
  const { theme } = folder;
  return runOrExplain('theme:uninstall', [theme], () => {
    const report = uninstallTheme(theme);
    console.log(
      `theme:uninstall: ${report.removed.length} files removed, ` +
        `${report.changed.length - report.removed.length} files edited (the app's settings group ` +
        'and locale keys taken out); config/settings_data.json kept',
    );
    if (report.pastInstall)
      console.log(
        'an install by a build before the record (assets/autoship-install.json): what past ' +
          'builds wrote, recognised by name and text, taken out',
      );
  });
}

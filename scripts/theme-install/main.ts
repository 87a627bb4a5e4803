import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { installTheme, type InstallReport } from './install.ts';
import { ioProblem, ThemeFileError } from './theme-errors.ts';
import { themeLine } from './themes.ts';

const USAGE = 'usage: npm run theme:install -- --theme PATH [--build dist-theme]';

export function option(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** The theme folder named by `--theme`, or the line saying what is wrong. */
export function themeFolder(argv: readonly string[], command: string, usage: string) {
  const theme = option(argv, '--theme');
  if (!theme) return { error: usage };
  if (!existsSync(resolve(theme, 'layout', 'theme.liquid')))
    return { error: `${command}: ${theme} is not a theme (no layout/theme.liquid)` };
  return { theme: resolve(theme) };
}

/**
 * A bad file or an error of the file system is one line naming it, exit 1 (the theme as it was,
 * ./swap.ts); anything else is a bug and keeps its stack. `roots`: the folders paths are named in.
 */
export function runOrExplain(command: string, roots: string[], run: () => void): number {
  try {
    run();
    return 0;
  } catch (error) {
    const problem = ioProblem(error, roots);
    if (problem === null) throw error;
    const changed = error instanceof ThemeFileError && error.themeChanged;
    console.error(`${command}: ${problem}${changed ? '' : '; nothing was changed'}`);
    return 1;
  }
}

function summary(report: InstallReport): string {
  const lines = [
    themeLine(report.theme),
    `theme:install: ${report.changed.length} files changed (the build's ${report.copied} app ` +
      `files in place, ${report.removed.length} old ones removed), templates ` +
      `${report.templatesAdded.length} added, ${report.templatesKept.length} kept as the store ` +
      `set them, theme settings group ${report.settingsGroup}, ${report.locales.length} locale ` +
      'files updated; config/settings_data.json (the values the store entered) untouched',
  ];
  if (report.sectionLeft.length > 0)
    lines.push(
      `the section's ${report.sectionLeft.join(', ')} setting left out: the theme has nothing ` +
        'it could pick (no colour schemes)',
    );
  if (report.pastInstall)
    lines.push(
      'an install by a build before the record (assets/autoship-install.json): recognised by ' +
        'the files and texts past builds wrote; its texts upgraded unless the store changed them',
    );
  if (report.repaired.length > 0)
    lines.push(
      `given back their own formatting, which a past build had re-written: ${report.repaired.join(', ')}`,
    );
  if (report.keptTexts.length > 0)
    lines.push(
      `kept the store's wording of ${report.keptTexts.length} app text(s) (delete a key to take the app's again):`,
      ...report.keptTexts.map((text) => `  locales/${text}`),
    );
  return lines.join('\n');
}

/** The command: checks its two folders, installs, says what it did. */
export default function main(argv: readonly string[]): number {
  const build = resolve(option(argv, '--build') ?? 'dist-theme');
  const folder = themeFolder(argv, 'theme:install', USAGE);
  if (!existsSync(resolve(build, 'snippets', 'autoship-entry.liquid'))) {
    console.error(
      `theme:install: ${build} holds no theme build: run \`npm run build:theme\` first`,
    );
    return 1;
  }
  if (folder.error !== undefined || !folder.theme) {
    console.error(folder.error);
    return 1;
  }
  const { theme } = folder;
  return runOrExplain('theme:install', [theme, build], () =>
    console.log(summary(installTheme(build, theme))),
  );
}

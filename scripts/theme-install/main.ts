import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { installTheme, type InstallReport } from './install.ts';
import { ThemeFileError } from './json-text.ts';

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

/** A bad file is one line naming it, exit 1; anything else is a bug and keeps its stack. */
export function runOrExplain(command: string, run: () => void): number {
  try {
    run();
    return 0;
  } catch (error) {
    if (!(error instanceof ThemeFileError)) throw error;
    console.error(`${command}: ${error.message}; nothing was changed`);
    return 1;
  }
}

function summary(report: InstallReport): string {
  const lines = [
    `theme:install: ${report.changed.length} files changed (the build's ${report.copied} app ` +
      `files in place, ${report.removed.length} old ones removed), templates ` +
      `${report.templatesAdded.length} added, ${report.templatesKept.length} kept as the store ` +
      `set them, theme settings group ${report.settingsGroup}, ${report.locales.length} locale ` +
      'files updated; config/settings_data.json (the values the store entered) untouched',
  ];
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
  return runOrExplain('theme:install', () => console.log(summary(installTheme(build, theme))));
}

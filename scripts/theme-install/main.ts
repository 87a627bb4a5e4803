import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { installTheme } from './install.ts';

const USAGE = 'usage: npm run theme:install -- --theme PATH [--build dist-theme]';

function option(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** The command: checks its two folders, installs, says what it did. */
export default function main(argv: readonly string[]): number {
  const theme = option(argv, '--theme');
  const build = resolve(option(argv, '--build') ?? 'dist-theme');
  if (!theme) {
    console.error(USAGE);
    return 1;
  }
  if (!existsSync(resolve(build, 'snippets', 'autoship-entry.liquid'))) {
    console.error(
      `theme:install: ${build} holds no theme build: run \`npm run build:theme\` first`,
    );
    return 1;
  }
  if (!existsSync(resolve(theme, 'layout', 'theme.liquid'))) {
    console.error(`theme:install: ${theme} is not a theme (no layout/theme.liquid)`);
    return 1;
  }
  const report = installTheme(build, resolve(theme));
  console.log(
    `theme:install: ${report.copied} files written, ${report.removed.length} old assets removed, ` +
      `templates ${report.templatesAdded.length} added, ${report.templatesKept.length} kept ` +
      `(their settings merged), theme settings group ${report.settingsGroup}, ` +
      `${report.locales.length} locale files merged`,
  );
  return 0;
}

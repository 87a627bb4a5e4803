import { describe, expect, it } from 'vitest';
import { docCommands, docFiles } from '#tests/support/doc-commands.ts';
import { declaresFlag, scriptNames } from '#tests/support/script-flags.ts';

// Every command the docs tell a reader to type exists: each `npm run X` (and `npm test`) is a
// script of package.json, and each `--flag` after `npm run X --` is one the program it reaches
// takes (tests/support/script-flags.ts says how that is judged).
const commands = docFiles().flatMap(docCommands);

describe('the commands the docs name', () => {
  it('finds the docs and their commands', () => {
    expect(docFiles()).toEqual(expect.arrayContaining(['README.md', 'mocks/README.md']));
    expect(commands.length).toBeGreaterThan(40);
    expect(commands.filter((command) => command.flags.length > 0).length).toBeGreaterThan(10);
  });

  it('names only scripts that package.json has', () => {
    const missing = commands
      .filter((command) => !scriptNames().includes(command.script))
      .map((command) => `${command.file}: \`${command.text}\` (no script "${command.script}")`);
    expect(missing).toEqual([]);
  });

  it('gives each script only flags it takes', () => {
    const unknown = commands.flatMap((command) =>
      command.flags
        .filter((flag) => !declaresFlag(command.script, flag))
        .map(
          (flag) =>
            `${command.file}: \`${command.text}\` (npm run ${command.script} takes no ${flag})`,
        ),
    );
    expect(unknown).toEqual([]);
  });

  it('tells a flag a script takes from one it does not', () => {
    expect(declaresFlag('mock:serve', '--scenario')).toBe(true);
    expect(declaresFlag('mock:serve', '--scenarios')).toBe(false);
    expect(declaresFlag('dev', '--port')).toBe(true);
    expect(declaresFlag('dev', '--no-such-flag')).toBe(false);
    expect(declaresFlag('dev:prism', '--port')).toBe(true);
    expect(declaresFlag('contract:check', '--allow-write')).toBe(false);
  });
});

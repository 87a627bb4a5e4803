import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = process.cwd();
const scripts: Record<string, string> = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).scripts;

export const scriptNames = (): string[] => Object.keys(scripts);

const helps = new Map<string, string>();

/** Vite's own `--help` for a command (`''` the dev server, `build`, `preview`). */
function viteHelp(command: string): string {
  const cached = helps.get(command);
  if (cached !== undefined) return cached;
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = command === '' ? ['--help'] : [command, '--help'];
  const help = spawnSync(process.execPath, [vite, ...args], { encoding: 'utf8' }).stdout;
  helps.set(command, help);
  return help;
}

/** A node script's entry, the TypeScript it loads (`new URL('./x.ts', import.meta.url)`) and their folders' files. */
function nodeScriptSources(entry: string): string[] {
  const entryText = readFileSync(join(root, entry), 'utf8');
  const loaded = [...entryText.matchAll(/new URL\(\s*'(\.\/[^']+)'/g)].map((match) =>
    join(dirname(join(root, entry)), match[1] ?? ''),
  );
  const folders = new Set(loaded.map((file) => dirname(file)));
  const files = [...folders].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => /\.(ts|mjs)$/.test(name))
      .map((name) => join(folder, name)),
  );
  return [
    entryText,
    ...files.filter((file) => existsSync(file)).map((file) => readFileSync(file, 'utf8')),
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * Whether the program a script's arguments reach (npm appends them to its last command) takes
 * `--flag`: Vite's commands as their `--help` lists them; our node scripts when their source
 * declares it, as a `parseArgs` option (`flag: { type: … }`) or a literal `'--flag'` they look
 * for; a script that hands its arguments on to Vite (dev:prism) as Vite's help lists them.
 */
export function declaresFlag(script: string, flag: string): boolean {
  const command = scripts[script]?.split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  const viteCommand = (word: string | undefined) =>
    word === 'build' || word === 'preview' ? word : '';
  const inViteHelp = (help: string) => new RegExp(`(^|\\s)${escape(flag)}\\b`, 'm').test(help);
  if (command[0] === 'vite') return inViteHelp(viteHelp(viteCommand(command[1])));
  if (command[0] !== 'node' || command[1] === undefined) return false;
  const name = escape(flag.replace(/^--/, ''));
  const declared = new RegExp(`['"]--${name}['"]|['"]?\\b${name}['"]?\\s*:\\s*\\{\\s*type:`);
  const [entry = '', ...loaded] = nodeScriptSources(command[1]);
  const sources = [entry, ...loaded];
  if (sources.some((source) => declared.test(source))) return true;
  const handsOnToVite = entry.includes('viteBin') && entry.includes('process.argv.slice(2)');
  return handsOnToVite && inViteHelp(viteHelp(''));
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();

/** The documentation a newcomer reads: the README, docs/ (but the spec, a copy), mocks/README. */
export function docFiles(): string[] {
  const docs = readdirSync(join(root, 'docs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.name !== 'spec.md')
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  return ['README.md', 'mocks/README.md', ...docs.sort()];
}

export interface DocCommand {
  file: string;
  script: string;
  /** The `--flags` given after `npm run X --`, without their values. */
  flags: string[];
  text: string;
}

/** Shell commands as written: fenced blocks (joined at `\` line ends) and inline code spans. */
function commandTexts(markdown: string): string[] {
  const texts: string[] = [];
  const prose = markdown.replace(/^```[^\n]*\n([\s\S]*?)^```/gm, (_block, body: string) => {
    texts.push(...body.replace(/\\\n\s*/g, ' ').split('\n'));
    return '';
  });
  for (const match of prose.matchAll(/`([^`]+)`/g))
    texts.push((match[1] ?? '').replace(/\s+/g, ' '));
  return texts;
}

const NPM_RUN = /\bnpm (?:run ([\w:-]+)|(test)\b)((?: -- [^&|;)]*)?)/g;

export function docCommands(file: string): DocCommand[] {
  const markdown = readFileSync(join(root, file), 'utf8');
  return commandTexts(markdown).flatMap((text) =>
    [...text.matchAll(NPM_RUN)].map((match) => ({
      file,
      script: match[1] ?? match[2] ?? '',
      flags: (match[3] ?? '')
        .split(' ')
        .filter((token) => token.startsWith('--') && token !== '--')
        .map((token) => token.replace(/=.*/, '')),
      text,
    })),
  );
}

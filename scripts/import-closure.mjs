// Lists the files a module runs, following its runtime imports (static and dynamic; `import type`
// and `export type` are left out, as they run nothing) within one folder, generated files left out
// (they are written by `npm run generate`, not read by people). Used to count the
// files on the Pause path (docs/decisions/017-the-caller-decides-failure-toasts.md):
//   node scripts/import-closure.mjs src src/pages/autoship-manage/hooks/use-plan-action-flow.ts
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const [within, ...entries] = process.argv.slice(2);
const ALIASES = { '#src/': 'src/', '#mocks/': 'mocks/' };
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return normalize(ALIASES[alias] + specifier.slice(alias.length));
  if (specifier.startsWith('.')) return normalize(join(dirname(from), specifier));
  return null; // a package
}

const seen = new Set();
const queue = entries.map((entry) => normalize(entry));
while (queue.length > 0) {
  const file = queue.pop();
  if (seen.has(file) || !existsSync(join(root, file))) continue;
  seen.add(file);
  for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target?.startsWith(`${within}/`) && !target.includes('/generated/')) queue.push(target);
  }
}
const files = [...seen].map((file) => relative('.', file)).sort();
console.log(files.join('\n'));
console.log(`${files.length} files`);

import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { catalogueTexts, groupNames, pastFiles, schemaTexts } from './history.ts';
import { writePastBuild } from './past-build.ts';
import { repairs } from './reference-repairs.ts';

/**
 * `node scripts/past-installs.mjs --reference DIR`: what builds without the install record wrote
 * into a theme (past-builds.json, from git history, ./history.ts) and how the JSON files they
 * re-wrote go back to the reference themes' bytes (repairs.json, ./reference-repairs.ts);
 * `--past-build COMMIT --out DIR`: that build's files as theme:install read them (a fixture).
 */
const OUT = resolve(import.meta.dirname);

export default function main(argv: readonly string[]): number {
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const pastBuild = option('--past-build');
  const out = option('--out');
  if (pastBuild && out) {
    writePastBuild(pastBuild, resolve(out));
    return 0;
  }
  const reference = option('--reference');
  if (!reference) {
    console.error(
      'usage: node scripts/past-installs.mjs --reference DIR | --past-build COMMIT --out DIR',
    );
    return 1;
  }
  const texts = new Map<string, Set<string>>();
  const catalogues = catalogueTexts(texts);
  const labels = schemaTexts(texts);
  const sorted = Object.fromEntries(
    [...texts.keys()].sort().map((path) => [path, [...(texts.get(path) ?? [])].sort()]),
  );
  writeFileSync(
    join(OUT, 'past-builds.json'),
    `${JSON.stringify({ files: pastFiles(), settingsGroups: groupNames(), texts: sorted }, null, 2)}\n`,
  );
  const repaired = repairs(resolve(reference), ['dawn-15.4.1', 'horizon-4.1.3']);
  writeFileSync(join(OUT, 'repairs.json'), `${JSON.stringify(repaired, null, 2)}\n`);
  console.log(
    `past-installs: ${catalogues} catalogue and ${labels} label states, ${texts.size} keys; ` +
      `${repaired.repairs.length} re-written reference files`,
  );
  return 0;
}

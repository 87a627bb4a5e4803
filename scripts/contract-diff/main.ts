/**
 * `npm run contract:diff -- --base <git ref>`: what changed in openapi.yaml (the working copy)
 * since the ref, per operation and JSON path (Redocly's diff), sorted into breaking for deployed
 * storefronts, breaking for backends and the rest, with proposed (`x-proposed`) operations apart.
 * Exits 1 when a breaking change has no line in docs/contract-changes.md naming it, 0 otherwise,
 * 2 on a usage error. A proposed operation's change counts only when it breaks backends: one may
 * already answer the proposal, while the storefront that proposed it is the one changing it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { classify, type ContractChange, type OperationLookup } from './classify.ts';
import { redoclyChanges } from './redocly-changes.ts';
import { everyUse, parameterNameAt, proposedAt } from './shared-schemas.ts';

const USAGE =
  'usage: npm run contract:diff -- --base <git ref> [--contract openapi.yaml] [--changelog docs/contract-changes.md]';

interface Document {
  paths?: Record<string, Record<string, { operationId?: string; 'x-proposed'?: boolean }>>;
}

function lookUpIn(documents: Document[]): OperationLookup {
  return (path, method) => {
    for (const document of documents) {
      const operation = document.paths?.[path]?.[method];
      if (operation?.operationId) {
        return { operationId: operation.operationId, proposed: operation['x-proposed'] === true };
      }
    }
    return undefined;
  };
}

/** The changelog's lines, each acknowledging the changes whose id it contains. */
function acknowledged(changelog: string, change: ContractChange): boolean {
  // The whole name: `data.customer` does not acknowledge `data.customerId`.
  const name = new RegExp(`${change.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.[])`);
  return changelog.split('\n').some((line) => name.test(line));
}

function section(title: string, changes: ContractChange[], changelog?: string): string[] {
  if (changes.length === 0) return [];
  return [
    title,
    ...changes.map((change) => {
      const mark =
        changelog === undefined
          ? ''
          : acknowledged(changelog, change)
            ? '  [acknowledged]'
            : '  [NOT ACKNOWLEDGED]';
      const proposed =
        change.proposed && changelog !== undefined
          ? change.proposal === 'part'
            ? ' (proposed)'
            : ' (proposed operation)'
          : '';
      return `  ${change.id}: ${change.what}${proposed}${mark}`;
    }),
  ];
}

export async function contractDiff(
  argv: string[],
  cwd: string = process.cwd(),
  print: (line: string) => void = console.log,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        contract: { type: 'string' },
        changelog: { type: 'string' },
      },
      strict: true,
    }));
    if (!values.base) throw new Error('--base is required');
  } catch (error) {
    print(`contract:diff: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const contract = values.contract ?? 'openapi.yaml';
  const changelogFile = join(cwd, values.changelog ?? 'docs/contract-changes.md');
  const dir = mkdtempSync(join(tmpdir(), 'contract-diff-base-'));
  try {
    const baseFile = join(dir, 'base.yaml');
    let baseText: string;
    try {
      baseText = execFileSync('git', ['show', `${values.base}:./${contract}`], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      print(
        `contract:diff: no ${contract} at ${values.base}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 2;
    }
    writeFileSync(baseFile, baseText);
    const revisionFile = join(cwd, contract);
    const revision = parse(readFileSync(revisionFile, 'utf8')) as Document;
    const base = parse(baseText) as Document;
    const changes = classify(
      everyUse(await redoclyChanges(baseFile, revisionFile), revision, base),
      lookUpIn([revision, base]),
      {
        proposed: (pointer) => proposedAt(revision, pointer) || proposedAt(base, pointer),
        parameterName: (pointer) =>
          parameterNameAt(revision, pointer) ?? parameterNameAt(base, pointer),
      },
    );
    const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
    const settled = changes.filter((change) => !change.proposed);
    const storefronts = settled.filter((change) => change.impact === 'storefronts');
    const backends = changes.filter((change) => change.impact === 'backends');
    const unacknowledged = [...storefronts, ...backends].filter(
      (change) => !acknowledged(changelog, change),
    );
    const lines = [
      `contract:diff: ${contract} against ${values.base}: ${changes.length} change${changes.length === 1 ? '' : 's'}`,
      ...section('Breaking for deployed storefronts:', storefronts, changelog),
      ...section('Breaking for backends:', backends, changelog),
      ...section(
        'Not breaking:',
        settled.filter((change) => change.impact === 'none'),
      ),
      ...section(
        'Proposed operations and parts (x-proposed: the storefront may still change them; breaking for backends listed above):',
        changes.filter((change) => change.proposed && change.impact !== 'backends'),
      ),
    ];
    if (unacknowledged.length > 0) {
      lines.push(
        `${unacknowledged.length} breaking change${unacknowledged.length === 1 ? '' : 's'} not acknowledged: add a line to ${values.changelog ?? 'docs/contract-changes.md'} naming each (the text before the colon), with what storefronts or backends must do.`,
      );
    }
    for (const line of lines) print(line);
    return unacknowledged.length > 0 ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default function main(): Promise<number> {
  return contractDiff(process.argv.slice(2));
}

/**
 * Runs `redocly diff` (the pinned @redocly/cli, with its `diff-recommended` rules) on two
 * OpenAPI files and reads its JSON report: the list of changes, each at a JSON pointer of the
 * revision's operations. The diff engine is Redocly's; scripts/contract-diff/classify.ts only
 * sorts its changes by whom they break.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export interface RedoclyChange {
  /** JSON pointer in the revision's paths, e.g. `#/paths/~1a/get/responses/200/…`. */
  path: string;
  kind: 'added' | 'removed' | 'modified';
  impact: 'major' | 'minor' | 'patch';
  /** The keyword a `modified` change is about (`required`, `enum`, `type`…). */
  property?: string;
  verdicts: { ruleId: string; impact: string; message: string }[];
  base?: { value?: unknown };
  revision?: { value?: unknown };
}

function redoclyBin(): string {
  const require = createRequire(join(here, '..', '..', 'package.json'));
  const manifestPath = require.resolve('@redocly/cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin: Record<string, string>;
  };
  return join(dirname(manifestPath), manifest.bin.redocly ?? 'bin/cli.js');
}

export async function redoclyChanges(
  baseFile: string,
  revisionFile: string,
): Promise<RedoclyChange[]> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  const output = join(dir, 'diff.json');
  try {
    const args = [
      redoclyBin(),
      'diff',
      baseFile,
      revisionFile,
      '--config',
      join(here, 'redocly-diff.yaml'),
      '--format',
      'json',
      '--output',
      output,
      // The verdicts are ours to act on (exit code of contract:diff), not Redocly's.
      '--fail-on',
      'none',
    ];
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        args,
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
        (error, _stdout, stderr) => {
          if (error) reject(new Error(`redocly diff failed: ${stderr || error.message}`));
          else resolve();
        },
      );
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as { changes?: RedoclyChange[] };
    return report.changes ?? [];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Production stays clean: a production build holds none of the mock layer, and the checker CI
// runs (`npm run check:bundle`, scripts/check-production-bundle.mjs) really finds mock code when
// it is there (the `mock` build is the positive control).

const root = join(import.meta.dirname, '..', '..');
const viteBin = join(
  dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')),
  'bin',
  'vite.js',
);
const work = mkdtempSync(join(tmpdir(), 'bundle-check-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

function build(mode: 'production' | 'theme' | 'mock', outDir: string): void {
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed:\n${result.stderr}`);
}

function check(dir: string) {
  return spawnSync(process.execPath, ['scripts/check-production-bundle.mjs', '--dir', dir], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('the production bundle', () => {
  // The theme build is what the store ships too: neither may carry the mock toolbar.
  it.each(['production', 'theme'] as const)('the %s build holds no mock code', (mode) => {
    // The theme build writes its fixed layout to dist-theme/ whatever --outDir says.
    const dist = mode === 'theme' ? join(root, 'dist-theme') : join(work, mode);
    build(mode, dist);
    const result = check(dist);
    expect(result.stderr).not.toContain('holds mock code');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/hold none of \d+ mock-only strings/);
  });

  it('the check fails on a build that has it (the mock build)', () => {
    const dist = join(work, 'mock');
    build('mock', dist);
    const result = check(dist);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('holds mock code');
    expect(result.stderr).toContain('a scenario description');
    expect(result.stderr).toContain('the MSW worker registration');
    expect(result.stderr).toContain('the mock toolbar');
  });
});

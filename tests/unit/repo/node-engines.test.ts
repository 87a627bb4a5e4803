import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// One Node: the version the README names runs `npm ci` with no engine warning. npm warns
// (EBADENGINE) for each installed package whose `engines.node` leaves that Node out, and
// package-lock.json records every package's `engines`: a dependency bumped to a major that needs a
// newer Node fails here, naming it, before a newcomer sees the warning (decision 077).
const readme = readFileSync('README.md', 'utf8');
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

const stated = /Requires Node (\d+\.\d+)\+ \(tested on (\d+\.\d+)\)/.exec(readme);
const floor = semver.coerce(stated?.[1]);
const tested = semver.coerce(stated?.[2]);

describe('the README’s Node', () => {
  it('is the one package.json requires', () => {
    expect(stated, 'README: "Requires Node X.Y+ (tested on X.Y)"').not.toBeNull();
    expect(manifest.engines.node).toBe(`>=${floor?.version ?? ''}`);
  });

  it('is one every installed package accepts (npm ci prints no EBADENGINE)', () => {
    const entries = Object.entries(lock.packages).filter(([path]) => path !== '');
    expect(entries.length).toBeGreaterThan(100);
    const refused = entries.flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range || !floor || !tested) return [];
      const ok = [floor, tested].every((node) => semver.satisfies(node, range));
      return ok ? [] : [`${path.replace(/^.*node_modules\//, '')}@${entry.version}: ${range}`];
    });
    expect(refused).toEqual([]);
  });
});

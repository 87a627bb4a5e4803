import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/spec.md is the repository's own copy of the shared specification, so a newcomer can open
// the "spec section N" every comment cites. The shared copy stays the source: where it is beside
// the clone (CI checks the repository out next to shared/; a worktree may sit deeper), the two
// must be identical; where it is not, the copy must still be the one whose checksum was recorded
// when it was last taken (docs/spec.sha256, `sha256sum docs/spec.md`).
const root = process.cwd();
const SHARED_SPEC = join('shared', 'spec', 'autoship-storefront-spec.md');

/** The shared specification in the nearest folder above the repository, or null. */
function findSharedSpec(): string | null {
  let dir = dirname(root);
  for (;;) {
    const candidate = join(dir, SHARED_SPEC);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

const UPDATE_HINT =
  'copy the shared specification to docs/spec.md, then run `sha256sum docs/spec.md > docs/spec.sha256`';

const repoCopy = readFileSync(resolve(root, 'docs/spec.md'));
const sharedSpec = findSharedSpec();

// Without the shared copy the comparison is not made: the test's name and the console say so, so
// such a run does not pass for a comparison it never made.
const CHECKSUM_TEST = sharedSpec
  ? 'matches the checksum recorded in docs/spec.sha256'
  : `matches the checksum recorded in docs/spec.sha256 (NOT compared with the shared copy: no ${SHARED_SPEC} above this clone)`;
if (!sharedSpec) {
  console.warn(
    `spec-copy: ${SHARED_SPEC} was not found above ${root}; docs/spec.md is checked against docs/spec.sha256 only`,
  );
}

describe('docs/spec.md, the repository copy of the specification', () => {
  it(CHECKSUM_TEST, () => {
    const [recorded, file] = readFileSync(resolve(root, 'docs/spec.sha256'), 'utf8')
      .trim()
      .split(/\s+/);
    expect(file).toBe('docs/spec.md');
    const actual = createHash('sha256').update(repoCopy).digest('hex');
    expect(actual, `docs/spec.md was edited by hand: ${UPDATE_HINT}`).toBe(recorded);
  });

  if (sharedSpec) {
    it(`is identical to the shared copy (${sharedSpec})`, () => {
      const shared = readFileSync(sharedSpec);
      expect(
        repoCopy.equals(shared),
        `docs/spec.md differs from ${sharedSpec}: ${UPDATE_HINT}`,
      ).toBe(true);
    });
  }
});

/**
 * Which runs of the bench write its committed results (results/latest.json): a whole run only,
 * Lighthouse included. A run narrowed by any of these flags writes results/partial.json, so a
 * quick look never replaces the last whole run's figures.
 */
const PARTIAL_FLAGS = [
  '--runs',
  '--no-lighthouse',
  '--no-content',
  '--route',
  '--no-prerender-products',
];

export function isWholeRun(argv: readonly string[]): boolean {
  return !PARTIAL_FLAGS.some((flag) => argv.includes(flag));
}

/** The results file a run writes, under `resultsDir`. */
export function resultsFileName(argv: readonly string[]): 'latest.json' | 'partial.json' {
  return isWholeRun(argv) ? 'latest.json' : 'partial.json';
}

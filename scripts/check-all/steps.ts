/**
 * What `npm test` (and so CI) checks, in the order it runs: the fast checks first, so a
 * formatting slip is reported in seconds; every step runs even when one before it failed.
 * A new check is one line here.
 */
import { spawnSync } from 'node:child_process';
import { generatedUpToDate } from './generated-drift.ts';
import { command, sequence, type Run, type Step } from './run-step.ts';

/** Whether this run has made dist-theme/ (the budget step), for the tests' set-up to reuse. */
let themeBuilt = false;

export const STEPS: readonly Step[] = [
  { name: 'contract lint', run: command('npx', 'redocly', 'lint', 'openapi.yaml') },
  { name: 'format', run: command('npm', 'run', 'format:check') },
  { name: 'types', run: command('npm', 'run', 'typecheck') },
  { name: 'generated artefacts are up to date', run: generatedUpToDate },
  // A breaking contract change since the previous commit needs its line in docs/contract-changes.md.
  { name: 'contract changes acknowledged', run: contractDiffSincePreviousCommit },
  { name: 'lint', run: command('npm', 'run', 'lint') },
  // The types step has just type-checked, so the build is Vite's alone (`npm run build` minus tsc).
  {
    name: 'production build contains no mock code',
    run: sequence(command('npx', 'vite', 'build'), command('npm', 'run', 'check:bundle')),
  },
  // The alarm for a regression in what a route downloads first (docs/performance.md): every
  // route's initial JS, gzip, measured in Chromium on the production build just made and on the
  // theme build. Lighthouse's figures stay in `npm run bench`.
  {
    name: 'initial JS within budget',
    run: sequence(
      command('npx', 'vite', 'build', '--mode', 'theme'),
      async () => {
        themeBuilt = true;
        return { exitCode: 0, outputTail: '' };
      },
      command('npm', 'run', 'check:js-budget'),
    ),
  },
  // The browser tests' set-up reuses the theme build just made rather than making it again.
  {
    name: 'tests',
    tests: true,
    run: (context) =>
      command(
        'npm',
        'run',
        'test:only',
      )({
        ...context,
        env: { ...context.env, ...(themeBuilt ? { BROWSER_TESTS_REUSE_THEME: '1' } : {}) },
      }),
  },
  // Every documented (operation, status) pair answered and asserted on, judged from the answer
  // log of the tests above rather than by running them again.
  {
    name: 'contract coverage',
    run: (context) =>
      command('npm', 'run', 'contract:coverage', '--', '--records', context.answerLogDir)(context),
  },
];

/** A repository with one commit (or a shallow clone) has nothing to compare with: nothing to say. */
function contractDiffSincePreviousCommit(...args: Parameters<Run>): ReturnType<Run> {
  const previous = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD~1']);
  if (previous.status !== 0) {
    console.log('contract:diff: no previous commit to compare with');
    return Promise.resolve({ exitCode: 0, outputTail: '' });
  }
  return command('npm', 'run', 'contract:diff', '--', '--base', 'HEAD~1')(...args);
}

// `npm run test:update-screenshots`: re-takes the visual regression baselines
// (tests/browser/visual-baselines/) with the pinned fonts, after the browser set-up. A baseline
// the page still matches is left as it is; review the changed PNGs with `git diff --stat` and
// look at them before committing.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'browser', 'tests/browser/visual.test.ts'],
  { stdio: 'inherit', env: { ...process.env, UPDATE_SCREENSHOTS: '1' } },
);
process.exit(result.status ?? 1);

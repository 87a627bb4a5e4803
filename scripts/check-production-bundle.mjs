#!/usr/bin/env node
// `npm run check:bundle` (CI, after `npm run build`): fails when the production build holds mock
// code. The mock layer (mocks/, MSW, the seed data) must only load when VITE_API_MOCKING is 'msw'
// or 'prism'; src/main.tsx imports it behind that check, which Vite turns into dead code in
// production. This scans what Vite generated (index.html and assets/) for strings only the mock
// layer contains: every scenario description, the worker registration, the mock pages' routes and
// storage keys, MSW's own log prefix, the mock toolbar, and faker-made seed values.
//
// Usage: node scripts/check-production-bundle.mjs [--dir dist]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dirIndex = process.argv.indexOf('--dir');
const dist = resolve(root, dirIndex > 0 ? process.argv[dirIndex + 1] : 'dist');

/** Strings that exist only in the mock layer. */
function mockOnlyStrings() {
  const needles = new Map([
    ['mockServiceWorker', 'the MSW worker'],
    ['mock-worker.js', 'the MSW worker registration'],
    ['__autoshipMock', 'the mock layer window global'],
    ['autoship.mock.state', "the mock store's sessionStorage key"],
    ['autoship.mock.scenario', "the scenario switch's sessionStorage key"],
    ['/__mock/hosted-payment', 'the hosted payment stand-in route'],
    ['/__scenarios', 'the scenario index route'],
    ['Unknown mock scenario', 'the unknown-scenario message'],
    ['[MSW]', "MSW's log prefix"],
    ['autoship-mock-toolbar', 'the mock toolbar'],
    ['autoship.mock.toolbar-open-on', "the mock toolbar's sessionStorage key"],
    ['x-mock-network-failure', "the mock worker's network-failure mark"],
    ['Export HAR', "the mock toolbar's request log"],
  ]);
  // Every scenario's description (the part before any template placeholder).
  const registry = readFileSync(join(root, 'mocks/scenarios/registry.ts'), 'utf8');
  for (const match of registry.matchAll(/description:\s*(['`])((?:(?!\1)[^$\\])+)/g)) {
    const text = match[2].trim();
    if (text.length >= 20) needles.set(text.slice(0, 60), 'a scenario description');
  }
  // Faker-made seed values (street lines of generated addresses).
  const seed = JSON.parse(readFileSync(join(root, 'fixtures/seed.json'), 'utf8'));
  for (const address of seed.addresses.slice(2)) {
    needles.set(address.address1, 'the mock seed data');
  }
  return needles;
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// The theme build (`build:theme`) has no index.html: its sections and assets are the page.
const themeLayout = !existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'assets'));
if (!themeLayout && !existsSync(join(dist, 'index.html'))) {
  console.error(
    `check-bundle: ${relative(root, dist) || dist}/index.html is missing: run \`npm run build\` first`,
  );
  process.exit(1);
}

const needles = mockOnlyStrings();
const generated = (
  themeLayout
    ? filesUnder(dist)
    : [
        join(dist, 'index.html'),
        ...(existsSync(join(dist, 'assets')) ? filesUnder(join(dist, 'assets')) : []),
      ]
).filter((path) => /\.(html|js|mjs|css|liquid)$/.test(path));

const findings = [];
for (const path of generated) {
  const text = readFileSync(path, 'utf8');
  for (const [needle, what] of needles) {
    if (text.includes(needle)) findings.push(`${relative(root, path)}: ${what} (“${needle}”)`);
  }
  if (/(^|\/)(browser|prism-mode|registry|handlers?|toolbar)-[\w-]+\.(js|css)$/.test(path)) {
    findings.push(`${relative(root, path)}: a chunk named after a mock module`);
  }
}

if (findings.length > 0) {
  console.error(`check-bundle: the build in ${relative(root, dist) || dist} holds mock code:`);
  for (const finding of findings) console.error(`  - ${finding}`);
  process.exit(1);
}

// The worker script is a static file Vite copies from public/ into every build. Never registered
// in production (the registration is checked above), so it is reported, not failed.
if (existsSync(join(dist, 'mockServiceWorker.js'))) {
  console.warn(
    'check-bundle: note: public/mockServiceWorker.js is copied into the build as a static file; nothing registers it',
  );
}
console.log(
  `check-bundle: ${generated.length} generated files hold none of ${needles.size} mock-only strings`,
);

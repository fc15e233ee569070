#!/usr/bin/env node
// `npm test`: every test — typecheck and a fresh build side by side (one core each), the formatting, the import structure, then unit and API
// (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser tests against the one build.
// Ends with how long each step took, whether PostgreSQL ran, which tests failed or passed only on a retry,
// and one summary line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = [];
let passed = 0;
let failed = 0;
/** Names of the failed tests, printed again at the end so the tail of a long log says what broke. */
const failures = [];
const retried = [];
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;

/** Runs a step; `quiet` keeps its output until it ends, so two steps side by side do not interleave. */
function step(name, args, { quiet = false, env = {} } = {}) {
  const since = Date.now();
  if (!quiet) console.log(`\n── ${name} ──`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    if (quiet) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (quiet) console.log(`\n── ${name} ──\n${output.trimEnd()}`);
      const ok = code === 0;
      results.push({ name, ok, seconds: seconds(since) });
      if (!ok) failed += 1;
      resolve(ok);
    });
  });
}

async function vitest(name, projects) {
  mkdirSync('test-results', { recursive: true });
  const report = `test-results/${name}.json`;
  const retriedReport = `test-results/${name}-retried.json`;
  for (const f of [report, retriedReport]) rmSync(f, { force: true });
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--maxWorkers=2',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    '--reporter=./scripts/retried-reporter.mjs',
  ];
  for (const p of projects) args.push('--project', p);
  const ok = await step(name, args, { env: { STUDIO_RETRIED_REPORT: retriedReport } });
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    // A failed step already counts once; its failed tests replace that count.
    if (!ok && json.numFailedTests > 0) failed += json.numFailedTests - 1;
    for (const file of json.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') failures.push(`${file.name.replace(process.cwd() + '/', '')} › ${t.fullName}`);
      }
    }
  }
  if (existsSync(retriedReport)) retried.push(...JSON.parse(readFileSync(retriedReport, 'utf8')));
  return ok;
}

const postgres = process.env.TEST_DATABASE_URL;
const [, built] = await Promise.all([
  step('typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'], { quiet: true }),
  step('build', ['scripts/build.mjs'], { quiet: true }),
]);
// One formatter (biome.json): a file that is not formatted fails here; `npm run format` writes them.
await step('format', ['node_modules/@biomejs/biome/bin/biome', 'format', '.', '--max-diagnostics=20'], { quiet: true });
// The house's floors: no import circle, nothing imported from a floor above (shared < plugins < client, server).
await step(
  'structure',
  [
    'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
    'src',
    'plugins',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
  ],
  { quiet: true },
);
await vitest('unit-and-api', ['unit', 'unit-isolated', 'api', 'api-isolated', ...(postgres ? ['api-pg', 'api-pg-isolated'] : [])]);
if (built) await vitest('browser', ['e2e']);

console.log('\n── summary ──');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
console.log(`     all steps (${seconds(started)}s; typecheck and build side by side)`);
console.log(
  postgres
    ? `PostgreSQL: the API tests ran on PostgreSQL too (${postgres.replace(/\/\/[^@/]*@/, '//')})`
    : 'PostgreSQL: not run (TEST_DATABASE_URL is not set); the API tests ran on SQLite only',
);
if (!built) console.log('browser: not run, the build failed');
for (const f of failures) console.log(`failed: ${f}`);
for (const r of retried) console.log(`passed only on a retry: ${r}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);

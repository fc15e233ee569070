#!/usr/bin/env node
// `npm test`: every test — typecheck, unit, API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
// then a fresh build and the browser tests in Chromium. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = [];
let passed = 0;
let failed = 0;
/** Names of the failed tests, printed again at the end so the tail of a long log says what broke. */
const failures = [];

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n── ${name} ──`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return ok;
}

function vitest(name, projects) {
  mkdirSync('test-results', { recursive: true });
  const report = `test-results/${name}.json`;
  rmSync(report, { force: true });
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--maxWorkers=2', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  for (const p of projects) args.push('--project', p);
  const ok = step(name, process.execPath, args);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests + (ok ? 0 : json.numFailedTests === 0 ? 1 : 0);
    for (const file of json.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') failures.push(`${file.name.replace(process.cwd() + '/', '')} › ${t.fullName}`);
      }
    }
  } else if (!ok) failed += 1;
  return ok;
}

const typecheck = step('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']);
if (!typecheck) failed += 1;
const apiProjects = ['unit', 'api', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
vitest('unit-and-api', apiProjects);
const built = step('build', process.execPath, ['scripts/build.mjs']);
if (!built) failed += 1;
else vitest('browser', ['e2e']);

console.log('\n── summary ──');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
for (const f of failures) console.log(`failed: ${f}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);

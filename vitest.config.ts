import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@plugins': fileURLToPath(new URL('./plugins', import.meta.url)),
};

const defaultExclude = configDefaults.exclude;
/** A node type's own tests stand beside it (plugins/<type>/<type>.test.ts); the rest under tests/unit. */
const unitFiles = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'plugins/**/*.test.ts'];
/** Unit files that mock a module or stub a global: each on fresh modules. */
const isolatedUnit = [
  'tests/unit/client/content-commands.test.ts',
  'tests/unit/client/command-keys.test.ts',
  'tests/unit/client/kept-key.test.ts',
  'tests/unit/client/flow-shared-clipboard.test.ts',
  'tests/unit/client/api-calls.test.ts',
  'tests/unit/plugins/editors.test.ts',
];
/**
 * API files that mock a module, and those that start studio server processes of their own and kill them mid-work
 * (support/studio-process.ts; a minute each, with a database of their own): each on fresh modules.
 */
const isolatedApi = [
  'tests/api/declared-field.test.ts',
  'tests/api/declared-admin-field.test.ts',
  'tests/api/campaigns-killed.test.ts',
  'tests/api/studio6-batch-killed.test.ts',
];

/** The API tests on one database: most files sharing a worker's modules, the mocking ones on their own. */
function apiProjects(name: string, env: Record<string, string>) {
  const postgres = env.STUDIO_TEST_ENGINE === 'postgres';
  // On PostgreSQL each test's database is a copy of one migrated at the start (support/pg-template.ts).
  const test = {
    environment: 'node' as const,
    testTimeout: 20000,
    hookTimeout: 30000,
    env,
    ...(postgres ? { globalSetup: ['tests/api/support/pg-template.ts'] } : {}),
  };
  return [
    {
      resolve: { alias },
      test: { ...test, name, include: ['tests/api/**/*.test.ts'], exclude: [...isolatedApi, ...defaultExclude], isolate: false },
    },
    { resolve: { alias }, test: { ...test, name: `${name}-isolated`, include: isolatedApi } },
  ];
}

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    projects: [
      // Unit and API tests share one module graph per worker (isolate: false): importing the client's or the studio's
      // modules cost seconds a file, more than most files' tests. A cache that outlives a request is kept per studio
      // (src/server/kept-per.ts), never per process; a test that needs a signed-in user says who. The few files that
      // mock a module or stub a global run in projects of their own, each file on fresh modules (`*-isolated`).
      {
        resolve: { alias },
        test: { name: 'unit', include: unitFiles, exclude: [...isolatedUnit, ...defaultExclude], environment: 'node', isolate: false },
      },
      { resolve: { alias }, test: { name: 'unit-isolated', include: isolatedUnit, environment: 'node' } },
      ...apiProjects('api', {}),
      // The same API tests again on PostgreSQL when a test database is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? apiProjects('api-pg', { STUDIO_TEST_ENGINE: 'postgres' }) : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // Files run in as many workers as the run has (two in `npm test`), each worker one file after another
          // against a studio server of its own with its own demo data (global-setup.ts starts one per worker), all
          // in one shared Chromium. A worker keeps its modules between files (playwright-core, the support files): a
          // fresh module graph per file cost about a second of imports each. Each file still gets its own browser
          // connection and pages (browserPerFile); no file keeps state in a module.
          isolate: false,
          // One more try for a browser test that fails: on this shared 2-core machine a few keyboard-focus steps
          // (the refused-save focus in callflow, Escape in the contents window) have failed about once in ten runs
          // under load. A test that fails twice still fails the run; vitest reports every retried test.
          retry: 1,
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@plugins': fileURLToPath(new URL('./plugins', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node' } },
      { resolve: { alias }, test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 20000, hookTimeout: 30000 } },
      // The same API tests again on PostgreSQL when a test database is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [{ resolve: { alias }, test: { name: 'api-pg', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 20000, hookTimeout: 30000, env: { STUDIO_TEST_ENGINE: 'postgres' } } }]
        : []),
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

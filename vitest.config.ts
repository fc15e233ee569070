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
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});

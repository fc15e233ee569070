import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrap } from '@server/bootstrap';
import { main } from '@server/cli/flow-tests';
import { loadConfig } from '@server/config';
import { testDatabase } from './support/studio';

describe('the command-line flow-test runner', () => {
  it("runs the demo tasks' tests against the studio's database: all pass, a broken one fails with exit code 1", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studio-flow-tests-'));
    const database = await testDatabase();
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    } as NodeJS.ProcessEnv;
    try {
      const studio = await bootstrap(loadConfig(env), { realtime: false, logger: false });
      const db = studio.handle.db;
      const lines: string[] = [];
      const run = (args: string[]) => main(args, (l) => lines.push(l), { env });
      try {
        expect(await run(['--all'])).toBe(0);
        expect(lines.at(-1)).toMatch(/^(\d+) passed, 0 failed$/);
        expect(Number(/^(\d+)/.exec(lines.at(-1)!)![1])).toBeGreaterThanOrEqual(7);
        expect(lines).toContain('✓ Retail main line › Returns for a caller we do not know');

        const test = await db
          .selectFrom('flow_tests')
          .selectAll()
          .where('test_name', '=', 'Order enquiry notes the choice')
          .executeTakeFirstOrThrow();
        const definition = JSON.parse(test.definition);
        definition.steps[1] = { kind: 'variable', name: 'menu_choice', value: 'returns' };
        await db
          .updateTable('flow_tests')
          .set({ definition: JSON.stringify(definition) })
          .where('test_id', '=', test.test_id)
          .execute();
        lines.length = 0;
        expect(await run([String(test.task_id)])).toBe(1);
        expect(lines).toContain('✗ Retail main line › Order enquiry notes the choice');
        expect(lines.find((l) => l.includes('step 2:'))).toMatch(
          /^ {4}step 2: Expected menu_choice to be 'returns'; it is 'orders'\. \(node #\d+\)$/,
        );

        lines.length = 0;
        expect(await run(['not-a-task'])).toBe(2);
        expect(lines[0]).toContain('npm run flow-tests');
      } finally {
        await studio.app.close();
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

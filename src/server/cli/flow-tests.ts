import type { FastifyBaseLogger } from 'fastify';
import type { FlowTestRun } from '@shared/api/sim-tests';
import { loadConfig } from '../config';
import { openDb, type Db } from '../db/index';
import { Mailer } from '../mail/mailer';
import { runTaskTests } from '../modules/sim/run-tests';

const usage = `Runs flow tests against the studio's database (DATABASE_URL, else DATA_DIR's SQLite file).
  npm run flow-tests -- <task_id> [<task_id> …]   the tests of these tasks
  npm run flow-tests -- --all                      every task that has tests
Exit code: 0 when every test passed, 1 when one failed, 2 for a wrong call.`;

/** The tasks to run: the ones named, or every enabled task with enabled tests. */
async function tasksToRun(db: Db, args: string[]): Promise<{ task_id: number; ac_id: number; task_name: string }[]> {
  let q = db.selectFrom('tasks').select(['task_id', 'ac_id', 'task_name']).where('is_enabled', '=', 1).orderBy('task_id');
  if (args[0] === '--all') {
    const withTests = db.selectFrom('flow_tests').select('task_id').where('is_enabled', '=', 1);
    q = q.where('task_id', 'in', withTests);
  } else {
    q = q.where('task_id', 'in', args.map(Number));
  }
  return q.execute();
}

function print(taskName: string, run: FlowTestRun, write: (line: string) => void) {
  for (const r of run.results) {
    write(`${r.passed ? '✓' : '✗'} ${taskName} › ${r.test_name}`);
    if (!r.passed && r.failed_step !== null) {
      const step = r.steps[r.failed_step];
      write(`    step ${r.failed_step + 1}: ${step.message ?? ''}${r.failed_node_id !== null ? ` (node #${r.failed_node_id})` : ''}`);
    }
  }
}

/** The command-line runner; answers the exit code. */
export async function main(
  args: string[],
  write: (line: string) => void = console.log,
  options: { env?: NodeJS.ProcessEnv; pgSchema?: string } = {},
): Promise<number> {
  const valid = args.length > 0 && (args[0] === '--all' ? args.length === 1 : args.every((a) => /^\d+$/.test(a)));
  if (!valid) {
    write(usage);
    return 2;
  }
  const config = loadConfig(options.env ?? process.env);
  const handle = openDb({ url: config.databaseUrl ?? config.sqliteFile, pgSchema: options.pgSchema });
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
  try {
    const services = { db: handle.db, config, mailer: new Mailer(handle.db, log, config.smtpUrl, config.mailFrom) };
    const tasks = await tasksToRun(handle.db, args).catch(() => null);
    if (!tasks) {
      write(
        `The database ${config.databaseUrl ? 'of DATABASE_URL' : config.sqliteFile} holds no studio yet: start the studio on it once (npm start).`,
      );
      return 2;
    }
    const missing = args[0] === '--all' ? [] : args.map(Number).filter((id) => !tasks.some((t) => t.task_id === id));
    for (const id of missing) write(`✗ task ${id} does not exist`);
    let passed = 0;
    let failed = missing.length;
    for (const task of tasks) {
      const run = await runTaskTests(services, task.ac_id, task.task_id);
      print(task.task_name, run, write);
      passed += run.passed;
      failed += run.failed;
    }
    write(`${passed} passed, ${failed} failed`);
    return failed > 0 ? 1 : 0;
  } finally {
    await handle.close();
  }
}

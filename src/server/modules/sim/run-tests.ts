import type { FlowTestRun } from '@shared/api/sim-tests';
import { runFlowTest } from '@shared/simtests/run';
import type { Value } from '@shared/expr';
import type { Services } from '../../services';
import { notFound } from '../../http/errors';
import { engineDeps } from './engine-deps';
import { listFlowTests } from './flow-tests';
import { accountRows } from '../../http/tenant-repo';

/**
 * Runs a task's tests (all, or the given ones) through the flow engine in memory: the API, the simulator panel
 * and the command-line runner (scripts/flow-tests.mjs) all come here. 404 when the account has no such task.
 */
export async function runTaskTests(
  services: Pick<Services, 'db' | 'config' | 'mailer'>,
  acId: number,
  taskId: number,
  testIds?: readonly number[],
): Promise<FlowTestRun> {
  const { db, config, mailer } = services;
  const deps = await engineDeps(db, acId, { outbound: config, mailer, secret: config.signingSecret });
  const flow = await deps.load(taskId);
  if (!flow) throw notFound();
  const variables = new Map(
    (await accountRows(db, acId).selectFrom('variables').select(['variable_id', 'variable_name']).execute()).map((v) => [
      v.variable_name,
      v.variable_id,
    ]),
  );
  const names = new Map(flow.nodes.map((n) => [n.node_id, n.node_name]));
  const nodeLabel = (id: number | null) => (id === null ? '—' : `${names.get(id) || 'node'} (#${id})`);
  const tests = (await listFlowTests(db, acId, taskId)).filter((t) => !testIds || testIds.includes(t.test_id));
  const results = [];
  for (const test of tests) {
    results.push(
      await runFlowTest(
        { engine: deps, taskId, taskType: flow.taskType, variables, nodeLabel },
        { ...test, variables: test.variables as Record<string, Value> },
      ),
    );
  }
  const passed = results.filter((r) => r.passed).length;
  return { task_id: taskId, passed, failed: results.length - passed, results };
}

import { exportedFlowTest, type ExportedFlowTest } from '@shared/api/transfer';
import { flowTestStep, type FlowTest } from '@shared/api/sim-tests';
import { z } from 'zod';
import { nowIso } from '../../db/index';
import type { ExportPart } from '../transfer/export-parts';
import { flowTestToApi } from './flow-tests';
import { accountRows } from '../../http/tenant-repo';

/** Node ids of a test through a map (export: the account's → the document's; import: back); unknown ones dropped. */
function mapNodes(test: Pick<FlowTest, 'start_node_id' | 'pins' | 'steps'>, node: (id: number) => number | undefined) {
  const pins = Object.fromEntries(
    Object.entries(test.pins).flatMap(([id, pin]) => {
      const mapped = node(Number(id));
      return mapped === undefined ? [] : [[String(mapped), pin]];
    }),
  );
  const steps: FlowTest['steps'] = [];
  for (const step of test.steps) {
    if (step.kind !== 'reached') steps.push(step);
    else {
      const mapped = node(step.node_id);
      if (mapped !== undefined) steps.push({ ...step, node_id: mapped });
    }
  }
  return { start_node_id: test.start_node_id === null ? null : (node(test.start_node_id) ?? null), pins, steps };
}

/**
 * The flow tests of the exported tasks as an export part (parts.flow_tests): written with the document's task and
 * node ids, and saved again with the imported task's (inside the import's transaction).
 */
export const flowTestsExportPart: ExportPart<ExportedFlowTest[]> = {
  key: 'flow_tests',
  schema: z.array(exportedFlowTest.extend({ steps: z.array(flowTestStep).min(1).max(200) })) as unknown as z.ZodType<ExportedFlowTest[]>,
  async collect({ db, acId, tasks, ids }) {
    if (!tasks.length) return [];
    const rows = await accountRows(db, acId)
      .selectFrom('flow_tests')
      .selectAll()
      .where('is_enabled', '=', 1)
      .where(
        'task_id',
        'in',
        tasks.map((t) => t.task_id),
      )
      .orderBy('task_id')
      .orderBy('test_id')
      .execute();
    return rows.map((row) => {
      const test = flowTestToApi(row);
      const mapped = mapNodes(test, ids.node);
      return {
        task_id: ids.task(test.task_id)!,
        test_name: test.test_name,
        channel: test.channel,
        variables: test.variables,
        ...mapped,
        steps: mapped.steps as ExportedFlowTest['steps'],
      };
    });
  },
  async restore(tests, { trx, acId, userId, ids }) {
    const now = nowIso();
    for (const test of tests) {
      const taskId = ids.task(test.task_id);
      if (taskId === undefined) continue;
      const mapped = mapNodes({ start_node_id: test.start_node_id, pins: test.pins, steps: test.steps as FlowTest['steps'] }, ids.node);
      const definition = { channel: test.channel, variables: test.variables, ...mapped };
      await trx
        .insertInto('flow_tests')
        .values({
          ac_id: acId,
          task_id: taskId,
          test_name: test.test_name,
          definition: JSON.stringify(definition),
          is_enabled: 1,
          created_by: userId,
          updated_by: userId,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  },
};

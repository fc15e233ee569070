import { z } from 'zod';
import { flowTest, flowTestCreateBody, flowTestUpdateBody, type FlowTest } from '@shared/api/sim-tests';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource } from '../../http/entity-resource';
import type { Row } from '../../http/entity-resource';
import { notFound, unprocessable } from '../../http/errors';
import { parseJson } from '../flow/model/rows';
import { accountRows } from '../../http/tenant-repo';

/** The JSON column: everything of a test but its name and task. */
const definitionFields = ['channel', 'start_node_id', 'variables', 'pins', 'steps'] as const;
type Definition = Pick<FlowTest, (typeof definitionFields)[number]>;
const emptyDefinition: Definition = { channel: null, start_node_id: null, variables: {}, pins: {}, steps: [] };

export function flowTestToApi(row: Row): FlowTest {
  const d = { ...emptyDefinition, ...parseJson<Partial<Definition>>(row.definition, {}) };
  return {
    test_id: row.test_id,
    task_id: row.task_id,
    test_name: row.test_name,
    ...d,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** What a test refers to must be the account's: its task, the task's nodes and the account's variables by name. */
async function checkReferences(db: Db, acId: number, taskId: number, d: Definition) {
  const task = await accountRows(db, acId)
    .selectFrom('tasks')
    .select('task_id')
    .where('task_id', '=', taskId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!task) throw notFound();
  const nodeIds = new Set((await db.selectFrom('nodes').select('node_id').where('task_id', '=', taskId).execute()).map((n) => n.node_id));
  const names = new Set(
    (await accountRows(db, acId).selectFrom('variables').select('variable_name').execute()).map((v) => v.variable_name),
  );
  const errors: string[] = [];
  const noNode = (path: string, id: number | null | undefined) =>
    id != null && !nodeIds.has(id) && errors.push(`${path}: ${messages.flowTests.nodeNotInTask}`);
  const noVariable = (path: string, name: string) =>
    !names.has(name) && errors.push(`${path}: ${fill(messages.flowTests.variableUnknown, { name })}`);
  noNode('start_node_id', d.start_node_id);
  for (const name of Object.keys(d.variables)) noVariable(`variables.${name}`, name);
  for (const id of Object.keys(d.pins)) noNode(`pins.${id}`, Number(id));
  d.steps.forEach((step, i) => {
    if (step.kind === 'reached') noNode(`steps.${i}.node_id`, step.node_id);
    if (step.kind === 'variable') noVariable(`steps.${i}.name`, step.name);
  });
  if (errors.length) throw unprocessable(errors[0].slice(errors[0].indexOf(': ') + 2), errors);
}

/**
 * Flow tests through the resource helper: GET/POST /sim/tests (list by task_id), GET/PUT/DELETE
 * /sim/tests/{test_id}. build.tasks read lists them (a read-only user may run them), write changes them; names are
 * unique per task.
 */
export const flowTests = defineEntityResource(
  {
    tenant: 'ac',
    path: '/sim/tests',
    table: 'flow_tests',
    idField: 'test_id',
    nameField: 'test_name',
    model: 'FlowTest',
    label: 'flow test',
    permission: 'build.tasks',
    item: flowTest,
    create: flowTestCreateBody,
    update: flowTestUpdateBody.partial(),
    nameRule: { per: ['task_id'] },
    softDelete: ['is_enabled'],
    filters: { task_id: z.coerce.number().int().positive().optional() },
    sortFields: ['test_id', 'test_name', 'created_at', 'updated_at'],
  },
  {
    toApi: flowTestToApi,
    fromApi(input, ctx) {
      const before = ctx.existing ? flowTestToApi(ctx.existing) : emptyDefinition;
      const definition = Object.fromEntries(definitionFields.map((f) => [f, input[f] === undefined ? before[f] : input[f]]));
      const columns: Row = { definition: JSON.stringify(definition) };
      if (input.test_name !== undefined) columns.test_name = input.test_name;
      if (input.task_id !== undefined) columns.task_id = input.task_id;
      return columns;
    },
    async beforeWrite(values, ctx) {
      if (values.is_enabled !== 0) await checkReferences(ctx.trx, ctx.acId, values.task_id, flowTestToApi(values));
      return values;
    },
  },
);

/** The enabled tests of a task of the account, by name (export with the task reads this). */
export async function listFlowTests(db: Db, acId: number, taskId: number): Promise<FlowTest[]> {
  const rows = await accountRows(db, acId)
    .selectFrom('flow_tests')
    .selectAll()
    .where('task_id', '=', taskId)
    .where('is_enabled', '=', 1)
    .orderBy('test_name')
    .execute();
  return rows.map(flowTestToApi);
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import {
  workflowCollectionBody,
  workflowCollectionParams,
  workflowRun,
  workflowRunNowBody,
  workflowSchedule,
  type WorkflowScheduleAnswer,
} from '@shared/api/run';
import { nextRun } from '@shared/engine/workflow-schedule';
import type { Value } from '@shared/expr';
import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { unprocessable } from '../../http/errors';
import { authorizeFlow } from '../flow/edits/authz';
import { parseJson, taskToApi, type TaskRow } from '../flow/model/rows';
import { loadTask } from '../flow/model/state';
import { namesOf, startRun, variablesByName } from './sessions';
import { accountRows } from '../../http/tenant-repo';

type Studio = FastifyInstance['studio'];
const scheduledRunJob = 'workflow.scheduled-run';
interface ScheduledRun {
  ac_id: number;
  task_id: number;
  generation: number;
}

const workflowOf = (task: TaskRow) => {
  const block = taskToApi(task).workflow_task;
  if (task.task_type !== 'workflow' || !block) throw unprocessable(`task_id: ${messages.run.notWorkflow}`);
  return block;
};

/** Passed parameter values by name → values by variable id: each must be a passed parameter of the task and a variable. */
async function passedValues(db: Db, acId: number, declared: readonly string[], given: Record<string, Value>) {
  const stray = Object.keys(given).find((name) => !declared.includes(name));
  if (stray !== undefined) throw unprocessable(`passed_params.${stray}: ${fill(messages.run.notPassedParam, { name: stray })}`);
  const { values, unknown } = await variablesByName(db, acId, given);
  if (unknown !== null) throw unprocessable(`passed_params.${unknown}: ${fill(messages.run.unknownVariable, { name: unknown })}`);
  return values;
}

async function accountTimeZone(db: Db, acId: number): Promise<string> {
  const row = await accountRows(db, acId).selectFrom('accounts').select('ac_setting').executeTakeFirst();
  return parseJson<{ default_timezone?: string | null }>(row?.ac_setting, {}).default_timezone || limits.defaultTimezone;
}

/** Runs a workflow task through the engine and answers the run with its output parameters by name. */
async function runWorkflow(studio: Studio, acId: number, task: TaskRow, given: Record<string, Value>, userId: number | null) {
  const block = workflowOf(task);
  const variables = await passedValues(studio.db, acId, block.passed_params, given);
  const { session, events } = await startRun(studio, acId, { taskId: task.task_id, channel: 'workflow', variables, userId });
  const st = session.state;
  return {
    session_id: session.sessionId,
    status: st.status === 'ended' ? ('ended' as const) : ('waiting' as const),
    outcome: st.outcome,
    node_id: st.nodeId,
    task_version: session.taskVersion ?? null,
    events,
    output_params: await namesOf(studio.db, acId, st.variables, block.output_params),
  };
}

/** Writes the task's schedule (a new generation: jobs of the one before do nothing) and queues its next run. */
async function schedule(
  studio: Studio,
  acId: number,
  task: TaskRow,
  passed: Record<string, Value>,
  userId: number | null,
  done?: { runs: number; ranFor: number },
): Promise<WorkflowScheduleAnswer> {
  const block = workflowOf(task);
  const db = studio.db;
  // After a run, the next one comes after the time it was due (a job may run a little early or late), never before now.
  const next = nextRun(block, Math.max(Date.now(), done?.ranFor ?? 0), await accountTimeZone(db, acId));
  const existing = await accountRows(db, acId)
    .selectFrom('workflow_schedules')
    .selectAll()
    .where('task_id', '=', task.task_id)
    .executeTakeFirst();
  const generation = (existing?.generation ?? 0) + 1;
  const row = {
    generation,
    next_run_at: next === null ? null : new Date(next).toISOString(),
    runs: done?.runs ?? existing?.runs ?? 0,
    passed_params: JSON.stringify(passed),
    updated_by: userId,
    updated_at: nowIso(),
  };
  await db.transaction().execute(async (trx) => {
    if (existing) await trx.updateTable('workflow_schedules').set(row).where('task_id', '=', task.task_id).execute();
    else
      await trx
        .insertInto('workflow_schedules')
        .values({ task_id: task.task_id, ac_id: acId, last_session_id: null, ...row })
        .execute();
    if (next !== null)
      await studio.jobs.enqueue<ScheduledRun>(
        scheduledRunJob,
        { ac_id: acId, task_id: task.task_id, generation },
        { trx, delayMs: Math.max(0, next - Date.now()) },
      );
  });
  return {
    task_id: task.task_id,
    is_active: block.is_active,
    next_run_at: row.next_run_at,
    runs: row.runs,
    passed_params: passed as WorkflowScheduleAnswer['passed_params'],
  };
}

/**
 * POST /studio/workflow-run-now and POST /studio/workflow/{task_id}/collection (spec 2 §7): a workflow
 * task runs now with its passed parameters, or on the schedule of its form as delayed jobs that survive a restart.
 * Running changes things (datastores, mail), so both need build.tasks write; another account's task is 404.
 */
export async function workflowRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const studio = root.studio;
  const tags = ['Task'];

  studio.jobs.define<ScheduledRun>(scheduledRunJob, async (p) => {
    const current = await accountRows(studio.db, p.ac_id)
      .selectFrom('workflow_schedules')
      .selectAll()
      .where('task_id', '=', p.task_id)
      .executeTakeFirst();
    if (!current || current.generation !== p.generation) return;
    const task = await accountRows(studio.db, p.ac_id)
      .selectFrom('tasks')
      .selectAll()
      .where('task_id', '=', p.task_id)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    if (!task || task.task_type !== 'workflow') return;
    const passed = parseJson<Record<string, Value>>(current.passed_params, {});
    const run = await runWorkflow(studio, p.ac_id, task, passed, null).catch(() => null);
    await studio.db
      .updateTable('workflow_schedules')
      .set({ last_session_id: run?.session_id ?? current.last_session_id })
      .where('task_id', '=', p.task_id)
      .execute();
    await schedule(studio, p.ac_id, task, passed, null, {
      runs: current.runs + 1,
      ranFor: current.next_run_at ? Date.parse(current.next_run_at) : 0,
    });
  });

  app.post(
    '/studio/workflow-run-now',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, body: workflowRunNowBody, response: { 200: envelope(workflowRun) } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'write');
      const task = await loadTask(studio.db, env.acId, request.body.task_id);
      const run = await runWorkflow(studio, env.acId, task, request.body.passed_params ?? {}, env.userId ?? null);
      await recordActivity(studio.db, request, {
        subject_type: 'Task',
        subject_id: task.task_id,
        action: 'workflow_run_now',
        summary: { session_id: run.session_id, outcome: run.outcome },
      });
      return { data: run };
    },
  );

  app.post(
    '/studio/workflow/:task_id/collection',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, params: workflowCollectionParams, body: workflowCollectionBody, response: { 200: envelope(workflowSchedule) } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'write');
      const task = await loadTask(studio.db, env.acId, request.params.task_id);
      const passed = request.body?.passed_params ?? {};
      await passedValues(studio.db, env.acId, workflowOf(task).passed_params, passed);
      const answer = await schedule(studio, env.acId, task, passed, env.userId ?? null);
      await recordActivity(studio.db, request, {
        subject_type: 'Task',
        subject_id: task.task_id,
        action: 'workflow_schedule',
        summary: { next_run_at: answer.next_run_at },
      });
      return { data: answer };
    },
  );
}

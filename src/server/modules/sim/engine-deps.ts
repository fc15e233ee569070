import type { EngineDeps, TaskFlow } from '@shared/engine';
import type { TaskType } from '@shared/api/flow';
import { limits } from '@shared/limits';
import { registry } from '@plugins/registry';
import type { Db } from '../../db/index';
import { canvasToApi, parseJson } from '../flow/model/rows';
import { loadCanvases } from '../flow/model/state';
import { nodesAt } from '../flow/edits/node-cache';
import { keptPer } from '../../kept-per';
import { engineDatastore } from './engine-datastore';
import { engineHttp } from './http';
import { stepProfile } from './web-service-profile-run';
import type { OutboundConfig } from '../../http/outbound';
import { runInSandbox } from '../content/functions/sandbox';
import type { Value } from '@shared/expr';
import type { Mailer } from '../../mail/mailer';
import { accountRows } from '../../http/tenant-repo';
import { engineQforme } from '../qforme/engine-queues';
import { engineCampaigns } from '../campaigns/start';
import type { JobQueue } from '../../jobs/index';
import { accountEmailProfile, sendThroughProfile, smtpProfileOf } from '../profiles/smtp-send';
import { stepAuthorization } from '../profiles/auth-token';
import { engineSms } from '../profiles/sms-engine';
import { formDefinition } from '../visual-form/forms';
import { accountContent, type AccountContent } from './account-content';

interface KeptFlow {
  /** The task row's revision, creation and last change: every canvas edit, undo, redo and restore moves the revision. */
  key: string;
  flow: TaskFlow;
}
const keptFlows = keptPer<Db, Map<number, KeptFlow>>(() => new Map());
const maxKeptFlows = 200;

/** What a turn reads of its task to know whether the kept flow holds (taskKeyColumns). */
export interface TaskKey {
  task_id: number;
  task_type: string;
  revision: number;
  created_at: string;
  updated_at: string;
}
export const taskKeyColumns = ['task_id', 'task_type', 'revision', 'created_at', 'updated_at'] as const;

/**
 * A task of the account as the engine runs it; null when the account has no such enabled task. Its canvases and nodes
 * are kept per studio at the task's revision (as the canvas's node list is, flow/edits/node-cache.ts): a turn reads the task
 * row and reuses them while the revision holds, on whichever process they were read. The flow is shared: the engine
 * never changes it. A transaction reads them itself. `known`: the task row as just read with the turn's other reads
 * (the account's enabled task of this id, or null).
 */
export async function loadFlow(db: Db, acId: number, taskId: number, known?: TaskKey | null): Promise<TaskFlow | null> {
  const task =
    known !== undefined
      ? known
      : await accountRows(db, acId)
          .selectFrom('tasks')
          .select(taskKeyColumns)
          .where('task_id', '=', taskId)
          .where('is_enabled', '=', 1)
          .executeTakeFirst();
  if (!task) return null;
  const key = `${task.revision}|${task.created_at}|${task.updated_at}|${task.task_type}`;
  const kept = db.isTransaction ? undefined : keptFlows(db);
  const hit = kept?.get(taskId);
  if (hit && hit.key === key) return hit.flow;
  const canvases = (await loadCanvases(db, taskId)).filter((c) => c.is_enabled === 1).map(canvasToApi);
  const { nodes } = await nodesAt(db, acId, task);
  const flow: TaskFlow = { taskId, taskType: task.task_type as TaskType, canvases, nodes };
  if (kept) {
    kept.delete(taskId);
    kept.set(taskId, { key, flow });
    if (kept.size > maxKeptFlows) kept.delete(kept.keys().next().value!);
  }
  return flow;
}

interface Holiday {
  start_date: string;
  end_date?: string | null;
  recurs_yearly?: boolean;
}

/** Whether a day (YYYY-MM-DD) falls on a holiday: within its dates, or on the same month-days every year when it recurs. */
export function onHoliday(holidays: readonly Holiday[], day: string): boolean {
  return holidays.some((h) => {
    const end = h.end_date || h.start_date;
    if (!h.recurs_yearly) return h.start_date <= day && day <= end;
    const md = day.slice(5);
    const [from, to] = [h.start_date.slice(5), end.slice(5)];
    return from <= to ? from <= md && md <= to : md >= from || md <= to;
  });
}

/**
 * The engine's dependencies for one account: its tasks, its prompts and its time zone. Nothing of another
 * account can be reached: every load is filtered by the account. A live run (`live`) also sends text messages through
 * the account's SMS profile; the simulator and previews only show them.
 */
export async function engineDeps(
  db: Db,
  acId: number,
  options: {
    outbound: OutboundConfig;
    mailer: Mailer;
    secret: string;
    live?: boolean;
    jobs?: JobQueue;
    /** The account's content as the turn read it, and its task's row (read with it; null: no such enabled task). */
    content?: AccountContent;
    task?: { taskId: number; row: TaskKey | null };
  },
): Promise<EngineDeps> {
  const content = options.content ?? (await accountContent(db, acId));
  const known = options.task;
  const timeZone = await content.timeZone();
  // A task is loaded once per engine (a start checks the task, then the engine runs it: one load, not two).
  const flows = new Map<number, Promise<TaskFlow | null>>();
  return {
    registry,
    load(taskId) {
      let flow = flows.get(taskId);
      if (!flow) {
        flows.set(taskId, (flow = loadFlow(db, acId, taskId, known?.taskId === taskId ? known.row : undefined)));
        flow.catch(() => flows.delete(taskId));
      }
      return flow;
    },
    services: {
      timeZone: timeZone || limits.defaultTimezone,
      now: () => Date.now(),
      http: engineHttp(
        options.outbound,
        (authProfileId) => stepAuthorization(db, acId, authProfileId, options.outbound, options.secret),
        (key) => stepProfile(db, acId, key, options.secret),
      ),
      datastore: engineDatastore(db, acId, options.secret),
      qforme: engineQforme(db, acId),
      ...(options.live ? { sms: engineSms(db, acId, options.outbound, options.secret) } : {}),
      ...(options.jobs ? { campaign: engineCampaigns(db, options.jobs, acId) } : {}),
      async runFunction(functionId, args) {
        const row = await accountRows(db, acId)
          .selectFrom('javascript_functions')
          .select(['name', 'parameters', 'code', 'max_timeout'])
          .where('javascript_function_id', '=', functionId)
          .where('is_enabled', '=', 1)
          .executeTakeFirst();
        if (!row) throw new Error('The JavaScript function does not exist.');
        const params = parseJson<{ name: string }[]>(row.parameters, []).map((p) => p.name);
        const unknown = Array.isArray(args) ? undefined : Object.keys(args).find((name) => !params.includes(name));
        if (unknown !== undefined) throw new Error(`The JavaScript function ${row.name} has no parameter '${unknown}'.`);
        const values = Array.isArray(args) ? args : params.map((name) => args[name] ?? null);
        const outcome = await runInSandbox({ name: row.name, params, code: row.code, args: values, timeoutMs: row.max_timeout });
        if (!outcome.ok) throw new Error(outcome.message);
        return (outcome.result ?? null) as Value;
      },
      formType: (formTypeId) => formDefinition(db, acId, formTypeId),
      async isHoliday(scheduleId, instant, timeZone) {
        const row = await accountRows(db, acId)
          .selectFrom('holiday_schedules')
          .select('holidays')
          .where('schedule_id', '=', scheduleId)
          .where('is_enabled', '=', 1)
          .executeTakeFirst();
        if (!row) throw new Error('The holiday schedule of this node does not exist.');
        return onHoliday(parseJson<Holiday[]>(row.holidays, []), new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant));
      },
      async mail(mail) {
        // Blind copies go as mails of their own, so no receiver sees them. The account's e-mail profile sends
        // them when it has one (its SMTP server, through the outbound door); else the studio's own mailer.
        const to = [mail.to, mail.cc].filter(Boolean).join(', ');
        const profile = await accountEmailProfile(db, acId);
        for (const receiver of [
          to,
          ...mail.bcc
            .split(/[,;]/)
            .map((a) => a.trim())
            .filter(Boolean),
        ]) {
          if (profile)
            await sendThroughProfile(options.outbound, smtpProfileOf(profile, options.secret), {
              to: receiver,
              subject: mail.subject,
              text: mail.text,
              ...(mail.html ? { html: mail.text } : {}),
            });
          else await options.mailer.send({ to: receiver, subject: mail.subject, text: mail.text });
        }
      },
      promptTexts: (promptId) => content.prompt(promptId),
    },
  };
}

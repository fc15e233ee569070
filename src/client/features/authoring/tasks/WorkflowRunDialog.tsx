import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@shared/api/flow';
import type { WorkflowRun, WorkflowScheduleAnswer } from '@shared/api/run';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { PassedParamFields } from '../sim/PassedParamFields';
import { usePassedParams } from '../sim/usePassedParams';
import { initialValues, paramProblems, paramValues } from '../sim/workflowParams';
import { taskApi } from './api';
import '../run/i18n';

export type WorkflowAction = 'run' | 'schedule';

interface Props {
  /** The workflow task; null keeps the dialog closed. */
  task: Task | null;
  /** Run it now, or schedule it as its form says. */
  action: WorkflowAction;
  onClose(): void;
}

type Answer = { run: WorkflowRun } | { schedule: WorkflowScheduleAnswer };

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * Run now and Schedule of a workflow task (spec 2 §7 "workflow run"): the values of its passed parameters (checked
 * before sending, as the simulator's run), then the run's outcome and output parameters, or the schedule's next run.
 */
export function WorkflowRunDialog({ task, action, onClose }: Props) {
  const { t } = useTranslation('run');
  const { t: ts } = useTranslation('sim');
  const { dateTime } = useDisplayDate();
  const params = usePassedParams(task?.task_id ?? null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setValues(initialValues(params.fields)), [params.fields]);
  useEffect(() => {
    setAnswer(null);
    setFailure(null);
    setShown({});
  }, [task, action]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!task || busy) return;
    const problems = paramProblems(params.fields, values);
    setShown(Object.fromEntries(Object.entries(problems).map(([name, p]) => [name, ts(`params.${p}`, { name })])));
    const first = params.fields.find((f) => problems[f.name]);
    if (first) return document.getElementById(`wf-param-${first.name}`)?.focus();
    setBusy(true);
    setFailure(null);
    setAnswer(null);
    try {
      const given = paramValues(params.fields, values);
      setAnswer(
        action === 'run'
          ? { run: await taskApi.runWorkflow(task.task_id, given) }
          : { schedule: await taskApi.scheduleWorkflow(task.task_id, given) },
      );
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const name = task?.task_name ?? '';
  return (
    <Dialog
      isOpen={!!task}
      onClose={onClose}
      title={t(action === 'run' ? 'workflow.runTitle' : 'workflow.scheduleTitle', { name })}
      icon={action === 'run' ? 'play' : 'time'}
      className="task-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <p>{t(action === 'run' ? 'workflow.runIntro' : 'workflow.scheduleIntro')}</p>
          {params.pending ? (
            <Spinner size={20} aria-label={ts('params.loading')} />
          ) : params.failed ? (
            <Callout intent="danger" compact role="alert">
              {ts('params.loadFailed')} <Button size="small" text={ts('params.retry')} onClick={params.retry} />
            </Callout>
          ) : (
            <fieldset className="wf-params">
              <legend>{ts('params.title')}</legend>
              {params.fields.length === 0 && <p className="bp6-text-muted">{ts('params.none')}</p>}
              <PassedParamFields
                fields={params.fields}
                values={values}
                shown={shown}
                idPrefix="wf-param-"
                onChange={(field, v) => setValues((s) => ({ ...s, [field]: v }))}
              />
            </fieldset>
          )}
          {answer && 'run' in answer && (
            <Callout intent={Intent.SUCCESS} icon="tick" role="status" title={t('workflow.ran')} data-testid="workflow-run-answer">
              <p>{t('workflow.outcome', { outcome: answer.run.outcome ?? t('workflow.noOutcome'), session: answer.run.session_id })}</p>
              {Object.keys(answer.run.output_params).length > 0 && (
                <HTMLTable compact aria-label={t('workflow.outputs')}>
                  <tbody>
                    {Object.entries(answer.run.output_params).map(([k, v]) => (
                      <tr key={k}>
                        <th scope="row">{k}</th>
                        <td>{show(v)}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
            </Callout>
          )}
          {answer && 'schedule' in answer && (
            <Callout intent={Intent.SUCCESS} icon="time" role="status" data-testid="workflow-schedule-answer">
              {answer.schedule.next_run_at
                ? t('workflow.nextRun', { when: dateTime(answer.schedule.next_run_at) })
                : t(answer.schedule.is_active ? 'workflow.noRunLeft' : 'workflow.inactive')}
            </Callout>
          )}
          {failure && (
            <Callout intent={Intent.DANGER} icon="error" role="alert">
              {failure}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" onClick={onClose} text={t('workflow.close')} />
              <Button
                type="submit"
                intent="primary"
                icon={action === 'run' ? 'play' : 'time'}
                loading={busy}
                disabled={params.pending || params.failed}
                text={t(action === 'run' ? 'workflow.run' : 'workflow.schedule')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

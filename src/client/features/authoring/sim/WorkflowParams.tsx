import { variablesType } from '@shared/entities/content/variables';
import { Button, Callout, FormGroup, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Variable } from '@shared/api/content';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { flowKeys } from '@client/api/queryKeys';
import { useTask } from '../tasks/api';
import { initialValues, paramFields, paramProblems, paramValues } from './workflowParams';

interface Props {
  taskId: number;
  /** Starts the run with the values by name. */
  onRun(values: Record<string, string>): void;
}

/**
 * "Run now" of a workflow task in the simulator: one field per passed parameter of the task (its
 * variable's type, its default value filled in, a required mark where it has none), checked before the run starts.
 * Enter in any field runs; the first field with a problem takes the focus.
 */
export function WorkflowParams({ taskId, onRun }: Props) {
  const { t } = useTranslation('sim');
  const task = useTask(taskId);
  const selection = useSession((s) => s.selection);
  const variables = useQuery({
    queryKey: flowKeys.simVariables(selection!),
    queryFn: ({ signal }) => api<Variable[]>(variablesType.path, { signal, query: { fetch_all: 1, source: 'WEB' } }),
    enabled: !!selection,
  });
  const passed = task.data?.workflow_task?.passed_params;
  const fields = useMemo(() => paramFields(passed ?? [], variables.data ?? []), [passed, variables.data]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<Record<string, string>>({});
  useEffect(() => setValues(initialValues(fields)), [fields]);

  if (task.isPending || variables.isPending) return <Spinner size={20} aria-label={t('params.loading')} />;
  if (task.isError || variables.isError) {
    return (
      <Callout intent="danger" compact role="alert">
        {t('params.loadFailed')}{' '}
        <Button size="small" text={t('params.retry')} onClick={() => void Promise.all([task.refetch(), variables.refetch()])} />
      </Callout>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = paramProblems(fields, values);
    setShown(Object.fromEntries(Object.entries(problems).map(([name, p]) => [name, t(`params.${p}`, { name })])));
    const first = fields.find((f) => problems[f.name]);
    if (first) document.getElementById(`sim-param-${first.name}`)?.focus();
    else onRun(paramValues(fields, values));
  };

  return (
    <form className="sim-params" aria-labelledby="sim-params-title" onSubmit={submit} noValidate>
      <h4 id="sim-params-title">{t('params.title')}</h4>
      {fields.length === 0 && <p className="sim-params-empty">{t('params.none')}</p>}
      {fields.map((f) => (
        <FormGroup
          key={f.name}
          label={f.name}
          labelFor={`sim-param-${f.name}`}
          labelInfo={f.required ? t('params.requiredMark') : undefined}
          helperText={shown[f.name] ? <span id={`sim-param-${f.name}-problem`}>{shown[f.name]}</span> : undefined}
          intent={shown[f.name] ? 'danger' : 'none'}
        >
          <InputGroup
            id={`sim-param-${f.name}`}
            type={f.secure ? 'password' : 'text'}
            value={values[f.name] ?? ''}
            required={f.required}
            aria-invalid={!!shown[f.name]}
            aria-describedby={shown[f.name] ? `sim-param-${f.name}-problem` : undefined}
            intent={shown[f.name] ? 'danger' : 'none'}
            rightElement={f.type ? <Tag minimal>{f.type}</Tag> : undefined}
            onValueChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))}
          />
        </FormGroup>
      ))}
      <Button type="submit" icon="flows" text={t('panel.runWorkflow')} />
    </form>
  );
}

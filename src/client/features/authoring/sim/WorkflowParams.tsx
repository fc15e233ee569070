import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PassedParamFields } from './PassedParamFields';
import { usePassedParams } from './usePassedParams';
import { initialValues, paramProblems, paramValues } from './workflowParams';

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
  const { fields, pending, failed, retry } = usePassedParams(taskId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<Record<string, string>>({});
  useEffect(() => setValues(initialValues(fields)), [fields]);

  if (pending) return <Spinner size={20} aria-label={t('params.loading')} />;
  if (failed) {
    return (
      <Callout intent="danger" compact role="alert">
        {t('params.loadFailed')} <Button size="small" text={t('params.retry')} onClick={retry} />
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
      <PassedParamFields
        fields={fields}
        values={values}
        shown={shown}
        idPrefix="sim-param-"
        onChange={(name, v) => setValues((s) => ({ ...s, [name]: v }))}
      />
      <Button type="submit" icon="flows" text={t('panel.runWorkflow')} />
    </form>
  );
}

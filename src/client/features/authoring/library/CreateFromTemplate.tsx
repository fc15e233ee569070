import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { TaskTemplate } from '@shared/api/library';
import { notifyCreateFailed, notifySuccess } from '@client/shell/notices';
import { useDebounced } from '@client/shell/useDebounced';
import { useSession } from '@client/session/store';
import { taskKeys } from '@client/api/queryKeys';
import { taskApi } from '../tasks/api';
import { useCanWriteTasks } from '../tasks/useCanWrite';
import { libraryApi } from './api';

/** "Create task from template": a name (checked by the server as it is typed, as task create does), then the import. */
export function CreateFromTemplate({ template }: { template: TaskTemplate }) {
  const { t } = useTranslation('library');
  const [, navigate] = useLocation();
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const canWrite = useCanWriteTasks();
  const [name, setName] = useState(template.template_name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checked = useDebounced(name.trim(), 300);
  const account = !!selection && selection.acId !== 'all';

  useEffect(() => {
    if (!account || !canWrite || !checked) return setNameError(null);
    let live = true;
    taskApi.validateName(checked).then(
      (r) => live && setNameError(r.valid ? null : r.message),
      (e: Error) => live && setNameError(e.message),
    );
    return () => {
      live = false;
    };
  }, [account, canWrite, checked]);

  if (!account) return <Callout icon="info-sign">{t('details.needAccount')}</Callout>;
  if (!canWrite) return <Callout icon="lock">{t('details.readOnly')}</Callout>;

  const create = async () => {
    if (!name.trim() || nameError || busy) return;
    setBusy(true);
    try {
      const made = await libraryApi.createTask(template.template_id, name.trim());
      if (selection) await qc.invalidateQueries({ queryKey: taskKeys.all(selection) });
      notifySuccess(t('details.created', { name: made.task_name }));
      navigate(`/build/callflow/${made.task_id}`);
    } catch (e) {
      notifyCreateFailed(e);
      setBusy(false);
    }
  };
  return (
    <form
      className="library-create"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <p className="library-muted">{t('details.createHint')}</p>
      <FormGroup
        label={t('details.taskName')}
        labelFor="template-task-name"
        intent={nameError ? Intent.DANGER : Intent.NONE}
        helperText={nameError}
      >
        <InputGroup
          id="template-task-name"
          value={name}
          onValueChange={setName}
          intent={nameError ? Intent.DANGER : Intent.NONE}
          maxLength={255}
        />
      </FormGroup>
      <Button type="submit" intent="primary" icon="add" loading={busy} disabled={!name.trim() || !!nameError} text={t('details.create')} />
    </form>
  );
}

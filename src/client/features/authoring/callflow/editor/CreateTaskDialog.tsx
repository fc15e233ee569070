import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@shared/api/flow';
import { messages } from '@shared/messages';
import { api, isCanceled } from '@client/api/http';
import { KeyHint } from '@client/commands/KeyHint';
import { useSession } from '@client/session/store';
import { notifySuccess } from '@client/shell/notices';
import { taskKeys, contentKeys } from '@client/api/queryKeys';
import type { CurrentTask, LinkTaskRow } from './linkTasks';
import type { RefOption } from './refSources';
import { nestedFormHandlers } from './nestedForm';

interface Props {
  /** The task the link is made from: the new task takes its type. */
  from: CurrentTask;
  /** What was typed in the picker's search: the new task's name to start from. */
  initialName: string;
  onCreated(item: RefOption): void;
  onClose(): void;
}

/**
 * 'Create task' from link_task's picker: a name, the type of the task linked from (a link joins tasks of one
 * type), POST /studio/tasks. The new task links to nothing, so it is always a target without recursion: it is
 * chosen at once. Enter or Ctrl/Cmd+Enter creates, Escape closes this dialog only; the server's refusal (a
 * name already taken) shows in the dialog.
 */
export default function CreateTaskDialog({ from, initialName, onCreated, onClose }: Props) {
  const { t } = useTranslation('flow');
  const qc = useQueryClient();
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const create = async () => {
    const task_name = name.trim();
    if (saving || !task_name) return;
    setSaving(true);
    setProblem(null);
    try {
      const saved = await api<Task>('/studio/tasks', { method: 'POST', body: { task_name, task_type: from.type } });
      if (selection) {
        const row: LinkTaskRow = { task_id: saved.task_id, task_name: saved.task_name, task_type: saved.task_type };
        qc.setQueryData(contentKeys.linkTargets(selection, from.id), (old: unknown) => (Array.isArray(old) ? [...old, row] : old));
        // Every task list of the account (the tasks screen, the palette, the pickers) is read again.
        void qc.invalidateQueries({ queryKey: taskKeys.all(selection) });
        void qc.invalidateQueries({ queryKey: contentKeys.tasks(selection) });
      }
      notifySuccess(t('content:editor.created', { name: saved.task_name }));
      onCreated({ id: saved.task_id, name: saved.task_name });
    } catch (e) {
      if (!isCanceled(e)) setProblem(e instanceof Error && e.message ? e.message : messages.operationFailed);
      setSaving(false);
    }
  };

  const { onSubmit, onKeyDown } = nestedFormHandlers(() => void create());

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('tasks.createTitle')}
      icon="flow-branch"
      className="cf-create-dialog"
      shouldReturnFocusOnClose={false}
    >
      <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <DialogBody>
          <FormGroup label={t('taskFields.task_name')} labelFor="create-name">
            <InputGroup id="create-name" autoFocus value={name} maxLength={255} onValueChange={setName} />
          </FormGroup>
          <FormGroup label={t('taskFields.task_type')} labelFor="create-type">
            <InputGroup id="create-type" value={t(`taskTypes.${from.type}`)} readOnly disabled />
          </FormGroup>
          {problem && (
            <Callout intent="danger" icon="error" title={messages.createFailed} className="cf-create-problem" role="alert">
              {problem}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common:cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={saving} disabled={!name.trim()}>
                {t('tasks.create')} <KeyHint command="form.submit" />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}

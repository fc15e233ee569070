import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, TagInput } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskTypes, type Task, type TaskType } from '@shared/api/flow';
import { ApiError, fieldError, withoutField } from '@client/api/http';
import { useDebounced } from '@client/shell/useDebounced';
import { notifyCreateFailed, notifyUpdateFailed } from '@client/shell/notices';
import { taskApi, useSaveTask } from './api';
import { keepEnterForTag } from './tagInputKeys';
import { blockName, defaultBlock, type Block } from './taskBlocks';
import { TypeFields } from './TypeFields';

interface Props {
  open: boolean;
  /** The task to edit; null creates one. */
  task: Task | null;
  initialType: TaskType;
  /** Locks the task type (the import routes). */
  fixedType?: boolean;
  onClose(): void;
  onSaved(task: Task, created: boolean): void;
}

/** Create or edit a task: name (checked by the server as it is typed), type, tags and the type's own fields. */
export function TaskDialog({ open, task, initialType, fixedType, onClose, onSaved }: Props) {
  const { t } = useTranslation('flow');
  const [name, setName] = useState('');
  const [type, setType] = useState<TaskType>(initialType);
  const [tags, setTags] = useState<string[]>([]);
  const [block, setBlock] = useState<Block>(defaultBlock(initialType));
  // The name's problem, with the name it was found for: a message about an earlier name never blocks the next.
  const [nameCheck, setNameCheck] = useState<{ name: string; message: string } | null>(null);
  const nameError = nameCheck && nameCheck.name === name.trim() ? nameCheck.message : null;
  const setNameError = (message: string | null, forName = name.trim()) =>
    setNameCheck(message === null ? null : { name: forName, message });
  const save = useSaveTask();
  const debouncedName = useDebounced(name.trim(), 300);

  useEffect(() => {
    if (!open) return;
    const kind = task?.task_type ?? initialType;
    setName(task?.task_name ?? '');
    setType(kind);
    setTags(task?.tags ?? []);
    setBlock({ ...defaultBlock(kind), ...((task?.[blockName(kind)] as Block | undefined) ?? {}) });
    setNameCheck(null);
  }, [open, task, initialType]);

  useEffect(() => {
    if (!open || !debouncedName || debouncedName === task?.task_name) return;
    let live = true;
    taskApi.validateName(debouncedName, task?.task_id).then(
      (r) => live && setNameCheck(r.valid ? null : { name: debouncedName, message: r.message }),
      (e: Error) => live && setNameCheck({ name: debouncedName, message: withoutField(e.message) }),
    );
    return () => {
      live = false;
    };
  }, [open, debouncedName, task]);

  const changeType = (next: TaskType) => {
    setType(next);
    setBlock(defaultBlock(next));
  };

  const submit = () => {
    // A name of spaces is no name: say so at the field rather than do nothing.
    if (!name.trim()) return setNameError(t('tasks.nameRequired'));
    if (nameError || save.isPending) return;
    const body = { task_name: name.trim(), task_type: type, tags, [blockName(type)]: block };
    const sent = name.trim();
    save.mutate(
      { id: task?.task_id ?? null, body },
      {
        onSuccess: (saved) => onSaved(saved, !task),
        onError: (e) => {
          // The name's refusal stands at the name; anything else is a notice.
          const line = e instanceof ApiError ? fieldError((e.body as { errors?: string[] })?.errors ?? [], 'task_name') : null;
          if (line) setNameError(line, sent);
          else if (task) notifyUpdateFailed(e);
          else notifyCreateFailed(e);
        },
      },
    );
  };

  return (
    <Dialog
      isOpen={open}
      onClose={onClose}
      title={task ? t('tasks.editTitle') : t('tasks.createTitle')}
      icon="flow-branch"
      className="task-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        onKeyDown={(e) => {
          // Ctrl+Enter (⌘+Enter) saves from any field, the tags and the type's own fields too.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
      >
        <DialogBody>
          <FormGroup
            label={t('taskFields.task_name')}
            labelFor="task-name"
            intent={nameError ? Intent.DANGER : Intent.NONE}
            helperText={nameError}
          >
            <InputGroup
              id="task-name"
              autoFocus
              value={name}
              onValueChange={setName}
              intent={nameError ? Intent.DANGER : Intent.NONE}
              maxLength={255}
            />
          </FormGroup>
          <FormGroup label={t('taskFields.task_type')} labelFor="task-type">
            <HTMLSelect
              id="task-type"
              fill
              value={type}
              disabled={!!task || fixedType}
              onChange={(e) => changeType(e.currentTarget.value as TaskType)}
            >
              {taskTypes.map((k) => (
                <option key={k} value={k}>
                  {t(`taskTypes.${k}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('taskFields.tags')} labelFor="task-tags">
            <TagInput
              inputProps={{ id: 'task-tags' }}
              values={tags}
              onChange={(v) => setTags(v.map(String).filter(Boolean))}
              onKeyDown={keepEnterForTag}
              addOnBlur
              tagProps={{ minimal: true }}
            />
          </FormGroup>
          <TypeFields type={type} value={block} onChange={setBlock} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" onClick={onClose} text={t('common:cancel')} />
              <Button
                type="submit"
                intent="primary"
                loading={save.isPending}
                disabled={!!nameError}
                text={task ? t('tasks.save') : t('tasks.create')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

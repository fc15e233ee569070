import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCollectionSuffix, type Task } from '@shared/api/flow';
import { useDebounced } from '@client/shell/useDebounced';
import { taskApi, useCollectionCount } from './api';

interface Props {
  /** The task whose collection is duplicated; null keeps the dialog closed. */
  task: Task | null;
  onClose(): void;
  onDuplicate(task: Task, suffix: string): Promise<unknown>;
}

type Check = { suffix: string; valid: boolean; message: string };

/** The suffix is checked once typing pauses, as the task name check in TaskDialog. */
const checkDelayMs = 300;

/**
 * Duplicate collection: the task and every task it links to, each copy named `<name><suffix>`. Shows how many
 * tasks are copied, checks the suffix with the server as it is typed, and shows a refusal with the server's message.
 */
export function DuplicateCollectionDialog({ task, onClose, onDuplicate }: Props) {
  const { t } = useTranslation('flow');
  const [suffix, setSuffix] = useState(defaultCollectionSuffix);
  const [check, setCheck] = useState<Check | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = useCollectionCount(task?.task_id ?? null);
  const debounced = useDebounced(suffix, checkDelayMs);

  useEffect(() => {
    if (!task) return;
    setSuffix(defaultCollectionSuffix);
    setCheck(null);
    setFailure(null);
  }, [task]);

  useEffect(() => {
    if (!task) return;
    let live = true;
    taskApi.validateCollectionName(task.task_id, debounced).then(
      (r) => live && setCheck({ suffix: debounced, ...r }),
      (e: Error) => live && setCheck({ suffix: debounced, valid: false, message: e.message }),
    );
    return () => {
      live = false;
    };
  }, [task, debounced]);

  const current = check?.suffix === suffix ? check : null;
  const problem = current && !current.valid ? current.message : null;

  const submit = async () => {
    if (!task || problem || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onDuplicate(task, suffix);
      onClose();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={!!task} onClose={onClose} title={t('tasks.collectionTitle')} icon="duplicate" className="task-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <p data-testid="collection-count">
            {count.isPending ? (
              <Spinner size={16} />
            ) : count.isError ? (
              count.error.message
            ) : (
              t('tasks.collectionCount', { count: count.data.count, name: task?.task_name ?? '' })
            )}
          </p>
          <FormGroup
            label={t('tasks.collectionSuffix')}
            labelFor="collection-suffix"
            intent={problem ? Intent.DANGER : Intent.NONE}
            helperText={
              problem ?? (current ? t('tasks.collectionExample', { name: `${task?.task_name ?? ''}${suffix.trimEnd()}` }) : undefined)
            }
          >
            <InputGroup
              id="collection-suffix"
              autoFocus
              value={suffix}
              onValueChange={setSuffix}
              intent={problem ? Intent.DANGER : Intent.NONE}
              maxLength={100}
            />
          </FormGroup>
          {failure && (
            <Callout intent={Intent.DANGER} icon="error" role="alert">
              {failure}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" onClick={onClose} text={t('common:cancel')} />
              <Button
                type="submit"
                intent="primary"
                loading={busy}
                disabled={!!problem || !suffix.trim()}
                text={t('tasks.duplicateCollection')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
